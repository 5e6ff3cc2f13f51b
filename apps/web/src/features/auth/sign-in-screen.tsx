import { LoginWidget, type WidgetConfig } from '@shelfscope/login-widget';
import { useMemo, useState } from 'react';
import type { AuthPort } from '../../lib/request';
import { type Session, takeSignOutReason } from '../../lib/session';
import { widgetBase } from './widget-base';
import { FrameFoot, FrameNotice, type Scheme, type SchemePort, WidgetFrame } from './widget-frame';

/** Where to go after signing in: the page asked for, if it is one of ours. */
export function afterSignIn(next: string | null | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth') ? next : '/';
}

/**
 * The account's saved theme (GET /api/UserSettings, theme 1 = dark), or null when it cannot be
 * read. At sign-in it wins over what this browser remembered (a new browser, or one last used by
 * another member), so the saved choice follows the account; a failure leaves the browser's.
 */
export async function accountScheme(auth: AuthPort): Promise<Scheme | null> {
  const credentials = auth.credentials();
  if (!credentials) return null;
  try {
    const response = await fetch('/api/UserSettings', { headers: { accept: 'application/json', ...credentials } });
    if (!response.ok) return null;
    const theme = ((await response.json()) as { data?: { theme?: unknown } }).data?.theme;
    return theme === 1 ? 'dark' : theme === 0 ? 'light' : null;
  } catch {
    return null;
  }
}

export type SignInScreenProps = {
  session: Pick<Session, 'config' | 'auth' | 'adopt'>;
  /** Where to go once signed in, as asked (`?next=`); checked by afterSignIn. */
  next: string | null | undefined;
  /** Goes to the app: a full page load from the light entry, the router's navigation in the app. */
  go: (href: string) => void;
} & SchemePort;

/**
 * /auth/authenticate and /authenticate: the login widget in the discovery flow (the
 * organization flow when the address matches the project's slug pattern, which the widget reads
 * itself). Email links and password resets come back here; once a session exists the page adopts
 * it, applies the account's theme and goes on to the page that was asked for. Rendered by the
 * sign-in page's own light entry (sign-in-main.tsx) and by the app's route for the same paths.
 */
export function SignInScreen({ session, next, go, scheme, setScheme }: SignInScreenProps) {
  const [reason] = useState(takeSignOutReason);
  const [problem, setProblem] = useState<string | null>(null);

  const config = useMemo<WidgetConfig>(() => {
    const back = `${window.location.origin}/authenticate`;
    // Google and Microsoft when the identity server has them configured (GET /api/client-config).
    const providers = (session.config.oauthProviders ?? []).filter((p) => p === 'google' || p === 'microsoft');
    return {
      ...widgetBase(session.config, scheme),
      // OAuth buttons first, then the email forms, then SSO, each group set apart by "or".
      products: [
        ...(providers.length ? (['oauth'] as const) : []),
        'emailOtp',
        'emailMagicLinks',
        'passwords',
        'sso',
        'passkeys',
      ],
      sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 },
      emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back, discoveryRedirectURL: back },
      passwordOptions: { loginRedirectURL: back, resetPasswordRedirectURL: back, discoveryRedirectURL: back },
      oauthOptions: { providers, loginRedirectURL: back, signupRedirectURL: back, discoveryRedirectURL: back },
      ssoOptions: { loginRedirectURL: back, signupRedirectURL: back },
    };
  }, [session.config, scheme]);

  const callbacks = useMemo(
    () => ({
      onEvent: (event: { type: string }) => {
        if (event.type !== 'AuthenticateFlowComplete') return;
        void session.adopt().then(async (adopted) => {
          if (!adopted) {
            setProblem('You are signed in, but the session could not be read. Reload the page and try again.');
            return;
          }
          // The account's theme before the first page of the app, so it opens in it.
          const saved = await accountScheme(session.auth);
          if (saved) setScheme(saved);
          go(afterSignIn(next));
        });
      },
    }),
    [session, go, next, setScheme],
  );

  return (
    <WidgetFrame scheme={scheme} setScheme={setScheme}>
      {reason ? (
        <FrameNotice kind="warning" title="Signed out">
          {reason}
        </FrameNotice>
      ) : null}
      {problem ? <FrameNotice kind="problem">{problem}</FrameNotice> : null}
      <LoginWidget config={config} callbacks={callbacks} />
      <FrameFoot>Sourcing analytics for marketplace resellers.</FrameFoot>
    </WidgetFrame>
  );
}
