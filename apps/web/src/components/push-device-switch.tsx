import { Switch } from '@mantine/core';
import { usePushDevice } from '../lib/push';
import { ErrorText } from './error-text';

/**
 * "Notify me on this device": subscribes this browser to the member's alert pushes, or stops.
 * Shown only where push can work: the server has VAPID keys, the browser has the Push API and
 * the app's service worker is registered (production builds).
 */
export function PushDeviceSwitch() {
  const push = usePushDevice();
  if (!push.available) return null;
  const busy = push.subscribe.isPending || push.unsubscribe.isPending;
  return (
    <>
      <Switch
        label="Notify me on this device"
        description="Rules that use browser push show their alerts here, even with the app closed."
        checked={push.subscribed}
        disabled={busy}
        onChange={(e) => (e.currentTarget.checked ? push.subscribe.mutate() : push.unsubscribe.mutate())}
      />
      <ErrorText error={push.subscribe.error ?? push.unsubscribe.error} />
    </>
  );
}
