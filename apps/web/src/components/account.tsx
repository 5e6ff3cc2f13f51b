import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/session';

/** Who and where the member is (the identity API's member and organizations), for the button and its menu. */
export function useAccount() {
  const session = useSession();
  const me = useQuery({
    queryKey: ['identity', 'me', session.session?.member_session_id],
    queryFn: () => session.client.self.get(),
    enabled: session.session !== null,
    staleTime: 5 * 60_000,
  });
  const organizationName = me.data?.organization?.organization_name ?? '';
  const email = me.data?.member.email_address ?? '';
  return {
    session,
    email,
    organizationName,
    label: `Account: ${email || 'signed in'}${organizationName ? `, ${organizationName}` : ''}`,
    initial: (organizationName || email || '?').trim().charAt(0).toUpperCase(),
  };
}

/** The account button's face: the organization's (or the email's) first letter. */
export function AccountAvatar({ initial }: { initial: string }) {
  return (
    <Avatar radius="xl" size={32} color="teal">
      {initial}
    </Avatar>
  );
}
