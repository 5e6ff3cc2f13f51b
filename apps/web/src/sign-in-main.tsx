import { createIdentityAdminClient } from '@shelfscope/identity-client';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { COLOR_SCHEME_KEY } from './app/color-scheme-key';
import { SignInScreen } from './features/auth/sign-in-screen';
import type { Scheme } from './features/auth/widget-frame';
import { installErrorReporting, reportClientError } from './lib/client-errors';
import { COOKIE_OPTIONS, createSession, loadIdentityConfig } from './lib/session';
import './sign-in.css';

/**
 * The sign-in page's own entry (sign-in.html, served for a visit that starts on /auth/authenticate
 * or /authenticate): React and the login widget, without the app's router, server-state cache or
 * Mantine, so a first visit loads far less (issue 36: under 150 kB gzip). Once signed in it goes to
 * the app with a full page load, which starts the app on the session the widget wrote.
 */
installErrorReporting();

/** The scheme the page's first script applied (sign-in.html), kept where Mantine keeps it. */
function usePageScheme() {
  const [scheme, set] = useState<Scheme>(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light',
  );
  const setScheme = useCallback((next: Scheme) => {
    try {
      localStorage.setItem(COLOR_SCHEME_KEY, next);
    } catch {
      // Storage can be blocked: the page still switches, the choice is not remembered.
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', next);
    set(next);
  }, []);
  return { scheme, setScheme };
}

function StandaloneSignIn({ session }: { session: ReturnType<typeof createSession> }) {
  const next = new URLSearchParams(window.location.search).get('next');
  return <SignInScreen session={session} next={next} go={(href) => window.location.assign(href)} {...usePageScheme()} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('ShelfScope: the page has no #root element to render into');
const root = createRoot(container, {
  onCaughtError: (error) => reportClientError('render', error),
  onUncaughtError: (error) => reportClientError('render', error),
});

loadIdentityConfig()
  .then((config) => {
    const client = createIdentityAdminClient({
      publicToken: config.publicToken,
      baseUrl: config.baseUrl,
      cookieOptions: COOKIE_OPTIONS,
      sessionCookies: config.sessionCookies,
    });
    // Signing out from here is never asked for; a page that must sign in again is this one.
    const session = createSession(client, config, { go: (path) => window.location.assign(path) });
    root.render(
      <StrictMode>
        <StandaloneSignIn session={session} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    container.setAttribute('role', 'alert');
    container.textContent = `ShelfScope could not reach its server (${error instanceof Error ? error.message : String(error)}). Check your connection and reload the page.`;
  });
