import { BellButton, BellIndicator, useUnreadCount } from './notifications-bell';
import { useOnDemand } from './on-demand';
import { useWorkInProgress } from './work-in-progress';

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
      <BellButton count={count} work={work} aria-haspopup="dialog" aria-expanded={false} {...popover.trigger} />
    </BellIndicator>
  );
}
