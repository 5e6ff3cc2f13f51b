import { ErrorEnvelope, envelope } from '@shelfscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityOk, ok } from './envelopes.js';
import { HttpError } from './errors.js';

const Body = z.object({ name: z.string().min(1), pageSize: z.number().int().max(500).optional() });

/** Probe routes: one per envelope, with a body schema, a domain error and a crash. */
function probes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/api', '/sdk/v1']) {
    typed.post(`${prefix}/probe`, { schema: { body: Body } }, async (request) =>
      prefix === '/api' ? ok({ name: request.body.name }) : identityOk(request, { name: request.body.name }),
    );
    typed.get(`${prefix}/probe/missing`, async () => {
      throw new HttpError(404, 'supplier_not_found', 'Supplier not found.');
    });
    typed.get(`${prefix}/probe/crash`, async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { extend: probes });
});
afterAll(() => ctx.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('seller envelope (/api)', () => {
  it('wraps success in errors/details/hasErrors/data', async () => {
    const res = await post('/api/probe', JSON.stringify({ name: 'Acme' }));
    expect(res.statusCode).toBe(200);
    expect(envelope(z.object({ name: z.string() })).parse(res.json())).toEqual({
      errors: [],
      details: null,
      hasErrors: false,
      data: { name: 'Acme' },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await post('/api/probe', '{"name": ');
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.hasErrors).toBe(true);
    expect(body.errors).toEqual([{ type: 'invalid_json', description: 'The request body is not valid JSON.' }]);
  });

  it('reports one error per field on a schema violation', async () => {
    const res = await post('/api/probe', JSON.stringify({ pageSize: 900 }));
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.errors).toHaveLength(2);
    expect(body.errors).toContainEqual({ type: 'validation', field: 'name', description: 'name is required' });
    expect(body.errors?.find((e) => e.field === 'pageSize')?.description).toMatch(/^pageSize: .*500/);
  });

  it('treats an empty application/json body as no body (the identity client sends such POSTs)', async () => {
    const res = await post('/api/probe', '');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).errors?.[0]).toMatchObject({ type: 'validation', field: 'body' });
  });

  it('rejects JSON that tries to poison prototypes', async () => {
    const res = await post('/api/probe', '{"name":"x","__proto__":{"isAdmin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await post('/api/probe', 'name=Acme', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(ErrorEnvelope.parse(res.json()).errors?.[0]?.type).toBe('unsupported_media_type');
  });

  it('renders domain errors with their status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/probe/missing' });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json()).errors).toEqual([{ type: 'supplier_not_found', description: 'Supplier not found.' }]);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchThing?page=1' });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json()).errors?.[0]?.description).toBe('No route GET /api/NoSuchThing.');
  });

  it('hides the details of unexpected errors behind a 500 and the request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/probe/crash', headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    expect(ErrorEnvelope.parse(res.json()).details).toBe('Request id: trace-12345678');
  });

  it('mints a request id when the caller sends none or a malformed one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('identity envelope (/sdk/v1)', () => {
  const IdentityError = z.strictObject({
    status_code: z.number(),
    request_id: z.string(),
    error_type: z.string(),
    error_message: z.string(),
    error_url: z.string(),
  });

  it('repeats status_code and request_id inside data on success', async () => {
    const res = await post('/sdk/v1/probe', JSON.stringify({ name: 'Acme' }));
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      status_code: 200,
      request_id: res.headers['x-request-id'],
      data: { name: 'Acme', status_code: 200, request_id: res.headers['x-request-id'] },
    });
  });

  it('answers malformed JSON, schema violations, unknown routes and crashes in the identity error shape', async () => {
    const cases = [
      { res: await post('/sdk/v1/probe', '{'), status: 400, type: 'invalid_json' },
      { res: await post('/sdk/v1/probe', '{}'), status: 400, type: 'bad_request' },
      { res: await ctx.app.inject({ method: 'GET', url: '/sdk/v1/probe/missing' }), status: 404, type: 'supplier_not_found' },
      { res: await ctx.app.inject({ method: 'POST', url: '/sdk/v1/b2b/nothing' }), status: 404, type: 'route_not_found' },
      { res: await ctx.app.inject({ method: 'GET', url: '/sdk/v1/probe/crash' }), status: 500, type: 'internal_server_error' },
    ];
    for (const { res, status, type } of cases) {
      expect(res.statusCode).toBe(status);
      // strictObject: no body/params/query keys, which would crash the official client.
      const body = IdentityError.parse(res.json());
      expect(body).toMatchObject({ status_code: status, error_type: type, request_id: res.headers['x-request-id'] });
    }
  });

  it('names the missing field in the message', async () => {
    const res = await post('/sdk/v1/probe', '{}');
    expect(res.json().error_message).toBe('name is required');
  });
});
