import { type BootstrapData, createIdentityClient, type IdentityClient } from '@shelfscope/identity-client';
import { type CSSProperties, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import { captchaSolver } from './captcha/load-captcha.js';
import { configProblem, type WidgetCallbacks, type WidgetConfig } from './config.js';
import { chooseLocale, loadLocale, textDirection } from './i18n/locales.js';
import { LOCALES, resolveStrings, translator } from './i18n/strings.js';
import { injectStyles } from './theme/styles.js';
import { type Theme, themeVariables } from './theme/theme.js';
import { Spinner } from './ui/spinner.js';
import { WidgetRuntime } from './widget-runtime.js';

const NO_THEME: Theme = {};

/** Props of <LoginWidget>. */
export interface LoginWidgetProps {
  config: WidgetConfig;
  callbacks?: WidgetCallbacks;
}

/**
 * The embeddable login widget. It creates its identity client from `publicToken` and `baseUrl`
 * (a new one when they change), waits for the project's bootstrap, then runs the flows.
 */
export function LoginWidget({ config, callbacks }: LoginWidgetProps) {
  const problem = configProblem(config);
  const theme = config?.theme ?? NO_THEME;
  // The member's language (locales.ts); a table other than English arrives with its chunk, and
  // the flows wait for it (the spinner shows meanwhile, beside the bootstrap's fetch).
  const locale = chooseLocale(config ?? {}, typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
  const [loaded, setLoaded] = useState(locale in LOCALES ? locale : null);
  useEffect(() => {
    if (locale === 'en' || locale in LOCALES) return setLoaded(locale);
    let isLive = true;
    loadLocale(locale)
      .then((table) => {
        LOCALES[locale] = table;
      })
      // A table that cannot load leaves the texts in English.
      .catch(() => undefined)
      .finally(() => isLive && setLoaded(locale));
    return () => {
      isLive = false;
    };
  }, [locale]);
  const ready = loaded === locale;
  const t = useMemo(
    () => translator(resolveStrings(ready ? locale : 'en', config?.strings), locale),
    [ready, locale, config?.strings],
  );
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const [runtime, setRuntime] = useState<{ client: IdentityClient; bootstrap: BootstrapData } | null>(null);

  useInsertionEffect(() => injectStyles(document, config?.cspNonce), [config?.cspNonce]);

  const publicToken = config?.publicToken;
  const baseUrl = config?.baseUrl;
  // Compared by value: a host that builds the options inline on every render keeps its client.
  const cookieKey = JSON.stringify(config?.cookieOptions ?? null);
  const sessionCookies = config?.sessionCookies;
  useEffect(() => {
    const cookieOptions = JSON.parse(cookieKey) as WidgetConfig['cookieOptions'] | null;
    if (problem) {
      callbacksRef.current?.onError?.({ message: problem });
      return;
    }
    const client: IdentityClient = createIdentityClient({
      publicToken: publicToken as string,
      baseUrl: baseUrl as string,
      captcha: captchaSolver(baseUrl as string, () => client.bootstrap.getSync().captchaSettings),
      ...(cookieOptions ? { cookieOptions } : {}),
      ...(sessionCookies ? { sessionCookies } : {}),
    });
    let isLive = true;
    void client.bootstrap.getAsync().then((bootstrap) => {
      if (isLive) setRuntime({ client, bootstrap });
    });
    return () => {
      isLive = false;
      client.dispose();
      setRuntime(null);
    };
  }, [publicToken, baseUrl, cookieKey, sessionCookies, problem]);

  return (
    <div
      className="ssl-root"
      style={themeVariables(theme) as CSSProperties}
      lang={locale}
      dir={textDirection(locale)}
      data-shelfscope-login=""
    >
      <div className="ssl-container" aria-busy={!(runtime && ready) && !problem}>
        {problem ? (
          <p className="ssl-error-text" role="alert">
            {problem}
          </p>
        ) : runtime && ready ? (
          <WidgetRuntime
            client={runtime.client}
            bootstrap={runtime.bootstrap}
            config={config}
            callbacksRef={callbacksRef}
            t={t}
            locale={locale}
            theme={theme}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
    </div>
  );
}
