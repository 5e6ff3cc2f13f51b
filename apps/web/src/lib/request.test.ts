import { envelope } from '@shelfscope/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api';
import { type AuthPort, createRequester, TEXTS, type Toaster } from './request';

const Schema = envelope(z.object({ n: z.number() }));
const OK = { errors: [], details: null, hasErrors: false, data: { n: 1 } };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** The server at the network boundary: answers in order, records what was sent. */
function server(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(options: { token?: string | null; refreshTo?: string | null } = {}) {
  let token = options.token === undefined ? 'jwt-1' : options.token;
  const bearer = () => (token ? { authorization: `Bearer ${token}` } : null);
  const auth: AuthPort & { logOuts: [string, string][]; refreshes: number } = {
    logOuts: [],
    refreshes: 0,
    credentials: bearer,
    refresh: async () => {
      auth.refreshes += 1;
      token = options.refreshTo === undefined ? 'jwt-2' : options.refreshTo;
      return bearer();
    },
    logOut: (reason, to) => {
      auth.logOuts.push([reason, to]);
    },
  };
  const toasts: string[] = [];
  const toast: Toaster = {
    success: (m) => toasts.push(`success:${m}`),
    info: (t, m, link) => toasts.push(`info:${t}|${m}${link ? `|${link.to}` : ''}`),
    error: (t, m) => toasts.push(`error:${t}|${m}`),
  };
  return { auth, toast, toasts };
}

const authHeader = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.authorization;

describe('the request wrapper (spec section 8)', () => {
  it('sends the session JWT as the bearer token and returns the validated envelope', async () => {
    const { auth, toast, toasts } = setup();
    const net = server(json(200, OK));
    const result = await createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', {
      schema: Schema,
      query: { page: 2, categories: ['a', 'b'], search: '', skip: undefined },
    });
    expect(result.data).toEqual({ n: 1 });
    expect(net.calls[0]?.url).toBe('/api/x?page=2&categories=a&categories=b');
    expect(authHeader(net.calls[0]?.init)).toBe('Bearer jwt-1');
    expect(toasts).toEqual([]); // no toast on reads
  });

  it('waits until the session is ready (a refresh at page load), then sends the credentials it left', async () => {
    const { auth, toast } = setup({ token: 'jwt-stale' });
    let settle = () => {};
    auth.ready = () =>
      new Promise<void>((resolve) => {
        settle = () => {
          auth.credentials = () => ({ authorization: 'Bearer jwt-fresh' });
          resolve();
        };
      });
    const net = server(json(200, OK));
    const call = createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(net.calls).toHaveLength(0);
    settle();
    await call;
    expect(authHeader(net.calls[0]?.init)).toBe('Bearer jwt-fresh');
    expect(auth.refreshes).toBe(0);
  });

  it('with no token and a failed refresh: logs out to /auth/authenticate with "Unauthorized - session expired"', async () => {
    const { auth, toast } = setup({ token: null, refreshTo: null });
    const net = server();
    const call = createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    await expect(call).rejects.toThrow(TEXTS.sessionExpired);
    expect(auth.logOuts).toEqual([['Unauthorized - session expired', '/auth/authenticate']]);
    expect(net.calls).toHaveLength(0);
  });

  it('with no token but a working refresh: sends with the refreshed token', async () => {
    const { auth, toast } = setup({ token: null });
    const net = server(json(200, OK));
    await createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    expect(authHeader(net.calls[0]?.init)).toBe('Bearer jwt-2');
  });

  it('on 401 refreshes once and retries with the new token', async () => {
    const { auth, toast } = setup();
    const net = server(json(401, { errors: [], hasErrors: true }), json(200, OK));
    const result = await createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    expect(result.data.n).toBe(1);
    expect(auth.refreshes).toBe(1);
    expect(net.calls.map((c) => authHeader(c.init))).toEqual(['Bearer jwt-1', 'Bearer jwt-2']);
    expect(auth.logOuts).toEqual([]);
  });

  it('still 401 after the retry: logs out to /authenticate', async () => {
    const { auth, toast } = setup();
    const net = server(json(401, {}), json(401, {}));
    const call = createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(auth.logOuts).toEqual([['Unauthorized - session expired', '/authenticate']]);
    expect(auth.refreshes).toBe(1);
  });

  it('401 and the refresh fails: logs out to /authenticate without a second try', async () => {
    const { auth, toast } = setup({ refreshTo: null });
    const net = server(json(401, {}));
    await expect(createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema })).rejects.toThrow();
    expect(net.calls).toHaveLength(1);
    expect(auth.logOuts).toEqual([['Unauthorized - session expired', '/authenticate']]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { auth, toast } = setup();
    const net = server(json(401, {}), json(401, {}), json(200, OK), json(200, OK));
    const request = createRequester({ auth, toast, fetch: net.fetch });
    await Promise.all([request('GET', '/api/a', { schema: Schema }), request('GET', '/api/b', { schema: Schema })]);
    expect(auth.refreshes).toBe(1);
  });

  it('on 403 shows the plan toast, except for bulk upload', async () => {
    const forbidden = { errors: [{ type: 'no_active_subscription', description: TEXTS.planMessage }], hasErrors: true };
    const { auth, toast, toasts } = setup();
    const net = server(json(403, forbidden), json(403, forbidden));
    const request = createRequester({ auth, toast, fetch: net.fetch });
    await expect(request('GET', '/api/x', { schema: Schema })).rejects.toMatchObject({ status: 403 });
    expect(toasts).toEqual(['info:Please select a plan to continue.|You currently have no active subscription.|/billing']);
    await expect(request('POST', '/api/Product/bulk', { schema: Schema, isBulkUpload: true })).rejects.toMatchObject({
      status: 403,
    });
    expect(toasts).toHaveLength(1);
  });

  it("on a role's 403 shows no plan toast and fails with the missing permission", async () => {
    const refused = { errors: [{ type: 'missing_permission', description: 'You need orders:write.' }], hasErrors: true };
    const { auth, toast, toasts } = setup();
    const net = server(json(403, refused));
    const request = createRequester({ auth, toast, fetch: net.fetch });
    await expect(request('POST', '/api/PurchaseOrder', { schema: Schema, body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'You need orders:write.',
    });
    expect(toasts).toEqual([]);
  });

  it('a plain-text error body: an error toast titled "Error" with that text, and the call fails', async () => {
    const { auth, toast, toasts } = setup();
    const net = server(text(502, 'Bad gateway: upstream down'));
    const call = createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    await expect(call).rejects.toThrow('Bad gateway: upstream down');
    expect(toasts).toEqual(['error:Error|Bad gateway: upstream down']);
  });

  it('a binary error body never reaches the toast as garbage: control characters and undecodable bytes go, long text is cut', async () => {
    const { auth, toast, toasts } = setup();
    const garbage = `\u0089PNG\r\n\u001a\n\u0000\u0000\uFFFD\uFFFDIHDR${'x'.repeat(400)}`;
    const net = server(text(500, garbage));
    const call = createRequester({ auth, toast, fetch: net.fetch })('GET', '/api/x', { schema: Schema });
    await expect(call).rejects.toThrow(/^PNG IHDRx+…$/);
    expect(toasts).toHaveLength(1);
    const [shown] = toasts;
    expect(shown?.length).toBeLessThan(320);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be absent
    expect(shown).not.toMatch(/[\u0000-\u0008\u000E-\u001F\u0080-\u009F\uFFFD]/);
  });

  it('hasErrors: each description followed by a period, joined by new lines, stored as the error', async () => {
    const { auth, toast } = setup();
    const body = {
      errors: [
        { type: 'validation', description: 'name must not be empty', field: 'name' },
        { type: 'validation', description: 'email must be an email address.', field: 'email' },
      ],
      hasErrors: true,
      details: null,
      data: null,
    };
    const net = server(json(400, body));
    const error = await createRequester({ auth, toast, fetch: net.fetch })('POST', '/api/Supplier', {
      schema: Schema,
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('name must not be empty.\nemail must be an email address.');
    expect((error as ApiRequestError).errors.map((e) => e.field)).toEqual(['name', 'email']);
  });

  it('hasErrors on a 200 is a failure too', async () => {
    const { auth, toast, toasts } = setup();
    const net = server(json(200, { errors: [{ type: 'x', description: 'Nothing happened' }], hasErrors: true, data: null }));
    await expect(createRequester({ auth, toast, fetch: net.fetch })('PUT', '/api/x', { schema: Schema })).rejects.toThrow(
      'Nothing happened.',
    );
    expect(toasts).toEqual([]);
  });

  it('a thrown error (network down) is the stored error message', async () => {
    const { auth, toast } = setup();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(createRequester({ auth, toast, fetch })('GET', '/api/x', { schema: Schema })).rejects.toThrow('Failed to fetch');
  });

  it('success toasts: "Success" on writes by default, custom texts, none for silent calls', async () => {
    const { auth, toast, toasts } = setup();
    const net = server(json(200, OK), json(200, OK), json(200, OK), json(200, OK));
    const request = createRequester({ auth, toast, fetch: net.fetch });
    await request('POST', '/api/Category', { schema: Schema, body: { name: 'Toys' }, successMessage: 'category created' });
    await request('PUT', '/api/x', { schema: Schema, body: {} });
    await request('DELETE', '/api/QuickView/1', { schema: Schema, silent: true });
    await request('GET', '/api/x', { schema: Schema });
    expect(toasts).toEqual(['success:category created', `success:${TEXTS.successMessage}`]);
    expect(net.calls[0]?.init.body).toBe('{"name":"Toys"}');
    expect((net.calls[0]?.init.headers as Record<string, string> | undefined)?.['content-type']).toBe('application/json');
  });

  it('sends form data as is (bulk upload), without a JSON content type', async () => {
    const { auth, toast } = setup();
    const net = server(json(200, OK));
    const form = new FormData();
    form.append('file', new Blob(['asin\nB000000001']), 'list.csv');
    await createRequester({ auth, toast, fetch: net.fetch })('POST', '/api/Product/bulk', {
      schema: Schema,
      body: form,
      silent: true,
    });
    expect(net.calls[0]?.init.body).toBe(form);
    expect((net.calls[0]?.init.headers as Record<string, string> | undefined)?.['content-type']).toBeUndefined();
  });
});
