import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { SignInScreen } from './sign-in-screen';
import { useMantineSchemePort } from './widget-page';

/**
 * The app's route for /auth/authenticate and /authenticate: reached inside the app (signing out,
 * a page that needs a session). A visit that starts on these addresses gets the sign-in page's
 * own light entry from the server instead (sign-in-main.tsx); both render SignInScreen.
 */
export default function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { next } = useSearch({ strict: false }) as { next?: string };
  // href, not to: `next` may carry a query (a connected app's consent request, /oauth/authorize?…).
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);
  return <SignInScreen session={session} next={next} go={go} {...useMantineSchemePort()} />;
}
