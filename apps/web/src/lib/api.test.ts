import { envelope } from '@shelfscope/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, describeErrors, getEnvelope } from './api';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: unknown, contentType = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': contentType },
        }),
    ),
  );

describe('describeErrors', () => {
  it('ends each description with one period and joins them with new lines', () => {
    expect(
      describeErrors(
        [
          { type: 'a', description: 'name is required' },
          { type: 'b', description: 'Email taken.' },
        ],
        400,
      ),
    ).toBe('name is required.\nEmail taken.');
  });

  it('falls back to the status when the list is null or empty', () => {
    expect(describeErrors(null, 502)).toBe('Request failed with status 502.');
    expect(describeErrors([], 400)).toBe('Request failed with status 400.');
  });
});

describe('getEnvelope', () => {
  const Schema = envelope(z.object({ n: z.number() }));

  it('returns the validated envelope', async () => {
    respond(200, { errors: [], details: null, hasErrors: false, data: { n: 1 } });
    expect((await getEnvelope('/api/x', Schema)).data).toEqual({ n: 1 });
  });

  it('throws the described errors of a failed call', async () => {
    respond(400, {
      errors: [{ type: 'validation', description: 'name is required' }],
      details: null,
      hasErrors: true,
      data: null,
    });
    await expect(getEnvelope('/api/x', Schema)).rejects.toMatchObject({ status: 400, message: 'name is required.' });
  });

  it('treats a plain-text body as the error text', async () => {
    respond(502, 'Bad gateway', 'text/plain');
    await expect(getEnvelope('/api/x', Schema)).rejects.toEqual(new ApiRequestError('Bad gateway', 502));
  });

  it('refuses a body that does not match the contract', async () => {
    respond(200, { errors: [], details: null, hasErrors: false, data: { n: 'one' } });
    await expect(getEnvelope('/api/x', Schema)).rejects.toThrow();
  });
});
