import { Notifications } from '@mantine/notifications';

/**
 * Toasts rise at the bottom's centre at every width: at the top right they covered the header's
 * buttons (theme, notifications, account) and the page header's actions (an order's Download and
 * Delete) for their four seconds, and at the bottom right a list's pager. The centre of the foot
 * holds no control on any page. Loaded with the first toast (toasts.tsx).
 */
export default function ToastContainer() {
  return <Notifications position="bottom-center" limit={5} />;
}
