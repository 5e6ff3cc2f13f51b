import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { roleName } from '../../lib/names';
import { useSession } from '../../lib/session';
import {
  type MemberRow,
  useChangeRole,
  useInviteMember,
  useMembers,
  useOrganization,
  useRevokeSessions,
  useSetActive,
  useUpdateOrganization,
} from './api/organization';

const MFA_METHODS = [
  { value: 'totp', label: 'Authenticator app' },
  { value: 'sms_otp', label: 'Text message (SMS)' },
] as const;
type MfaMethod = (typeof MFA_METHODS)[number]['value'];

/** The caller's permissions from the bootstrap's role policy: what to show, not what is allowed. */
export function usePermissions() {
  const { client, session } = useSession();
  return useQuery({
    queryKey: ['identity', 'permissions', session?.member_id, session?.roles],
    queryFn: () => client.rbac.allPermissions(),
  });
}

/**
 * The organization admin's part of Settings: the organization's MFA policy, and its members
 * (invite, change roles, deactivate and reactivate, sign out everywhere). Shown to those whose
 * roles allow it; the server checks every change again.
 */
export function OrganizationAdmin() {
  const permissions = usePermissions().data;
  const can = (resource: string, action: string) => permissions?.[resource]?.[action] === true;
  const canSetMfa = can('stytch.organization', 'update.settings.mfa-policy');
  const canManage = can('stytch.member', 'create');
  if (!canSetMfa && !canManage) return null;
  return (
    <Stack gap="md" mt="md">
      {canSetMfa ? <MfaPolicy /> : null}
      {canManage ? (
        <MembersSection
          canChangeRoles={can('stytch.member', 'update.settings.roles')}
          canDeactivate={can('stytch.member', 'delete')}
          canRevoke={can('stytch.member', 'revoke-sessions')}
        />
      ) : null}
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

function MfaPolicy() {
  const organization = useOrganization().data;
  const save = useUpdateOrganization();
  const [policy, setPolicy] = useState<string>('OPTIONAL');
  const [methods, setMethods] = useState<MfaMethod[]>(['totp', 'sms_otp']);
  useEffect(() => {
    if (!organization) return;
    setPolicy(String(organization.mfa_policy ?? 'OPTIONAL'));
    const allowed = organization.allowed_mfa_methods as MfaMethod[] | undefined;
    setMethods(organization.mfa_methods === 'RESTRICTED' && allowed ? allowed : ['totp', 'sms_otp']);
  }, [organization]);
  const allAllowed = methods.length === MFA_METHODS.length;
  return (
    <Section
      title="Sign-in security"
      hint="Whether everyone in your organization must use a second step (multi-factor authentication) to sign in, and which second steps they may use."
    >
      <Stack gap="sm">
        <Text size="sm" fw={500} id="mfa-policy-label">
          Multi-factor authentication
        </Text>
        <SegmentedControl
          aria-labelledby="mfa-policy-label"
          data={[
            { value: 'OPTIONAL', label: 'Optional' },
            { value: 'REQUIRED_FOR_ALL', label: 'Required for everyone' },
          ]}
          value={policy}
          onChange={setPolicy}
          disabled={!organization}
        />
        <Checkbox.Group
          label="Allowed methods"
          value={methods}
          onChange={(v) => setMethods(v as MfaMethod[])}
          error={methods.length === 0 ? 'Allow at least one method.' : undefined}
        >
          <Group mt={4}>
            {MFA_METHODS.map((m) => (
              <Checkbox key={m.value} value={m.value} label={m.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button
            loading={save.isPending}
            disabled={!organization || methods.length === 0}
            onClick={() =>
              save.mutate({
                mfa_policy: policy as 'OPTIONAL' | 'REQUIRED_FOR_ALL',
                mfa_methods: allAllowed ? 'ALL_ALLOWED' : 'RESTRICTED',
                allowed_mfa_methods: allAllowed ? [] : methods,
              })
            }
          >
            Save sign-in security
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

/** A member's role as one choice: their first explicit role, or plain member. */
const roleOf = (m: MemberRow) => m.roles.map((r) => r.role_id).find((r) => r !== 'stytch_member') ?? '';
const STATUS_COLOR: Record<string, string> = { active: 'teal', invited: 'blue', pending: 'yellow', deleted: 'gray' };
const statusLabel = (status: string) => (status === 'deleted' ? 'deactivated' : status);

/** The roles of the project's policy as choices, plain member first (value ''). */
export function useRoleOptions() {
  const { client } = useSession();
  const policy = client.bootstrap.getSync().rbacPolicy as { roles?: { role_id: string }[] } | null;
  const ids = (policy?.roles ?? []).map((r) => r.role_id).filter((r) => r !== 'stytch_member');
  return [{ value: '', label: 'Member' }, ...ids.map((id) => ({ value: id, label: roleName(id) }))];
}

function MembersSection(props: { canChangeRoles: boolean; canDeactivate: boolean; canRevoke: boolean }) {
  const { session } = useSession();
  const members = useMembers();
  const roles = useRoleOptions();
  const invite = useInviteMember();
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const revoke = useRevokeSessions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

  return (
    <Section title="Members" hint="Who belongs to your organization. Invited people get an email with a link to join.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!emailOk) return;
          invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
        }}
      >
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <TextInput
            label="Invite by email"
            placeholder="name@example.com"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select label="Invite as" data={roles} value={role} onChange={(v) => setRole(v ?? '')} allowDeselect={false} w={160} />
          <Button type="submit" loading={invite.isPending} disabled={!emailOk}>
            Invite
          </Button>
        </Group>
      </form>
      {members.isError ? (
        <Text c="red" size="sm" role="alert">
          The members could not be loaded: {members.error.message}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={620} type="native" tabIndex={0}>
        <Table verticalSpacing="xs" aria-label="Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(members.data ?? []).map((m) => {
              const isSelf = m.member_id === session?.member_id;
              const isGone = m.status === 'deleted';
              return (
                <Table.Tr key={m.member_id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {m.name || m.email_address}
                      {isSelf ? ' (you)' : ''}
                    </Text>
                    {m.name ? (
                      <Text size="xs" c="dimmed">
                        {m.email_address}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[m.status] ?? 'gray'}>
                      {statusLabel(m.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${m.email_address}`}
                      data={roles}
                      value={roleOf(m)}
                      allowDeselect={false}
                      disabled={!props.canChangeRoles || isSelf || isGone || changeRole.isPending}
                      onChange={(v) => changeRole.mutate({ member: m, role: v ?? '' })}
                      w={150}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {props.canRevoke && !isGone && !isSelf ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => revoke.mutate(m)}
                          aria-label={`Sign out ${m.email_address} everywhere`}
                        >
                          Sign out everywhere
                        </Button>
                      ) : null}
                      {props.canDeactivate && !isSelf ? (
                        <Button
                          size="xs"
                          variant={isGone ? 'light' : 'subtle'}
                          color={isGone ? 'teal' : 'red'}
                          onClick={() => setActive.mutate({ member: m, active: isGone })}
                          aria-label={`${isGone ? 'Reactivate' : 'Deactivate'} ${m.email_address}`}
                        >
                          {isGone ? 'Reactivate' : 'Deactivate'}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
