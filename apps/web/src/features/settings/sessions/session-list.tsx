import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ActiveMemberSession, ApiError } from '@shelfscope/identity-client';
import { useMemberSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.error_message : error instanceof Error ? error.message : 'Something went wrong.';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How a session was signed in, in words (the factor types of the identity API). */
const METHOD_NAMES: Record<string, string> = {
  email_otp: 'email code',
  magic_link: 'email link',
  password: 'password',
  webauthn: 'passkey',
  sso: 'SSO',
  oauth: 'Google or Microsoft',
  totp: 'authenticator app',
  sms_otp: 'text message',
  recovery_code: 'backup code',
  impersonated: 'support sign-in',
  portal_link: 'an IT-admin portal link (SSO, SCIM and domains only)',
};
const howSignedIn = (methods: string[]) => methods.map((m) => METHOD_NAMES[m] ?? m.replace(/_/g, ' ')).join(' + ') || 'unknown';

const DEVICE_NAMES: Record<ActiveMemberSession['device_type'], string> = {
  desktop: 'Computer',
  mobile: 'Phone',
  tablet: 'Tablet',
  unknown: 'Device',
};

/**
 * Settings → Where you're signed in: the member's active sessions (device, browser, address, last
 * active, how signed in), with "Sign out" for another session and "Sign out everywhere else".
 */
export function SessionList() {
  const sessions = useMemberSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Where you're signed in">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="sm">
        <Stack gap={2}>
          <Text fw={600}>Where you're signed in</Text>
          <Text size="xs" c="dimmed" maw={560}>
            Your active sessions. Sign out any you don't recognise; that device will have to sign in again.
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      </Group>
      {sessions.isError ? (
        <Alert color="red" variant="light" role="alert" title="Your sessions could not be loaded">
          {messageOf(sessions.error)}
        </Alert>
      ) : null}
      {revokeOthers.isError ? (
        <Text size="xs" c="red" role="alert">
          {messageOf(revokeOthers.error)}
        </Text>
      ) : null}
      <Stack gap="sm">
        {sessions.data?.map((s) => (
          <SessionRow key={s.member_session_id} session={s} />
        ))}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session }: { session: ActiveMemberSession }) {
  const revoke = useRevokeSession();
  const device = `${session.browser} on ${session.os}`;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="session-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {DEVICE_NAMES[session.device_type]} · {device}
          </Text>
          {session.current ? (
            <Badge variant="light" color="teal" size="sm">
              This device
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip_address ?? 'Unknown address'} · Last active {dateTime.format(new Date(session.last_active_at))} · Signed in
          with {howSignedIn(session.authentication_methods)}
        </Text>
        {revoke.isError ? (
          <Text size="xs" c="red" role="alert">
            {messageOf(revoke.error)}
          </Text>
        ) : null}
      </Stack>
      {session.current ? null : (
        <Button
          variant="default"
          size="xs"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(session.member_session_id)}
          aria-label={`Sign out ${device}`}
        >
          Sign out this session
        </Button>
      )}
    </Group>
  );
}
