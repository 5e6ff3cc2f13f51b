import { notifications } from '@mantine/notifications';
import type { IdentityAdminClient, OrganizationUpdateParams } from '@shelfscope/identity-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityErrorMessage } from '../../../lib/identity-api';
import { type MemberRow, membersQueryOptions } from '../../../lib/members';
import { organizationQueryOptions } from '../../../lib/organization';
import { useSession } from '../../../lib/session';
import { TOAST_MS } from '../../../lib/toaster';

export type { MemberRow };

export function useOrganization() {
  return useQuery(organizationQueryOptions(useSession().client));
}

export function useMembers() {
  return useQuery(membersQueryOptions(useSession().client));
}

/**
 * A change through the identity client, then the lists read again; the outcome is a toast (the
 * server's own message on a refusal, e.g. a plan's member limit).
 */
function useIdentityChange<T>(
  change: (client: IdentityAdminClient, input: T) => Promise<unknown>,
  success: (input: T) => string,
) {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => change(client, input),
    onSuccess: (_data, input) => {
      notifications.show({ title: 'Done', message: success(input), color: 'teal', autoClose: TOAST_MS, withCloseButton: true });
      return queryClient.invalidateQueries({ queryKey: ['identity'] });
    },
    onError: (error) =>
      notifications.show({
        title: 'Not changed',
        message: identityErrorMessage(error),
        color: 'red',
        autoClose: TOAST_MS,
        withCloseButton: true,
      }),
  });
}

export const useUpdateOrganization = () =>
  useIdentityChange(
    (client, settings: OrganizationUpdateParams) => client.organizations.update(settings),
    () => 'Sign-in security saved.',
  );

export const useInviteMember = () =>
  useIdentityChange(
    (client, input: { email: string; role: string }) =>
      client.magicLinks.email.invite({ email_address: input.email, roles: input.role ? [input.role] : [] }),
    (input) => `Invitation sent to ${input.email}.`,
  );

export const useChangeRole = () =>
  useIdentityChange(
    (client, input: { member: MemberRow; role: string }) =>
      client.organizations.members.update({ member_id: input.member.member_id, roles: input.role ? [input.role] : [] }),
    (input) => `Role of ${input.member.email_address} changed.`,
  );

export const useSetActive = () =>
  useIdentityChange(
    (client, input: { member: MemberRow; active: boolean }) =>
      input.active
        ? client.organizations.members.reactivate(input.member.member_id)
        : client.organizations.members.delete(input.member.member_id),
    (input) => `${input.member.email_address} ${input.active ? 'reactivated' : 'deactivated'}.`,
  );

export const useRevokeSessions = () =>
  useIdentityChange(
    (client, member: MemberRow) => client.session.revokeForMember({ member_id: member.member_id }),
    (member) => `${member.email_address} is signed out everywhere.`,
  );
