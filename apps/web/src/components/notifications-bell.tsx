import { ActionIcon, Indicator } from '@mantine/core';
import { envelope, NotificationCount } from '@shelfscope/contracts';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checked } from '../lib/checked';
import { useRequester } from '../lib/requester-context';

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
