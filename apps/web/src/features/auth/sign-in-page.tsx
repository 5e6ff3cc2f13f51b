import { Alert, Text } from '@mantine/core';
import { LoginWidget, type WidgetConfig } from '@shelfscope/login-widget';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { takeSignOutReason, useSession } from '../../lib/session';
import { useApplyAccountTheme } from '../../lib/user-settings';
import { useWidgetBase, WidgetPage } from './widget-page';

/** Where to go after signing in: the page asked for, if it is one of ours. */
function afterSignIn(next: string | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth') ? next : '/';
}

/**
 * /auth/authenticate and /authenticate: the login widget in the discovery flow (the
 * organization flow when the address matches the project's slug pattern, which the widget reads
 * itself). Email links and password resets come back here; once a session exists the app adopts
 * it and goes on to the page that was asked for.
 */
export default function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { next } = useSearch({ strict: false }) as { next?: string };
  const [reason] = useState(takeSignOutReason);
  const [problem, setProblem] = useState<string | null>(null);
  const base = useWidgetBase(session);
  const applyAccountTheme = useApplyAccountTheme();

  const config = useMemo<WidgetConfig>(() => {
    const back = `${window.location.origin}/authenticate`;
    // Google and Microsoft when the identity server has them configured (GET /api/client-config).
    const providers = (session.config.oauthProviders ?? []).filter((p) => p === 'google' || p === 'microsoft');
    return {
      ...base,
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
  }, [base, session.config]);

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
          await applyAccountTheme();
          // href, not to: `next` may carry a query (a connected app's consent request, /oauth/authorize?…).
          void navigate({ href: afterSignIn(next) });
        });
      },
    }),
    [session, navigate, next, applyAccountTheme],
  );

  return (
    <WidgetPage>
      {reason ? (
        <Alert color="yellow" variant="light" title="Signed out">
          {reason}
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <LoginWidget config={config} callbacks={callbacks} />
      <Text size="xs" c="dimmed" ta="center">
        Sourcing analytics for marketplace resellers.
      </Text>
    </WidgetPage>
  );
}
