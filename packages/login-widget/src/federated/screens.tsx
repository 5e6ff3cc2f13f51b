import type { SSOConnection } from '@shelfscope/identity-client';
import { type CSSProperties, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { OAuthProviderType } from '../config.js';
import { WidgetMessageError } from '../errors.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import type { StringKey } from '../i18n/en.js';
import { BackButton } from '../ui/back-button.js';
import { Button, LinkButton } from '../ui/button.js';
import { EmailField, isEmail } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { TextField } from '../ui/text-field.js';
import { useWidget } from '../widget-context.js';
import {
  continueWithSlug,
  discoverSsoConnections,
  oauthProviders,
  ssoDiscoveryErrorText,
  startOAuth,
  startOneTap,
  startSso,
} from './flows.js';
import { ProviderMark, SsoMark } from './marks.js';

/** A provider button: mark and text side by side. */
const WITH_MARK: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 };

const PROVIDER_NAME: Record<OAuthProviderType, StringKey> = {
  google: 'providerGoogle',
  microsoft: 'providerMicrosoft',
  hubspot: 'providerHubspot',
  slack: 'providerSlack',
  github: 'providerGithub',
};

/** Main's OAuth block: a button per configured provider, and Google One Tap when asked for. */
export function OAuthButtons() {
  const s = useWidget();
  const { t } = s;
  const providers = oauthProviders(s);
  const { run, pending, error } = useAsyncAction();
  const oneTap = providers.find((p) => p.type === 'google' && p.one_tap);
  // One Tap renders once per mount of the block (Google shows it over the page, or in the div below).
  const servicesRef = useRef(s);
  servicesRef.current = s;
  const oneTapShown = useRef(false);
  useEffect(() => {
    if (!oneTap || oneTapShown.current) return;
    oneTapShown.current = true;
    void startOneTap(servicesRef.current, oneTap);
  }, [oneTap]);
  return (
    <div className="ssl-stack">
      {oneTap?.position === 'embedded' ? <div id="google-parent-prompt" /> : null}
      {providers.map((provider) => (
        <Button
          key={provider.type}
          variant="secondary"
          style={WITH_MARK}
          disabled={pending}
          onClick={() => void run(() => startOAuth(s, provider))}
        >
          <ProviderMark provider={provider.type} />
          {t('continueWithProvider', { provider: t(PROVIDER_NAME[provider.type]) })}
        </Button>
      ))}
      <ErrorText message={error} />
    </div>
  );
}

/**
 * Main's SSO block: "Continue with SSO" in discovery (it asks for the email), else a button per
 * active connection of the organization.
 */
export function SsoButtons() {
  const s = useWidget();
  const { t, state, dispatch } = s;
  const { run, pending, error } = useAsyncAction();
  if (state.flowState.type === 'Discovery' || !state.flowState.organization) {
    return (
      <Button variant="secondary" style={WITH_MARK} onClick={() => dispatch({ type: 'transition', screen: 'SSODiscoveryEmail' })}>
        <SsoMark />
        {t('continueWithSso')}
      </Button>
    );
  }
  const connections = (state.flowState.organization.sso_active_connections ?? []) as SSOConnection[];
  return (
    <div className="ssl-stack">
      {connections.map((connection) => (
        <Button
          key={connection.connection_id}
          variant="secondary"
          style={WITH_MARK}
          disabled={pending}
          onClick={() => void run(() => startSso(s, connection.connection_id))}
        >
          <SsoMark />
          {t('continueWithProvider', { provider: connection.display_name })}
        </Button>
      ))}
      <ErrorText message={error} />
    </div>
  );
}

/** SSODiscoveryEmail: 'Enter your email to continue'. */
export function SSODiscoveryEmailScreen() {
  const s = useWidget();
  const { t, state, dispatch } = s;
  const [email, setEmail] = useState(state.formState.emailState.userSuppliedEmail);
  const { run, pending, error, setError } = useAsyncAction();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError(t('invalidEmail'));
      return;
    }
    dispatch({ type: 'set_user_supplied_email', email: address });
    void run(async () => {
      try {
        await discoverSsoConnections(s, address);
      } catch (cause) {
        // The spec's text unless the server said why (spec section 8).
        throw new WidgetMessageError(ssoDiscoveryErrorText(cause, t('errorDefault')));
      }
    });
  };
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('ssoDiscoveryEmailTitle')} />
      <form className="ssl-form" noValidate onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} invalid={Boolean(error)} errorId={errorId} autoFocus={!email} />
        <ErrorText message={error} id={errorId} />
        <Button type="submit" disabled={pending}>
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}

/** SSODiscoveryMenu: the connections found, by display name. */
export function SSODiscoveryMenuScreen() {
  const s = useWidget();
  const { t, state } = s;
  const { run, pending, error } = useAsyncAction();
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('ssoDiscoveryMenuTitle')} />
      <ul className="ssl-org-list">
        {state.formState.ssoDiscoveryState.connections.map((connection) => (
          <li key={connection.connection_id}>
            <button
              type="button"
              className="ssl-org-row"
              disabled={pending}
              onClick={() => void run(() => startSso(s, connection.connection_id))}
            >
              <SsoMark />
              <span className="ssl-org-name">{connection.display_name}</span>
            </button>
          </li>
        ))}
      </ul>
      <ErrorText message={error} />
    </div>
  );
}

/** SSODiscoveryFallback: no connection for the email; the organization's slug instead. */
export function SSODiscoveryFallbackScreen() {
  const s = useWidget();
  const { t, dispatch } = s;
  const [slug, setSlug] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = slug.trim();
    if (!value) return;
    setPending(true);
    setError(null);
    const problem = await continueWithSlug(s, value).catch((cause: unknown) => {
      s.reportError(t('errSlugLookup'), cause);
      return t('errSlugLookup');
    });
    setPending(false);
    if (problem) setError(problem);
  };
  return (
    <div className="ssl-screen">
      <Header title={t('ssoDiscoveryFallbackTitle')} description={t('ssoDiscoveryFallbackDescription')} />
      <form className="ssl-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('orgSlugLabel')}
          name="organization_slug"
          autoComplete="off"
          placeholder={t('orgSlugPlaceholder')}
          value={slug}
          invalid={Boolean(error)}
          errorId={errorId}
          onChange={(event) => setSlug(event.target.value)}
        />
        <ErrorText message={error} id={errorId} />
        <Button type="submit" disabled={pending || slug.trim() === ''}>
          {t('continue')}
        </Button>
      </form>
      <LinkButton onClick={() => dispatch({ type: 'go_to_main' })}>{t('tryAnotherMethod')}</LinkButton>
    </div>
  );
}
