import type { ApiKey, ApiKeyScope } from '@shelfscope/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY, companyAs } from '../../test/company';
import { type ApiCall as Call, ok, refused, renderScreens } from '../../test/screen-api';
import DevelopersPage from './developers-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const KEY_ID = '44444444-4444-4444-8444-444444444444';
const ENDPOINT_ID = '55555555-5555-4555-8555-555555555555';
const DELIVERY_ID = '66666666-6666-4666-8666-666666666666';
const SECRET_KEY = `ss_test_${'k'.repeat(43)}`;

/** The seller API of an admin's organization: its keys and endpoints, changed as the server would. */
function developersServer(options: { canEdit?: boolean } = {}) {
  const keys: ApiKey[] = [
    {
      id: KEY_ID,
      name: 'Repricer',
      prefix: 'ss_test_abcd',
      scopes: ['products:read'],
      expiresAt: null,
      created: '2026-11-20T10:00:00.000Z',
      createdBy: 'member-1',
      lastUsedAt: '2026-11-28T09:30:00.000Z',
      lastUsedAddress: '203.0.113.9',
      revokedAt: null,
    },
  ];
  const endpoints = [
    {
      id: ENDPOINT_ID,
      url: 'https://hooks.example.com/shelfscope',
      description: 'Order sync',
      eventTypes: ['purchase_order.status_changed'],
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
      previousSecretUntil: null,
      created: '2026-11-20T10:00:00.000Z',
      createdBy: 'member-1',
    },
  ];
  const delivery = {
    id: DELIVERY_ID,
    endpointId: ENDPOINT_ID,
    eventId: 'msg_first',
    eventType: 'purchase_order.status_changed',
    status: 'failed',
    attempts: 8,
    responseStatus: 500,
    responseExcerpt: 'upstream down',
    latencyMs: 120,
    nextAttemptAt: null,
    lastAttemptAt: '2026-11-28T09:00:00.000Z',
    created: '2026-11-27T09:00:00.000Z',
  };
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/api/Company')
      return ok(options.canEdit === false ? companyAs('shelfscope_owner') : COMPANY);
    if (call.method === 'GET' && call.path === '/api/ApiKey') return ok(keys);
    if (call.method === 'POST' && call.path === '/api/ApiKey') {
      const body = call.body as { name: string; scopes: ApiKeyScope[]; expiresAt: string | null };
      if (body.scopes.length === 0) return refused(400, [{ field: 'scopes', description: 'scopes: too small' }]);
      const created: ApiKey = {
        ...(keys[0] as ApiKey),
        id: '77777777-7777-4777-8777-777777777777',
        ...body,
        prefix: 'ss_test_kkkk',
        lastUsedAt: null,
        lastUsedAddress: null,
      };
      keys.unshift(created);
      return ok({ ...created, key: SECRET_KEY });
    }
    if (call.method === 'DELETE' && call.path === `/api/ApiKey/${KEY_ID}`) {
      const key = keys.find((k) => k.id === KEY_ID);
      if (key) key.revokedAt = '2026-11-28T10:00:00.000Z';
      return ok(key);
    }
    if (call.method === 'GET' && call.path === '/api/Webhook') return ok(endpoints);
    if (call.method === 'POST' && call.path === '/api/Webhook') {
      const body = call.body as { url: string };
      if (body.url.includes('10.0.0.'))
        return refused(400, [{ field: 'url', description: 'url: 10.0.0.8 is a private or reserved address' }]);
      return ok({ ...endpoints[0], ...body, id: '88888888-8888-4888-8888-888888888888', secret: 'whsec_new' });
    }
    if (call.method === 'POST' && call.path === `/api/Webhook/${ENDPOINT_ID}/test`) return ok({ deliveryIds: [DELIVERY_ID] });
    if (call.method === 'POST' && call.path === `/api/Webhook/${ENDPOINT_ID}/rotate-secret`) {
      return ok({ ...endpoints[0], secret: 'whsec_rotated', previousSecretUntil: '2026-11-29T10:00:00.000Z' });
    }
    if (call.method === 'GET' && call.path === `/api/Webhook/${ENDPOINT_ID}/deliveries`) {
      // A member's later event parked behind its earlier one (ordering per entity).
      const waiting = {
        ...delivery,
        id: '99999999-9999-4999-8999-999999999999',
        eventId: 'msg_waiting',
        eventType: 'member.updated',
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        responseExcerpt: null,
        latencyMs: null,
        lastAttemptAt: null,
      };
      return ok([waiting, delivery], { page: 1, pageSize: 25, totalItems: 2 });
    }
    if (call.method === 'GET' && call.path === `/api/Webhook/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/attempts`) {
      return ok([
        {
          attempt: 1,
          outcome: 'failed',
          responseStatus: null,
          responseExcerpt: 'No answer within 15000 ms.',
          latencyMs: 15000,
          at: '2026-11-27T09:00:00.000Z',
        },
        {
          attempt: 2,
          outcome: 'failed',
          responseStatus: 500,
          responseExcerpt: 'upstream down',
          latencyMs: 120,
          at: '2026-11-27T09:00:05.000Z',
        },
      ]);
    }
    if (call.method === 'POST' && call.path === `/api/Webhook/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/redeliver`) {
      return ok({ ...delivery, status: 'pending' });
    }
    return undefined;
  };
}

const open = () =>
  renderScreens('/settings/developers', [{ path: '/settings/developers', component: DevelopersPage }], developersServer());

describe('Settings > Developers', () => {
  it('lists keys with their last use, creates one shown once with a copy button, and revokes after confirming', async () => {
    const { calls } = await open();
    const repricer = await screen.findByRole('region', { name: 'Repricer' });
    expect(within(repricer).getByText(/from 203\.0\.113\.9/)).toBeTruthy();
    expect(within(repricer).getByText('products:read')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Create key' })));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Order sync' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'orders:read' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'orders:write' }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' })));
    const shown = await screen.findByTestId('shown-once');
    expect(shown.textContent).toBe(SECRET_KEY);
    expect(screen.getByRole('button', { name: 'Copy the API key' })).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/ApiKey')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Order sync', scopes: ['orders:read', 'orders:write'] });
    expect(new Date(String(sent.expiresAt)).getTime()).toBeGreaterThan(Date.now());
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    await waitFor(() => expect(screen.queryByTestId('shown-once')).toBeNull());

    const row = await screen.findByRole('region', { name: 'Repricer' });
    act(() => fireEvent.click(within(row).getByRole('button', { name: 'Revoke' })));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    act(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/ApiKey/${KEY_ID}`)).toBe(true));
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
  });

  it('adds an endpoint (the field at fault named), sends a test event, rotates the secret and redelivers from the log', async () => {
    const { calls } = await open();
    const endpoint = await screen.findByRole('region', { name: 'https://hooks.example.com/shelfscope' });
    expect(within(endpoint).getByText('purchase_order.status_changed')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' })));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /URL/ }), { target: { value: 'http://10.0.0.8/hooks' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'upload.finished' }));
    // The identity and billing events are offered too.
    for (const type of ['session.revoked', 'scim_group.updated', 'subscription.changed']) {
      expect(within(dialog).getByRole('checkbox', { name: type })).toBeTruthy();
    }
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' })));
    expect(await within(dialog).findByText('10.0.0.8 is a private or reserved address')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /URL/ }), { target: { value: 'https://erp.example.com/in' } });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' })));
    expect((await screen.findByTestId('shown-once')).textContent).toBe('whsec_new');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));

    act(() => fireEvent.click(within(endpoint).getByRole('button', { name: 'Send test event' })));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/Webhook/${ENDPOINT_ID}/test`)).toBe(true));

    act(() => fireEvent.click(within(endpoint).getByRole('button', { name: 'Rotate secret' })));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new signing secret?' });
    act(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate' })));
    expect((await within(endpoint).findByTestId('shown-once')).textContent).toBe('whsec_rotated');

    act(() => fireEvent.click(within(endpoint).getByRole('button', { name: 'Delivery log' })));
    const log = await within(endpoint).findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('upstream down')).toBeTruthy();
    expect(within(log).getByText('waits for an earlier event')).toBeTruthy();
    // Every attempt, not only the latest.
    act(() => fireEvent.click(within(log).getByRole('button', { name: '8 attempts' })));
    const attempts = await within(log).findByLabelText('Attempts');
    expect(within(attempts).getByText('No answer within 15000 ms.')).toBeTruthy();
    expect(within(attempts).getByText('no answer')).toBeTruthy();
    expect(within(attempts).getByText('#2')).toBeTruthy();
    act(() => fireEvent.click(within(log).getAllByRole('button', { name: 'Redeliver' })[1] as HTMLElement));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith(`/deliveries/${DELIVERY_ID}/redeliver`))).toBe(true));
  });

  it('tells a member who is not an admin that the page is for admins, and asks for nothing else', async () => {
    const { calls } = await renderScreens(
      '/settings/developers',
      [{ path: '/settings/developers', component: DevelopersPage }],
      developersServer({ canEdit: false }),
    );
    expect(await screen.findByText("Only your organization's admins manage API keys and webhooks.")).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/ApiKey' || c.path === '/api/Webhook')).toBe(false);
  });
});
