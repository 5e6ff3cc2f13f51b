import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AREAS, type Area } from '../app/areas';
import { useAdminAccess } from '../lib/admin-access';
import { LiveEventsProvider } from '../lib/live-events';
import { usePermissions } from '../lib/permissions';
import { RELEASE } from '../lib/release';
import { useSession } from '../lib/session';
import { AccountMenu } from './account-menu';
import { areaIcon } from './area-icons';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NameOrganizationPrompt } from './name-organization-prompt';
import { NotificationsMenu } from './notifications-menu';
import { TrialBanner } from './trial-banner';

const GROUP_LABELS: Record<Area['group'], string> = { sourcing: 'Sourcing', account: 'Account' };

function isSignInPath(pathname: string) {
  return pathname === '/authenticate' || pathname === '/auth/authenticate';
}

function isActive(area: Area, pathname: string) {
  return area.path === '/' ? pathname === '/' : pathname === area.path || pathname.startsWith(`${area.path}/`);
}

/** The application shell: header, navigation for every area, and the current page. */
export function AppLayout() {
  const [isNavOpen, nav] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { session } = useSession();
  const navigate = useNavigate();
  const isAdmin = useAdminAccess().data?.isAdmin === true;
  const { may } = usePermissions();
  // A session that ends while a page is open (logged out in another tab, expired, revoked). Not
  // once the address is a sign-in page: a sign-out goes there itself, and the shell stays on
  // screen while that page's code loads; sent again from there, the visit ended on
  // /auth/authenticate?next=/auth/authenticate instead (web-request-errors.spec.ts).
  useEffect(() => {
    if (session === null && !isSignInPath(pathname)) {
      void navigate({ to: '/auth/authenticate', search: { next: pathname } });
    }
  }, [session, navigate, pathname]);

  return (
    <LiveEventsProvider>
      <AppShell header={{ height: 56 }} navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={isNavOpen} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label="ShelfScope home">
                <Brand />
              </Link>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <NotificationsMenu />
              <AccountMenu />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="xs" aria-label="Main navigation">
          {/* The browser's own scrolling, not Mantine's ScrollArea: that one brings the
              floating-position library along (its ref merging), 20 kB gzip of every first page. */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            {(['sourcing', 'account'] as const).map((group) => (
              <nav key={group} aria-label={GROUP_LABELS[group]}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                  {GROUP_LABELS[group]}
                </Text>
                {AREAS.filter((a) => a.group === group && (!a.adminOnly || isAdmin) && (!a.permission || may(a.permission))).map(
                  (area) => {
                    const AreaIcon = areaIcon(area.path);
                    return (
                      <NavLink
                        key={area.path}
                        component={Link}
                        to={area.path}
                        label={area.label}
                        leftSection={<AreaIcon size={18} stroke={1.6} />}
                        active={isActive(area, pathname)}
                        onClick={nav.close}
                        aria-current={isActive(area, pathname) ? 'page' : undefined}
                      />
                    );
                  },
                )}
              </nav>
            ))}
          </AppShell.Section>
          <AppShell.Section component="footer" px="sm" py={4}>
            <Text size="xs" c="dimmed">
              ShelfScope {RELEASE}
            </Text>
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main>
          <NameOrganizationPrompt />
          <TrialBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </LiveEventsProvider>
  );
}
