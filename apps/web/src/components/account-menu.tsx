import { UnstyledButton } from '@mantine/core';
import { AccountAvatar, useAccount } from './account';
import { useOnDemand } from './on-demand';

const loadMenu = () => import('./account-menu-dropdown');

/**
 * The signed-in member in the header: who and where (member email, organization), switching to
 * another organization of the same email, and logging out. The menu's code loads on first use
 * (on-demand.ts); the button is drawn at once.
 */
export function AccountMenu() {
  const account = useAccount();
  const menu = useOnDemand(loadMenu);
  if (menu.loaded) return <menu.loaded.Component defaultOpened={menu.loaded.isOpenAtFirst} />;
  return (
    <UnstyledButton aria-label={account.label} aria-haspopup="menu" aria-expanded={false} {...menu.trigger}>
      <AccountAvatar initial={account.initial} />
    </UnstyledButton>
  );
}
