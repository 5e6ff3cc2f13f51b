import type { BootstrapData, IdentityClient } from '@shelfscope/identity-client';
import { type RefObject, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { WidgetCallbacks, WidgetConfig } from './config.js';
import { errorMessage } from './errors.js';
import type { WidgetServices } from './flows/services.js';
import type { Translate } from './i18n/strings.js';
import { loadOnDemand } from './screens/chunks.js';
import { SCREEN_COMPONENTS } from './screens/registry.js';
import { reducer } from './state/reducer.js';
import { initialState, type WidgetState } from './state/state.js';
import type { Theme } from './theme/theme.js';
import { Spinner } from './ui/spinner.js';
import { ToastStore } from './ui/toast-store.js';
import { Toaster } from './ui/toaster.js';
import { Watermark } from './ui/watermark.js';
import { isIdpAddress } from './url/idp-params.js';
import { isCallbackTokenType, readTokenParams } from './url/token-params.js';
import { WidgetProvider } from './widget-context.js';

/**
 * The state a page address starts the widget in (spec section 2): IDPConsent for a connected
 * app's consent or logout request, PasswordResetForm for reset links, else Main.
 */
export function startState(config: WidgetConfig, search: string): WidgetState {
  if (isIdpAddress(search)) return initialState(config.authFlowType ?? 'Discovery', 'IDPConsent');
  const params = readTokenParams(search);
  if (params.isPasswordReset) return initialState('PasswordReset', 'PasswordResetForm');
  const state = initialState(config.authFlowType ?? 'Discovery');
  // A token in the address is authenticated first: show the loading view from the first paint.
  if (params.token && isCallbackTokenType(params.tokenType)) return { ...state, busy: 'loading' };
  return state;
}

/** Calls a host callback; a throwing host callback is reported without breaking the widget's flow. */
function callHost<T>(callback: ((value: T) => void) | undefined, value: T): void {
  try {
    callback?.(value);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** The running widget: state machine, services for the screens, startup work, chrome. */
export function WidgetRuntime(props: {
  client: IdentityClient;
  bootstrap: BootstrapData;
  config: WidgetConfig;
  callbacksRef: RefObject<WidgetCallbacks | undefined>;
  t: Translate;
  locale: string;
  theme: Theme;
}) {
  const { client, bootstrap, config, callbacksRef, t, locale, theme } = props;
  const [state, dispatch] = useReducer(reducer, undefined, () => startState(config, window.location.search));
  const [toasts] = useState(() => new ToastStore());
  useEffect(() => () => toasts.dispose(), [toasts]);

  const services = useMemo<WidgetServices>(
    () => ({
      client,
      config,
      bootstrap,
      t,
      ...(locale === 'en' ? {} : { locale }),
      theme,
      toasts,
      state,
      dispatch,
      window,
      emit: (type, data) => callHost(callbacksRef.current?.onEvent, { type, data }),
      reportError: (message, cause) => callHost(callbacksRef.current?.onError, { message, cause }),
    }),
    [client, config, bootstrap, t, locale, theme, toasts, state, callbacksRef],
  );

  // Startup work runs once per widget: the render event, and a token in the page address.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.logEvent({
      name: 'render_b2b_login_widget',
      details: { products: config.products, authFlowType: config.authFlowType },
    });
    // A consent or logout page does not authenticate a token of its address (spec section 4).
    if (isIdpAddress(window.location.search)) return;
    const { token, tokenType, isPasswordReset } = readTokenParams(window.location.search);
    if (!token || !isCallbackTokenType(tokenType)) return;
    // A magic link opened to reset a password logs in first; the reset then goes through the session.
    const isResetLink = isPasswordReset && tokenType === 'multi_tenant_magic_links';
    if (isPasswordReset && !isResetLink) return;
    // The callback's calls and rules come with the on-demand chunk (most page loads carry no
    // token); the loading view shows meanwhile, and a chunk that cannot load ends on Error.
    loadOnDemand().then(
      (chunk) => chunk.authenticateCallbackToken(services, token, tokenType, isResetLink),
      (error: unknown) => {
        services.reportError(errorMessage(error, t), error);
        dispatch({ type: 'show_error', errorType: 'Default', canGoBack: false });
      },
    );
  }, [client, config, services, t]);

  const ScreenComponent = SCREEN_COMPONENTS[state.screen];
  return (
    <WidgetProvider value={services}>
      {state.busy === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : state.busy === 'logging_in' ? (
        <Spinner label={t('loggingIn')} showLabel />
      ) : (
        <ScreenComponent key={state.screen} />
      )}
      <Watermark />
      <Toaster />
    </WidgetProvider>
  );
}
