import { ActionIcon, Indicator } from '@mantine/core';
import { envelope, NotificationCount } from '@shelfscope/contracts';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checked } from '../lib/checked';
import { useRequester } from '../lib/requester-context';
import { useOnDemand } from './on-demand';
import { useWorkInProgress } from './work-in-progress';

const Count = envelope(NotificationCount);

/** The count of unread notifications (the live stream refreshes it: lib/live-events.tsx). */
export function useUnreadCount(): number {
  const request = useRequester();
  const unread = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: ({ signal }) =>
      request('GET', '/api/Notification/unread-count', { schema: checked(import.meta.env.DEV && Count), signal }).then(
        (e) => e.data.count,
      ),
  });
  return unread.data ?? 0;
}

/** The count of unread notifications on the bell; a pulsing dot alone while uploads or refreshes run. */
export function BellIndicator({ count, work, children }: { count: number; work: number; children: ReactNode }) {
  return (
    <Indicator
      label={count === 0 ? undefined : count > 99 ? '99+' : count}
      size={count === 0 ? 10 : 16}
      disabled={count === 0 && work === 0}
      processing={work > 0}
      offset={4}
    >
      {children}
    </Indicator>
  );
}

/** The bell itself; the popover's target (its ARIA attributes and ref belong on this button). */
export function BellButton({ count, work, ...button }: { count: number; work: number } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={`Notifications${count > 0 ? ` (${count} unread)` : ''}${work > 0 ? ', work in progress' : ''}`}
      {...button}
    >
      <IconBell size={18} stroke={1.6} />
    </ActionIcon>
  );
}

const loadPopover = () => import('./notifications-popover');

/**
 * The bell in the header: unread count, the latest notifications (uploads processed, refreshes
 * done, limits reached), each marked read when opened, and "mark all read". The live stream
 * (lib/live-events.tsx) refreshes it as notifications arrive. The popover's code loads on first
 * use (on-demand.ts); the bell and its count are drawn at once.
 */
export function NotificationsMenu() {
  const count = useUnreadCount();
  const work = useWorkInProgress().length;
  const popover = useOnDemand(loadPopover);
  if (popover.loaded) return <popover.loaded.Component defaultOpened={popover.loaded.isOpenAtFirst} />;
  return (
    <BellIndicator count={count} work={work}>
      <BellButton
        count={count}
        work={work}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={popover.prepare}
        onClick={popover.open}
      />
    </BellIndicator>
  );
}
