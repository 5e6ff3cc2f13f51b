import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { ApiError, SchemaError, UnreachableApiError } from './errors.js';
import { submitForm } from './form-submit.js';
import { NetworkClient } from './network.js';
import { createTelemetrySource, SDK_IDENTIFIER, SDK_VERSION } from './telemetry.js';
import { apiError, decodeTelemetryHeader, fakeFetch, ok, resetBrowser } from './test-support/fake-fetch.js';

const PUBLIC_TOKEN = 'public-token-test-abc';

function client(fetchFn: typeof fetch, tokens: { session?: string; ist?: string } = {}) {
  return new NetworkClient({
    publicToken: PUBLIC_TOKEN,
    baseUrl: 'https://api.example.com/',
    readSessionToken: () => tokens.session,
    readIntermediateSessionToken: () => tokens.ist,
    telemetry: createTelemetrySource(localStorage, 'app.example.com'),
    parentHost: () => 'https://app.example.com',
    fetch: fetchFn,
  });
}

const respond = (response: Response | (() => never)) =>
  fakeFetch({}, () => (typeof response === 'function' ? response() : response));

afterEach(resetBrowser);

describe('requests', () => {
  it('sends exactly the contract headers to {base}/sdk/v1{path} with credentials included', async () => {
    const server = fakeFetch({ 'POST /b2b/passwords/strength_check': () => ok({ score: 3 }) });
    const data = await client(server.fetch).request<{ score: number }>({
      method: 'POST',
      path: '/b2b/passwords/strength_check',
      body: {},
    });
    expect(data.score).toBe(3);
    const call = server.calls[0];
    expect(call?.url).toBe('https://api.example.com/sdk/v1/b2b/passwords/strength_check');
    expect(call?.credentials).toBe('include');
    expect(Object.keys(call?.headers ?? {}).sort()).toEqual([
      'Authorization',
      'Content-Type',
      'X-SDK-Client',
      'X-SDK-Parent-Host',
    ]);
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers['X-SDK-Parent-Host']).toBe('https://app.example.com');
  });

  it('uses public_token:public_token for Basic auth without a session', async () => {
    const server = fakeFetch({}, () => ok());
    await client(server.fetch).request({ method: 'POST', path: '/x', body: {} });
    expect(server.calls[0]?.headers.Authorization).toBe(`Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`);
  });

  it('uses public_token:session_token for Basic auth with a session', async () => {
    const server = fakeFetch({}, () => ok());
    await client(server.fetch, { session: 'session-token-1' }).request({ method: 'POST', path: '/x', body: {} });
    expect(server.calls[0]?.headers.Authorization).toBe(`Basic ${btoa(`${PUBLIC_TOKEN}:session-token-1`)}`);
  });

  it('encodes the telemetry blob in X-SDK-Client', async () => {
    const server = fakeFetch({}, () => ok());
    const c = client(server.fetch);
    await c.request({ method: 'POST', path: '/x', body: {} });
    await c.request({ method: 'POST', path: '/x', body: {} });
    const [first, second] = server.calls.map((call) => decodeTelemetryHeader(call.headers['X-SDK-Client']));
    expect(first).toMatchObject({
      app: { identifier: 'app.example.com' },
      sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['app', 'app_session_id', 'client_sent_at', 'event_id', 'persistent_id', 'sdk', 'timezone'].sort(),
    );
    expect(first?.event_id).not.toBe(second?.event_id);
    expect(first?.app_session_id).toBe(second?.app_session_id);
    expect(Number.isNaN(Date.parse(String(first?.client_sent_at)))).toBe(false);
  });

  it('leaves undefined fields out of the body', async () => {
    const server = fakeFetch({}, () => ok());
    await client(server.fetch).request({ method: 'POST', path: '/x', body: { email_address: 'a@b.c', locale: undefined } });
    expect(server.calls[0]?.rawBody).toBe('{"email_address":"a@b.c"}');
  });

  it('adds the intermediate session token only when the call asks for it and one exists', async () => {
    const server = fakeFetch({}, () => ok());
    await client(server.fetch, { ist: 'ist-1' }).request({
      method: 'POST',
      path: '/x',
      body: { a: 1 },
      withIntermediateSessionToken: true,
    });
    await client(server.fetch, { ist: 'ist-1' }).request({ method: 'POST', path: '/x', body: { a: 1 } });
    await client(server.fetch).request({ method: 'POST', path: '/x', body: { a: 1 }, withIntermediateSessionToken: true });
    expect(server.calls.map((c) => c.body)).toEqual([{ a: 1, intermediate_session_token: 'ist-1' }, { a: 1 }, { a: 1 }]);
  });

  it('sends no body with GET', async () => {
    const server = fakeFetch({}, () => ok());
    await client(server.fetch).request({ method: 'GET', path: '/projects/bootstrap/x' });
    expect(server.calls[0]?.rawBody).toBeUndefined();
  });
});

describe('error mapping', () => {
  const call = (fetchFn: typeof fetch) => client(fetchFn).request({ method: 'POST', path: '/x', body: {} });

  it('maps a network failure to UnreachableApiError "Unable to contact our servers."', async () => {
    const error = await call(
      respond(() => {
        throw new TypeError('Failed to fetch');
      }).fetch,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableApiError);
    expect((error as Error).message).toBe('Unable to contact our servers.');
  });

  it('rethrows errors that are not network failures', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    await expect(
      call(
        respond(() => {
          throw abort;
        }).fetch,
      ),
    ).rejects.toBe(abort);
  });

  it('maps a success status with a non-JSON body to "Invalid JSON response from our servers."', async () => {
    await expect(call(respond(new Response('<html>', { status: 200 })).fetch)).rejects.toThrow(
      new UnreachableApiError('Invalid JSON response from our servers.'),
    );
  });

  it('maps an error status with broken JSON to "Invalid or no response from server"', async () => {
    const broken = new Response('{oops', { status: 500, headers: { 'content-type': 'application/json' } });
    const error = await call(respond(broken).fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableApiError);
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('maps an error status with a non-JSON body to "Invalid response from our servers."', async () => {
    const error = await call(respond(new Response('Bad gateway', { status: 502 })).fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableApiError);
    expect((error as Error).message).toBe('Invalid response from our servers.');
  });

  it('maps a 400 with body/params/query details to SchemaError', async () => {
    const body = {
      body: [{ dataPath: '.email_address', message: 'should be string' }],
      query: [{ dataPath: '.q', message: 'bad' }],
    };
    const res = new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
    const error = await call(respond(res).fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    const schema = error as SchemaError;
    expect(schema.body).toEqual(body.body);
    expect(schema.query).toEqual(body.query);
    expect(schema.params).toEqual([]);
    expect(schema.message).toContain('.email_address: should be string');
  });

  it.each(['body', 'params', 'query'] as const)('treats a 400 carrying only %s details as a SchemaError', async (part) => {
    const details = { [part]: [{ dataPath: '.x', message: 'bad' }] };
    const res = new Response(JSON.stringify(details), { status: 400, headers: { 'content-type': 'application/json' } });
    const error = (await call(respond(res).fetch).catch((e: unknown) => e)) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error[part]).toEqual(details[part]);
  });

  it('maps an API error body to ApiError with every field', async () => {
    const body = {
      status_code: 401,
      error_type: 'unauthorized_credentials',
      error_message: 'Unauthorized credentials.',
      error_url: 'https://docs.example/errors',
      request_id: 'req-9',
      error_details: { field: 'password' },
    };
    const res = new Response(JSON.stringify(body), {
      status: 401,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    const error = await call(respond(res).fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect({ ...(error as ApiError) }).toMatchObject(body);
  });

  it('falls back to unknown_error with status 400 for an unrecognised JSON error', async () => {
    const res = new Response(JSON.stringify({ oops: true }), { status: 503, headers: { 'content-type': 'application/json' } });
    const error = (await call(respond(res).fetch).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.error_type).toBe('unknown_error');
    expect(error.status_code).toBe(400);
    expect(error.error_message).toContain('oops');
  });

  it('keeps the request id optional on ApiError', async () => {
    const error = (await call(respond(apiError(404, 'email_not_found')).fetch).catch((e: unknown) => e)) as ApiError;
    expect(error.status_code).toBe(404);
    expect(error.error_type).toBe('email_not_found');
    expect(error.request_id).toBe('req-1');
    expect(error.error_details).toBeUndefined();
  });
});

describe('captcha and the form-submit variant', () => {
  const captchaRequired = () => new Response('Captcha required', { status: 401, headers: { 'content-type': 'text/plain' } });

  it('retries a "Captcha required" answer once, with the solved token added to the body', async () => {
    let solved = 0;
    const server = fakeFetch({
      'POST /b2b/otps/email/discovery/send': (call) =>
        (call.body as { captcha_token?: string }).captcha_token === 'solved-1' ? ok({ sent: true }) : captchaRequired(),
    });
    const network = new NetworkClient({
      publicToken: PUBLIC_TOKEN,
      baseUrl: 'https://api.example.com',
      readSessionToken: () => undefined,
      readIntermediateSessionToken: () => undefined,
      telemetry: createTelemetrySource(localStorage, 'app.example.com'),
      parentHost: () => 'https://app.example.com',
      fetch: server.fetch,
      captcha: async () => `solved-${++solved}`,
    });
    const data = await network.request<{ sent: boolean }>({
      method: 'POST',
      path: '/b2b/otps/email/discovery/send',
      body: { email_address: 'a@b.co' },
    });
    expect(data.sent).toBe(true);
    expect(server.calls.map((c) => c.body)).toEqual([
      { email_address: 'a@b.co' },
      { email_address: 'a@b.co', captcha_token: 'solved-1' },
    ]);
  });

  it('gives up after one retry, and without a captcha solver reports an invalid response', async () => {
    const server = fakeFetch({}, captchaRequired);
    const withSolver = new NetworkClient({
      publicToken: PUBLIC_TOKEN,
      baseUrl: 'https://api.example.com',
      readSessionToken: () => undefined,
      readIntermediateSessionToken: () => undefined,
      telemetry: createTelemetrySource(localStorage, 'app.example.com'),
      parentHost: () => 'https://app.example.com',
      fetch: server.fetch,
      captcha: async () => 'token',
    });
    await expect(withSolver.request({ method: 'POST', path: '/x', body: {} })).rejects.toThrow(
      'Invalid response from our servers.',
    );
    expect(server.calls).toHaveLength(2);
    await expect(client(server.fetch).request({ method: 'POST', path: '/x', body: {} })).rejects.toBeInstanceOf(
      UnreachableApiError,
    );
    expect(server.calls).toHaveLength(3);
  });

  it('submits a form with the body and the headers as hidden fields', () => {
    const submitted: HTMLFormElement[] = [];
    const realSubmit = HTMLFormElement.prototype.submit;
    // jsdom cannot navigate: record the submission instead.
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push(this);
    };
    onTestFinished(() => {
      HTMLFormElement.prototype.submit = realSubmit;
    });
    submitForm(client(fakeFetch().fetch, { session: 'st-9' }), {
      path: '/b2b/oauth/google/onetap/submit',
      body: { id_token: 'abc' },
    });
    const form = submitted[0];
    expect(form?.action).toBe('https://api.example.com/sdk/v1/b2b/oauth/google/onetap/submit');
    expect(form?.method).toBe('post');
    const fields = Object.fromEntries([...(form?.querySelectorAll('input') ?? [])].map((i) => [i.name, i.value]));
    expect(fields).toMatchObject({
      id_token: 'abc',
      __Authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:st-9`)}`,
      '__X-SDK-Parent-Host': 'https://app.example.com',
    });
    expect(decodeTelemetryHeader(fields['__X-SDK-Client'] ?? '')).toMatchObject({ app: { identifier: expect.any(String) } });
    form?.remove();
  });
});
