import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's notifications container (with its transitions) is a chunk of its own: a first visit
// shows no toast, and the container is not code the first screen needs (issue 36's budget).
const Container = lazy(() => import('./toast-container'));

/**
 * Where toasts show: the container loads with the first toast, which waits in Mantine's store
 * meanwhile (`notifications.show` needs only the store), and then stays.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  ) : null;
}
