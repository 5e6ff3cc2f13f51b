import { Center, Loader, MantineProvider, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { createRequester } from '../lib/request';
import { RequesterProvider } from '../lib/requester-context';
import { createSession, type Identity, SessionProvider, useIdentity } from '../lib/session';
import { mantineToaster, setToastNavigator } from '../lib/toaster';
import { createAppRouter } from './router';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

/**
 * Providers around the router: theme (light/dark, remembered), toasts, the identity client and
 * session, the request wrapper, the server-state cache, routes. Tests pass `identity` (a client
 * over a test fetch) and an initial path.
 */
export function App({ initialPath, identity }: { initialPath?: string; identity?: Identity }) {
  const loaded = useIdentity(identity);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Toasts />
      {loaded === null ? (
        <Center mih="100dvh">
          <Loader role="status" aria-label="Loading ShelfScope" />
        </Center>
      ) : 'error' in loaded ? (
        <Center mih="100dvh" px="md">
          <Text role="alert" c="red">
            ShelfScope could not reach its server ({loaded.error}). Check your connection and reload the page.
          </Text>
        </Center>
      ) : (
        <SignedInApp identity={loaded} {...(initialPath ? { initialPath } : {})} />
      )}
    </MantineProvider>
  );
}

function SignedInApp({ identity, initialPath }: { identity: Identity; initialPath?: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(() =>
    createAppRouter({
      queryClient,
      isSignedIn: () => identity.client.session.getSync() !== null,
      ...(initialPath ? { initialPath } : {}),
    }),
  );
  const session = useMemo(
    () =>
      createSession(identity.client, identity.config, {
        go: (path) => void router.navigate({ to: path }),
        onSignedOut: () => queryClient.clear(),
      }),
    [identity, router, queryClient],
  );
  const requester = useMemo(() => createRequester({ auth: session.auth, toast: mantineToaster }), [session]);
  useEffect(() => {
    setToastNavigator((to) => void router.navigate({ to }));
    return () => setToastNavigator(null);
  }, [router]);
  return (
    <SessionProvider value={session}>
      <RequesterProvider requester={requester}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} context={{ requester }} />
        </QueryClientProvider>
      </RequesterProvider>
    </SessionProvider>
  );
}
