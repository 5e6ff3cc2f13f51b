import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibilityOf } from './eligibility.js';
import { exchangeAuthorizationCode, LwaError } from './lwa.js';
import { SpApiAccount, SpApiFailed, SpApiThrottled } from './sp-api.js';

/**
 * The real adapter against a stand-in for Amazon at the network boundary: LWA's token endpoint
 * and the SP-API, answering recorded JSON shapes (Amazon's documentation's examples).
 */
type Seen = { method: string; path: string; token: string | undefined; body: string };
let server: Server;
let url = '';
const seen: Seen[] = [];
/** What the stand-in answers next for the restrictions path (a queue; empty: the default). */
const next: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
let issued = 0;

const WITH_LINK = {
  restrictions: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      conditionType: 'used_acceptable',
      reasons: [
        {
          reasonCode: 'APPROVAL_REQUIRED',
          message: 'You need approval to list in this category.',
          links: [
            {
              resource:
                'https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=B0000000T4&itemcondition=used',
              verb: 'GET',
              title: 'Request Approval',
              type: 'text/html',
            },
          ],
        },
      ],
    },
  ],
};
const WITHOUT_LINK = {
  restrictions: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      conditionType: 'new_new',
      reasons: [{ reasonCode: 'NOT_ELIGIBLE', message: 'You cannot list the product in this condition.' }],
    },
  ],
};

async function read(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    const path = req.url ?? '';
    const token = req.headers['x-amz-access-token'] as string | undefined;
    seen.push({ method: req.method ?? '', path, token, body });
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(data));
    };
    if (path === '/auth/o2/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'bad') {
        return json(400, { error: 'invalid_grant', error_description: 'The authorization code is invalid' });
      }
      issued += 1;
      return json(200, {
        access_token: `Atza|token-${issued}`,
        refresh_token: 'Atzr|standin',
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    const answer = next.shift() ?? { status: 200, body: { restrictions: [] } };
    json(answer.status, answer.body, { 'x-amzn-RateLimit-Limit': '5.0', ...answer.headers });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () => ({ lwaUrl: url, clientId: 'amzn1.application-oa2-client.test', clientSecret: 'secret' });
const account = () =>
  new SpApiAccount({ client: client(), refreshToken: 'Atzr|standin', region: 'NA', endpoints: { NA: url, EU: url, FE: url } });
const key = { asin: 'B0000000T4', sellerId: 'A2SELLER0001XX', marketplace: 'US' as const, condition: 'used_acceptable' as const };

describe('the SP-API adapter at the network boundary', () => {
  it('exchanges the consent code for a refresh token (form-encoded, with the client credentials)', async () => {
    expect(await exchangeAuthorizationCode(client(), 'ANcode', 'https://app.example/cb')).toBe('Atzr|standin');
    const form = new URLSearchParams(seen.at(-1)?.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'ANcode',
      redirect_uri: 'https://app.example/cb',
      client_id: 'amzn1.application-oa2-client.test',
      client_secret: 'secret',
    });
    await expect(exchangeAuthorizationCode(client(), 'bad', 'https://app.example/cb')).rejects.toBeInstanceOf(LwaError);
  });

  it('asks getListingsRestrictions with the seller, marketplace and condition, and reads the approval link', async () => {
    next.push({ status: 200, body: WITH_LINK });
    const answer = await account().restrictions(key);
    const call = seen.at(-1) as Seen;
    const asked = new URL(call.path, url);
    expect(asked.pathname).toBe('/listings/2021-08-01/restrictions');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      asin: 'B0000000T4',
      sellerId: 'A2SELLER0001XX',
      marketplaceIds: 'ATVPDKIKX0DER',
      conditionType: 'used_acceptable',
    });
    expect(call.token).toMatch(/^Atza\|token-/);
    expect(eligibilityOf(answer, 'US')).toEqual({
      eligibility: 'approval_required',
      reasons: [
        {
          message: 'You need approval to list in this category.',
          reasonCode: 'APPROVAL_REQUIRED',
          approvalUrl:
            'https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=B0000000T4&itemcondition=used',
        },
      ],
      approvalUrl: 'https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=B0000000T4&itemcondition=used',
    });
  });

  it('reads a restriction without a link as not eligible, and none as allowed', async () => {
    next.push({ status: 200, body: WITHOUT_LINK });
    const a = account();
    expect(eligibilityOf(await a.restrictions({ ...key, condition: 'new_new' }), 'US')).toMatchObject({
      eligibility: 'not_eligible',
      approvalUrl: null,
    });
    expect(eligibilityOf(await a.restrictions({ ...key, condition: 'new_new' }), 'US').eligibility).toBe('allowed');
  });

  it("turns a 429 into SpApiThrottled with Amazon's rate header, without retrying by itself", async () => {
    const a = account();
    await a.restrictions(key);
    const before = seen.length;
    next.push({
      status: 429,
      body: { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] },
      headers: { 'x-amzn-RateLimit-Limit': '0.5' },
    });
    const error = await a.restrictions(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpApiThrottled);
    expect((error as SpApiThrottled).rateLimit).toBe(0.5);
    expect(seen.length).toBe(before + 1);
  });

  it('refreshes the access token once on a 403 for an expired token, then asks again', async () => {
    const a = account();
    await a.restrictions(key);
    const refreshes = a.tokens.refreshes;
    next.push({
      status: 403,
      body: {
        errors: [
          {
            code: 'Unauthorized',
            message: 'Access to requested resource is denied.',
            details: 'The access token you provided has expired.',
          },
        ],
      },
    });
    next.push({ status: 200, body: WITH_LINK });
    const answer = await a.restrictions(key);
    expect(answer.restrictions).toHaveLength(1);
    expect(a.tokens.refreshes).toBe(refreshes + 1);
    const [denied, retried] = seen.slice(-3).filter((s) => s.path.startsWith('/listings'));
    expect(denied?.token).not.toBe(retried?.token);

    // A 403 that persists is Amazon's refusal, with its words.
    const forbidden = {
      status: 403,
      body: { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }] },
    };
    next.push(forbidden, forbidden);
    const error = await a.restrictions(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpApiFailed);
    expect((error as SpApiFailed).status).toBe(403);
    expect((error as SpApiFailed).message).toBe('Access to requested resource is denied.');
  });
});
