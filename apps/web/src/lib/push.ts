import { AlertPushKey, envelope } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Key = envelope(AlertPushKey);
const Subscribed = envelope(z.object({ subscribed: z.boolean() }));

/** `GET /api/AlertPush/key`: the server's VAPID public key; null while push is off there. */
export const pushKeyQueryOptions = (request: Requester) =>
  queryOptions({
    queryKey: ['alerts', 'push', 'key'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/AlertPush/key', { schema: checked(import.meta.env.DEV && Key), signal }).then((e) => e.data.publicKey),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's push key, null while it has none (the app then offers no push). */
export const usePushKey = () => useQuery(pushKeyQueryOptions(useRequester()));

/** The browser can take web push: a service worker, the Push API and notifications. */
const browserPushes = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker registration (lib/service-worker.ts registers it in production builds). */
const registration = () => navigator.serviceWorker.getRegistration('/');

/** A base64url key (the VAPID public key) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** This device's push state: `available` false hides the offer (no server key, no worker, no Push API). */
export type PushDevice = { available: boolean; subscribed: boolean };

/**
 * Web push on this device: whether it can be offered and is on, and turning it on (asks the
 * browser's permission, subscribes with the server's key, sends the subscription to
 * `POST /api/AlertPush/subscription`) or off (`DELETE` it, then unsubscribes the browser).
 */
export function usePushDevice() {
  const request = useRequester();
  const queryClient = useQueryClient();
  const key = usePushKey();
  const publicKey = key.data ?? null;
  const device = useQuery({
    queryKey: ['alerts', 'push', 'device', publicKey] as const,
    enabled: publicKey !== null,
    queryFn: async (): Promise<PushDevice> => {
      if (!browserPushes()) return { available: false, subscribed: false };
      const worker = await registration();
      if (!worker) return { available: false, subscribed: false };
      return { available: true, subscribed: (await worker.pushManager.getSubscription()) !== null };
    },
  });
  const done = () => queryClient.invalidateQueries({ queryKey: ['alerts', 'push', 'device'] });
  const subscribe = useMutation({
    mutationFn: async () => {
      const worker = publicKey ? await registration() : undefined;
      if (!publicKey || !worker) throw new Error('Push is not available in this browser.');
      const permission = await Notification.requestPermission();
      if (permission !== 'granted')
        throw new Error('Notifications are blocked for this site: allow them in the browser, then try again.');
      const subscription =
        (await worker.pushManager.getSubscription()) ??
        (await worker.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
          .catch((error: unknown) => {
            // The browser's push service refused or could not be reached (its words follow).
            throw new Error(
              `This browser could not subscribe to push: ${error instanceof Error || error instanceof DOMException ? error.message : String(error)}`,
            );
          }));
      await request('POST', '/api/AlertPush/subscription', {
        schema: Subscribed,
        body: subscription.toJSON(),
        successMessage: 'This device will show your alerts.',
      });
    },
    onSettled: done,
  });
  const unsubscribe = useMutation({
    mutationFn: async () => {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (!subscription) return;
      await request('DELETE', '/api/AlertPush/subscription', {
        schema: Subscribed,
        body: { endpoint: subscription.endpoint },
        successMessage: 'This device no longer shows your alerts.',
      });
      await subscription.unsubscribe();
    },
    onSettled: done,
  });
  return {
    /** The server has push keys (the push channel may be offered). */
    serverPushes: publicKey !== null,
    available: publicKey !== null && device.data?.available === true,
    subscribed: device.data?.subscribed === true,
    subscribe,
    unsubscribe,
  };
}
