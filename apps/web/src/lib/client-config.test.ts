import { ClientConfig, envelope } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { parseClientConfigEnvelope } from './client-config';

const VALID = {
  errors: [],
  details: null,
  hasErrors: false,
  data: { identity: { publicToken: 'public-token-live-1', baseUrl: 'https://id.example', sessionCookies: 'httponly' } },
};

/** Bodies the server could send, right and wrong; the hand-written check must judge each as the schema does. */
const BODIES: Record<string, unknown> = {
  valid: VALID,
  'errors null, details text': { ...VALID, errors: null, details: 'ok' },
  'an error with a field': { ...VALID, errors: [{ type: 'x', description: 'y', field: 'z' }] },
  'extra fields everywhere': {
    ...VALID,
    extra: 1,
    errors: [{ type: 'x', description: 'y', more: true }],
    data: { other: 2, identity: { ...VALID.data.identity, secret: 'not kept' } },
  },
  'the script cookie mode': { ...VALID, data: { identity: { ...VALID.data.identity, sessionCookies: 'script' } } },
  'an unknown cookie mode': { ...VALID, data: { identity: { ...VALID.data.identity, sessionCookies: 'local' } } },
  'OAuth providers': { ...VALID, data: { identity: { ...VALID.data.identity, oauthProviders: ['google', 'github'] } } },
  'no OAuth provider': { ...VALID, data: { identity: { ...VALID.data.identity, oauthProviders: [] } } },
  'an unknown OAuth provider': { ...VALID, data: { identity: { ...VALID.data.identity, oauthProviders: ['myspace'] } } },
  'OAuth providers not a list': { ...VALID, data: { identity: { ...VALID.data.identity, oauthProviders: 'google' } } },
  'no cookie mode': { ...VALID, data: { identity: { publicToken: 'p', baseUrl: 'b' } } },
  'no baseUrl': { ...VALID, data: { identity: { publicToken: 'p', sessionCookies: 'script' } } },
  'a numeric token': { ...VALID, data: { identity: { publicToken: 1, baseUrl: 'b', sessionCookies: 'script' } } },
  'no identity': { ...VALID, data: {} },
  'identity is a list': { ...VALID, data: { identity: ['p', 'b'] } },
  'data null': { ...VALID, data: null },
  'hasErrors missing': { errors: [], details: null, data: VALID.data },
  'details a number': { ...VALID, details: 1 },
  'errors not a list': { ...VALID, errors: {} },
  'an error without a description': { ...VALID, errors: [{ type: 'x' }] },
  'a numeric field name': { ...VALID, errors: [{ type: 'x', description: 'y', field: 3 }] },
  'not an object': 'client config',
  null: null,
};

describe('parseClientConfigEnvelope', () => {
  const schema = envelope(ClientConfig);

  for (const [name, body] of Object.entries(BODIES)) {
    it(`judges "${name}" as the contract's schema does`, () => {
      const expected = schema.safeParse(body);
      if (expected.success) expect(parseClientConfigEnvelope(body)).toEqual(expected.data);
      else expect(() => parseClientConfigEnvelope(body)).toThrow('not in the expected shape');
    });
  }

  it('keeps only the named fields', () => {
    const parsed = parseClientConfigEnvelope(BODIES['extra fields everywhere']);
    expect(parsed.data.identity).toEqual(VALID.data.identity);
    expect(parsed.errors).toEqual([{ type: 'x', description: 'y' }]);
  });
});
