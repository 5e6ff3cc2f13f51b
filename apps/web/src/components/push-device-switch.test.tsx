import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, renderScreens } from '../test/screen-api';
import { AlertRuleModal } from './alert-rule-modal';

vi.setConfig({ testTimeout: 30_000 });

// A VAPID public key as `npx web-push generate-vapid-keys` prints it (65 bytes, base64url).
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example.test/send/abc';

/**
 * The browser's Push API as a browser with a push service behaves: one subscription per
 * registration, made by `subscribe` with the key given, gone after `unsubscribe`. jsdom has none.
 */
function browserPush(permission: NotificationPermission) {
  const state = { subscription: null as null | { endpoint: string }, key: null as Uint8Array | null };
  const subscription = () => ({
    endpoint: ENDPOINT,
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' },
    }),
    unsubscribe: async () => {
      state.subscription = null;
      return true;
    },
  });
  const registration = {
    pushManager: {
      getSubscription: async () => (state.subscription ? subscription() : null),
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        state.key = options.applicationServerKey;
        state.subscription = { endpoint: ENDPOINT };
        return subscription();
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  return state;
}

beforeEach(() => browserPush('granted'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const server = (publicKey: string | null) => (call: ApiCall) =>
  call.path === '/api/AlertPush/key'
    ? ok({ publicKey })
    : call.path === '/api/AlertPush/subscription'
      ? ok({ subscribed: call.method === 'POST' })
      : call.path === '/api/Supplier'
        ? ok({ items: [], totalItems: 0 })
        : undefined;

const Form = () => <AlertRuleModal target={{ productId: '11111111-1111-4111-8111-111111111111' }} onClose={() => {}} />;

describe('Notify me on this device', () => {
  it('subscribes this browser with the server key and sends the subscription, then unsubscribes', async () => {
    const state = browserPush('granted');
    const { calls } = await renderScreens('/rule', [{ path: '/rule', component: Form }], server(PUBLIC_KEY));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Browser push' }));
    const toggle = await screen.findByRole('switch', { name: /Notify me on this device/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(state.key?.length).toBe(65);
    expect(state.key?.[0]).toBe(4);
    const saved = calls.find((c) => c.method === 'POST' && c.path === '/api/AlertPush/subscription');
    expect(saved?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' },
    });

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.find((c) => c.method === 'DELETE' && c.path === '/api/AlertPush/subscription')?.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(state.subscription).toBeNull();
  });

  it('says so and stays off when the browser blocks notifications', async () => {
    const state = browserPush('denied');
    const { calls } = await renderScreens('/rule', [{ path: '/rule', component: Form }], server(PUBLIC_KEY));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Browser push' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Notify me on this device/ }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(state.subscription).toBeNull();
    expect(calls.some((c) => c.path === '/api/AlertPush/subscription')).toBe(false);
  });

  it("names the browser's push service failing", async () => {
    const state = browserPush('granted');
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: {
            getSubscription: async () => null,
            subscribe: async () => {
              throw new DOMException('Registration failed - push service not available', 'AbortError');
            },
          },
        }),
      },
    });
    const { calls } = await renderScreens('/rule', [{ path: '/rule', component: Form }], server(PUBLIC_KEY));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Browser push' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Notify me on this device/ }));
    expect(
      await screen.findByText('This browser could not subscribe to push: Registration failed - push service not available'),
    ).toBeTruthy();
    expect(state.subscription).toBeNull();
    expect(calls.some((c) => c.path === '/api/AlertPush/subscription')).toBe(false);
  });

  it('is hidden, with the push channel, when the server has no VAPID keys', async () => {
    const { calls } = await renderScreens('/rule', [{ path: '/rule', component: Form }], server(null));
    await screen.findByRole('checkbox', { name: 'Email' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/AlertPush/key')).toBe(true));
    // The key's answer has arrived and rendered: the channel stays absent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('checkbox', { name: 'Browser push' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Notify me on this device/ })).toBeNull();
  });

  it('is hidden where the app has no service worker (a development build)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => undefined } });
    await renderScreens('/rule', [{ path: '/rule', component: Form }], server(PUBLIC_KEY));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Browser push' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('switch', { name: /Notify me on this device/ })).toBeNull();
  });
});
