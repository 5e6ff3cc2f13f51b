import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { createPortalClient, type PortalClient, type PortalSession } from '@shelfscope/identity-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { IdentityApiProvider, identityErrorMessage } from '../../../lib/identity-api';
import { useSession } from '../../../lib/session';
import { DomainSettings } from '../domains/domain-settings';
import { ScimSettings } from '../scim/scim-settings';
import { SsoSettings } from '../sso/sso-settings';

/** Where this tab keeps its portal session token (this tab only: closing it forgets the session). */
export const PORTAL_TOKEN_KEY = 'shelfscope.portalSession';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; session: PortalSession }
  | { kind: 'failed'; message: string }
  | { kind: 'ended' };

/** The link's token from the address's fragment (`#link=…`), which browsers never send to a server. */
function linkTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('link');
}

/**
 * /portal: the IT-admin portal an organization admin's one-time link opens. It redeems the link
 * (once), keeps the portal session for this tab, and shows the organization's SSO connections and
 * verified domains through the portal session: the same screens as Settings, with the portal's
 * client. The session can call nothing else (the server answers 403).
 */
export default function PortalPage() {
  const { config } = useSession();
  const client = useMemo<PortalClient>(
    () =>
      createPortalClient({
        publicToken: config.publicToken,
        baseUrl: config.baseUrl,
        portalSessionToken: sessionStorage.getItem(PORTAL_TOKEN_KEY),
        onToken: (token) =>
          token === null ? sessionStorage.removeItem(PORTAL_TOKEN_KEY) : sessionStorage.setItem(PORTAL_TOKEN_KEY, token),
      }),
    [config.publicToken, config.baseUrl],
  );
  // Its own cache: nothing of a member's session in this tab mixes with the portal's answers.
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const linkToken = linkTokenOf(window.location.hash);
    const start = async (): Promise<PortalSession> => {
      if (linkToken) {
        // The token is used up now: take it out of the address (and of the history) at once.
        window.history.replaceState(null, '', window.location.pathname);
        return (await client.redeem(linkToken)).portal_session;
      }
      if (!client.token()) throw new Error('Open the portal with the link your organization’s admin sent you.');
      return (await client.session()).portal_session;
    };
    start()
      .then((session) => !cancelled && setState({ kind: 'ready', session }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (!linkToken) sessionStorage.removeItem(PORTAL_TOKEN_KEY);
        setState({ kind: 'failed', message: identityErrorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const api = useMemo(() => ({ sso: client.sso, domains: client.domains, scim: client.scim, member: false }), [client]);
  const signOut = async () => {
    await client.end().catch(() => undefined);
    sessionStorage.removeItem(PORTAL_TOKEN_KEY);
    queryClient.clear();
    setState({ kind: 'ended' });
  };

  return (
    <Container size="md" px="md" py="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            Admin portal
          </Title>
          {state.kind === 'ready' ? (
            <Text size="sm" c="dimmed">
              {state.session.organization_name} · ShelfScope
            </Text>
          ) : null}
        </Stack>
        <ColorSchemeToggle />
      </Group>
      {state.kind === 'loading' ? (
        <Center py="xl">
          <Loader role="status" aria-label="Opening the portal" />
        </Center>
      ) : state.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert" title="This portal link cannot be opened">
          <Text size="sm">{state.message}</Text>
          <Text size="sm" mt="xs">
            A link opens once and expires. Ask your organization’s admin for a new one.
          </Text>
        </Alert>
      ) : state.kind === 'ended' ? (
        <Alert color="blue" variant="light" title="You are signed out of the portal">
          <Text size="sm">To come back, ask your organization’s admin for a new link.</Text>
        </Alert>
      ) : (
        <Stack gap="md">
          <Alert variant="light" color="blue" title={`Setting up ${state.session.organization_name}`}>
            <Text size="sm">
              {state.session.created_by_email} invited you to set up single sign-on and SCIM provisioning, and verify your
              company’s email domains. This session ends {dateTime.format(new Date(state.session.expires_at))} and can change
              nothing else.
            </Text>
            <Button size="xs" variant="light" mt="sm" onClick={signOut}>
              Sign out
            </Button>
          </Alert>
          <QueryClientProvider client={queryClient}>
            <IdentityApiProvider value={api}>
              <SsoSettings canManage />
              <ScimSettings />
              <DomainSettings />
            </IdentityApiProvider>
          </QueryClientProvider>
        </Stack>
      )}
    </Container>
  );
}
