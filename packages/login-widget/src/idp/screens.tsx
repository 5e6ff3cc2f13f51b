import type { CSSProperties } from 'react';
import type { WidgetServices } from '../flows/services.js';
import { Button } from '../ui/button.js';
import { ErrorText } from '../ui/error-text.js';
import { Spinner } from '../ui/spinner.js';
import { type AuthorizeState, type LogoutState, logOut, startAuthorize, startLogout, submitAuthorize } from './flows.js';
import { type AuthorizeParams, readIdpFlow } from './params.js';
import { describeScopes, hasCustomScopes, type ScopeItem } from './scopes.js';

// Inline styles over the widget's theme variables (the first-load stylesheet stays as it was).
const LIST: CSSProperties = { listStyle: 'none', margin: '8px 0 0', padding: 0 };
const ROW: CSSProperties = { padding: '6px 0', borderBottom: '1px solid var(--ssl-border)' };
const WRAP: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };
const DETAILS: CSSProperties = { listStyle: 'none', margin: '4px 0 0', padding: '0 0 0 20px' };
const NOTICE: CSSProperties = {
  border: '1px solid var(--ssl-border)',
  borderRadius: 'var(--ssl-radius)',
  padding: 12,
  background: 'color-mix(in srgb, var(--ssl-secondary) 8%, var(--ssl-bg))',
};

/** The view's state: the flow's (authorize or logout) fields, or a missing parameter's error. */
export type IdpView = Partial<AuthorizeState & LogoutState>;

/** Merges a patch into the view's state (the entry's wrapper keeps it, screens/lazy.ts). */
export type SetView = (patch: IdpView) => void;

/**
 * Starts the flow the page address asks for, once per mount (screens/lazy.ts). A missing
 * required parameter shows its message and reaches the host's error callback.
 */
export function startIdp(s: WidgetServices, set: SetView): void {
  const flow = readIdpFlow(s.window.location.search);
  if (flow.missing) {
    const message = s.t('idpMissingParam', { param: flow.missing });
    set({ loading: false, error: message });
    s.reportError(message);
  } else if (flow.type === 'Logout') void startLogout(s, flow.params, set);
  else void startAuthorize(s, flow.params, set);
}

/**
 * IDPConsent (spec section 2): the consent screen of a connected app, or the logout
 * confirmation when the address has post_logout_redirect_uri. A plain function of the services
 * and the view's state: this chunk imports no React hooks, so the bundler keeps everything it
 * shares with the first load inside the entry (one file, as before).
 */
export function IDPConsentScreen(s: WidgetServices, view: IdpView, set: SetView) {
  const { t } = s;
  if (view.loading !== false) return <Spinner label={t('loading')} />;
  if (view.error) return <Message text={view.error} error />;
  const flow = readIdpFlow(s.window.location.search);
  if (flow.type === 'Logout') return <Logout s={s} view={view} set={set} />;
  if (view.denied) return <Message text={t('idpDenied')} error />;
  if (view.success) return <Message text={t('successDescription')} />;
  return <Authorize s={s} view={view} set={set} params={flow.params} />;
}

/** A text in place of the screen: an error (alert) or a status. */
function Message({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <div className="ssl-screen" role={error ? 'alert' : 'status'}>
      {error ? <ErrorText message={text} /> : <p className="ssl-text ssl-center">{text}</p>}
    </div>
  );
}

/** The screen's title (kept for screen readers only with hideHeaderText). */
function Title({ s, text }: { s: WidgetServices; text: string }) {
  return <h2 className={s.theme.hideHeaderText ? 'ssl-visually-hidden' : 'ssl-title ssl-center'}>{text}</h2>;
}

function Authorize({ s, view, set, params }: { s: WidgetServices; view: IdpView; set: SetView; params: AuthorizeParams }) {
  const { t, theme, bootstrap } = s;
  const clientName = view.client?.client_name || hostOf(params.redirect_uri) || t('idpDefaultClientName');
  const projectName = bootstrap.projectName ?? '';
  const grantable = (view.grantable_scope ?? '').split(' ').filter(Boolean);
  const ungrantable = (view.ungrantable_scope ?? '').split(' ').filter(Boolean);
  const title = hasCustomScopes(grantable)
    ? t('idpCustomScopesTitle', { clientName, projectName })
    : t('idpSignInTitle', { clientName, projectName });
  const answer = (granted: boolean) => void submitAuthorize(s, params, { consentRequired: true, granted }, set);
  const logo = theme.logo?.logoImageUrl;
  return (
    <div className="ssl-screen" data-screen="IDPConsent">
      {logo ? (
        <div className="ssl-logos">
          <img className="ssl-logo" src={logo} alt={t('idpAppLogoAlt')} />
        </div>
      ) : null}
      <Title s={s} text={title} />
      {ungrantable.length ? (
        <details style={NOTICE} data-ungrantable="">
          <summary className="ssl-small" style={{ cursor: 'pointer', ...WRAP }}>
            {t('idpNoPermissionsToGrant', { clientName })}
          </summary>
          <p className="ssl-small ssl-muted" style={{ margin: '8px 0 0', ...WRAP }}>
            {t('idpCannotGrantRequest', { clientName })}
          </p>
          <ul style={LIST}>
            {describeScopes(ungrantable, bootstrap.rbacPolicy, t).map((item) => (
              <li key={item.text} className="ssl-small ssl-muted" style={WRAP}>
                {`\u2022\u00a0${item.text}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div>
        <p className="ssl-text" style={{ fontWeight: 600, ...WRAP }}>
          {t('idpRequesting', { clientName })}
        </p>
        <ul style={LIST} aria-label={t('idpRequesting', { clientName })}>
          {describeScopes(grantable, bootstrap.rbacPolicy, t).map((item) => (
            <Permission key={item.text} item={item} />
          ))}
        </ul>
      </div>
      <div className="ssl-stack">
        <Button onClick={() => answer(true)}>{t('idpAllow')}</Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {t('idpDeny')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One permission. One with details is a closed <details>: the browser's disclosure marker stands
 * in for the bullet and shows it opens (the summary keeps its list-item display for that).
 */
function Permission({ item }: { item: ScopeItem }) {
  return (
    <li className="ssl-small" style={ROW}>
      {item.details.length ? (
        <details>
          <summary style={{ cursor: 'pointer', ...WRAP }}>{item.text}</summary>
          <ul style={DETAILS}>
            {item.details.map((detail) => (
              <li key={detail} className="ssl-muted" style={WRAP}>
                {`\u2022\u00a0${detail}`}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <span style={WRAP}>{`\u2022\u00a0${item.text}`}</span>
      )}
    </li>
  );
}

/** The host of a redirect URI (the client name's fallback), or '' if it is not a URL. */
function hostOf(uri: string): string {
  try {
    return new URL(uri).hostname;
  } catch {
    return '';
  }
}

function Logout({ s, view, set }: { s: WidgetServices; view: IdpView; set: SetView }) {
  const { t, bootstrap } = s;
  if (view.denied) return <Message text={t('idpNotLoggedOut')} />;
  return (
    <div className="ssl-screen" data-screen="IDPLogout">
      <div className="ssl-header">
        <Title s={s} text={t('idpLogoutTitle')} />
        <p className="ssl-text ssl-center">{t('idpLogoutMessage', { projectName: bootstrap.projectName ?? '' })}</p>
      </div>
      <div className="ssl-stack">
        <Button
          onClick={() => {
            set({ loading: true });
            void logOut(s, view.redirect_uri ?? '');
          }}
        >
          {t('idpLogoutYes')}
        </Button>
        <Button variant="secondary" onClick={() => set({ denied: true })}>
          {t('idpLogoutNo')}
        </Button>
      </div>
    </div>
  );
}
