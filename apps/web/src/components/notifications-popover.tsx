import { Badge, Button, Group, Popover, Progress, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { envelope, listEnvelope, Notification, NotificationCount } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { notificationText } from '../lib/alert-figures';
import { checked } from '../lib/checked';
import { formatCount, formatDateTime } from '../lib/locale';
import { useRequester } from '../lib/requester-context';
import { BellButton, BellIndicator, useUnreadCount } from './notifications-bell';
import { useWorkInProgress } from './work-in-progress';

const List = listEnvelope(Notification);
const Count = envelope(NotificationCount);
const One = envelope(Notification);

const KIND_COLORS: Record<Notification['kind'], string> = {
  'upload.progress': 'blue',
  'upload.finished': 'teal',
  'refresh.started': 'blue',
  'refresh.finished': 'teal',
  'limit.reached': 'orange',
  'alert.fired': 'red',
  'shortlist.decision': 'violet',
};

/** Where a notification leads: an alert's product, the upload or shortlist it is about, else the supplier's products. */
function linkOf(data: Record<string, unknown>): string | null {
  if (typeof data.link === 'string' && data.link.startsWith('/products/')) return data.link;
  if (typeof data.shortlistId === 'string') return `/shortlists/${encodeURIComponent(data.shortlistId)}`;
  if (typeof data.uploadId === 'string') return `/uploads?uploadId=${encodeURIComponent(data.uploadId)}`;
  if (typeof data.supplierId === 'string') return `/products?supplierId=${encodeURIComponent(data.supplierId)}`;
  return null;
}

const timeOf = (iso: string) => formatDateTime(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The bell with its popover (notifications-menu.tsx loads it on first use). */
export default function NotificationsPopover({ defaultOpened }: { defaultOpened: boolean }) {
  const request = useRequester();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [opened, setOpened] = useState(defaultOpened);
  const count = useUnreadCount();
  const work = useWorkInProgress();
  const list = useQuery({
    queryKey: ['notifications', 'list'],
    queryFn: ({ signal }) =>
      request('GET', '/api/Notification', {
        schema: checked(import.meta.env.DEV && List),
        signal,
        query: { page: 1, pageSize: 15 },
      }).then((e) => e.data),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
  const markRead = useMutation({
    mutationFn: (id: string) =>
      request('PUT', `/api/Notification/${id}/read`, { schema: checked(import.meta.env.DEV && One), silent: true }),
    onSuccess: refresh,
  });
  const markAll = useMutation({
    mutationFn: () =>
      request('PUT', '/api/Notification/read-all', { schema: checked(import.meta.env.DEV && Count), silent: true }),
    onSuccess: refresh,
  });

  return (
    <Popover width={360} position="bottom-end" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      {/* The target is the button itself: the popover's ARIA attributes belong on it. */}
      {/* The count of unread notifications; a pulsing dot alone while uploads or refreshes run. */}
      <BellIndicator count={count} work={work.length}>
        <Popover.Target>
          <BellButton count={count} work={work.length} onClick={() => setOpened((o) => !o)} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="sm" py={8}>
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={count === 0} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        </Group>
        {work.length > 0 ? (
          <Stack gap={6} px="sm" pb={8} aria-label="In progress" role="group">
            {work.map((w) => (
              <Stack key={w.id} gap={2}>
                <Text size="xs">
                  {w.label}
                  {w.total === null ? '…' : `: ${formatCount(w.done)} of ${formatCount(w.total)}`}
                </Text>
                <Progress
                  size="sm"
                  value={w.total ? (100 * w.done) / w.total : 0}
                  animated={w.total === null}
                  aria-label={w.label}
                />
              </Stack>
            ))}
          </Stack>
        ) : null}
        <ScrollArea.Autosize mah={420}>
          {list.isError ? (
            <Text size="sm" c="red" px="sm" pb="sm" role="alert">
              {list.error.message}
            </Text>
          ) : (list.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" pb="sm">
              {list.isLoading ? 'Loading…' : 'Nothing yet. Uploads and refreshes report here when they finish.'}
            </Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {(list.data ?? []).map((item) => {
                const link = linkOf(item.data);
                const message = notificationText(item);
                const body = (
                  <Stack gap={2} px="sm" py={8} bg={item.read ? undefined : 'var(--mantine-color-default-hover)'}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={item.read ? 400 : 600} lineClamp={1}>
                        {item.title}
                      </Text>
                      <Badge size="xs" variant="light" color={KIND_COLORS[item.kind]}>
                        {item.kind.split('.')[0]}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={3}>
                      {message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {timeOf(item.created)}
                    </Text>
                  </Stack>
                );
                const open = () => {
                  if (!item.read) markRead.mutate(item.id);
                  if (link) {
                    setOpened(false);
                    router.history.push(link);
                  }
                };
                return (
                  <li key={item.id}>
                    <UnstyledButton onClick={open} w="100%" aria-label={`${item.title}: ${message}`}>
                      {body}
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
