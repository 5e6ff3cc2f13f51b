import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountAvatar, useAccount } from './account';

/** The account button with its menu (account-menu.tsx loads it on first use). */
export default function AccountMenuDropdown({ defaultOpened }: { defaultOpened: boolean }) {
  const { session, email, organizationName, label, initial } = useAccount();
  const queryClient = useQueryClient();
  const [switchError, setSwitchError] = useState<string | null>(null);
  const organizations = useQuery({
    queryKey: ['identity', 'organizations', session.session?.member_session_id],
    queryFn: () => session.client.discovery.organizations.list(),
    enabled: session.session !== null,
    staleTime: 5 * 60_000,
  });
  const current = session.session?.organization_id;
  const others = (organizations.data?.discovered_organizations ?? []).filter(
    (d) => d.membership.type === 'active_member' && d.organization.organization_id !== current,
  );

  const switchTo = async (organizationId: string) => {
    setSwitchError(null);
    try {
      await session.client.session.exchange({ organization_id: organizationId, session_duration_minutes: 60 * 24 * 7 });
      // Everything cached belongs to the organization just left.
      queryClient.clear();
      window.location.assign('/');
    } catch (error) {
      setSwitchError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton aria-label={label}>
          <AccountAvatar initial={initial} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" fw={500} truncate>
          {email}
        </Text>
        <Text size="xs" px="sm" pb="xs" c="dimmed" truncate>
          {organizationName}
        </Text>
        {others.length > 0 ? (
          <>
            <Menu.Divider />
            <Menu.Label>Switch organization</Menu.Label>
            {current ? (
              <Menu.Item leftSection={<IconCheck size={16} />} disabled>
                {organizationName}
              </Menu.Item>
            ) : null}
            {others.map((d) => (
              <Menu.Item
                key={d.organization.organization_id}
                leftSection={<IconSwitchHorizontal size={16} />}
                onClick={() => void switchTo(d.organization.organization_id)}
              >
                {d.organization.organization_name}
              </Menu.Item>
            ))}
          </>
        ) : null}
        {switchError ? (
          <Text size="xs" c="red" px="sm" role="alert">
            {switchError}
          </Text>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void session.signOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
