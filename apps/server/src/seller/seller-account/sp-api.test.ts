import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibilityOf } from './eligibility.js';
import { exchangeAuthorizationCode, LwaError } from './lwa.js';
import { SpApiAccount } from './sp-api.js';
import { type FeeRequest, SpApiFailed, SpApiThrottled } from './sp-api-types.js';

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

/**
 * getMyFeesEstimates' answer as Amazon's documentation records it: one result per request, the
 * caller's `Identifier` echoed as `SellerInputIdentifier`; a price of 13.13 gets the recorded
 * ClientError. Answered in reverse order, so the adapter must pair results by identifier.
 */
type FeesRequestBody = {
  IdType: string;
  IdValue: string;
  FeesEstimateRequest: {
    MarketplaceId: string;
    IsAmazonFulfilled: boolean;
    Identifier: string;
    PriceToEstimateFees: { ListingPrice: { CurrencyCode: string; Amount: number } };
  };
}[];
function feesAnswer(requests: FeesRequestBody) {
  return requests
    .map((r) => {
      const price = r.FeesEstimateRequest.PriceToEstimateFees.ListingPrice.Amount;
      const FeesEstimateIdentifier = {
        MarketplaceId: r.FeesEstimateRequest.MarketplaceId,
        SellerId: 'A2SELLER0001XX',
        IdType: 'ASIN',
        IdValue: r.IdValue,
        IsAmazonFulfilled: true,
        PriceToEstimateFees: {
          ListingPrice: { CurrencyCode: 'USD', Amount: price },
          Shipping: { CurrencyCode: 'USD', Amount: 0 },
        },
        SellerInputIdentifier: r.FeesEstimateRequest.Identifier,
      };
      if (price === 13.13) {
        return {
          Status: 'ClientError',
          FeesEstimateIdentifier,
          Error: {
            Type: 'Sender',
            Code: 'InvalidParameterValue',
            Message: 'There is an client-side error. Please verify your inputs.',
            Detail: [],
          },
        };
      }
      const referral = Math.round(price * 15) / 100;
      const usd = (Amount: number) => ({ CurrencyCode: 'USD', Amount });
      return {
        Status: 'Success',
        FeesEstimateIdentifier,
        FeesEstimate: {
          TimeOfFeesEstimation: '2026-11-29T09:31:12.000Z',
          TotalFeesEstimate: usd(Math.round((referral + 3.22) * 100) / 100),
          FeeDetailList: [
            { FeeType: 'ReferralFee', FeeAmount: usd(referral), FeePromotion: usd(0), FinalFee: usd(referral) },
            { FeeType: 'VariableClosingFee', FeeAmount: usd(0), FeePromotion: usd(0), FinalFee: usd(0) },
            { FeeType: 'PerItemFee', FeeAmount: usd(0), FeePromotion: usd(0), FinalFee: usd(0) },
            {
              FeeType: 'FBAFees',
              FeeAmount: usd(3.22),
              FeePromotion: usd(0),
              FinalFee: usd(3.22),
              IncludedFeeDetailList: [
                { FeeType: 'FBAPerUnitFulfillmentFee', FeeAmount: usd(3.22), FeePromotion: usd(0), FinalFee: usd(3.22) },
              ],
            },
          ],
        },
      };
    })
    .reverse();
}

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
    if (path === '/products/fees/v0/feesEstimate' && next.length === 0) return json(200, feesAnswer(JSON.parse(body)));
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

  it('asks getMyFeesEstimates 20 to a call and pairs each answer with its request', async () => {
    const a = account();
    const before = seen.length;
    const requests: FeeRequest[] = Array.from({ length: 25 }, (_, i) => ({
      asin: `B00000${String(i).padStart(4, '0')}`,
      marketplace: 'US',
      price: i === 7 ? 13.13 : 10 + i,
      currency: 'USD',
    }));
    const estimates = await a.feesEstimates(requests);
    const calls = seen.slice(before).filter((s) => s.path === '/products/fees/v0/feesEstimate');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    const bodies = calls.map((c) => JSON.parse(c.body) as FeesRequestBody);
    expect(bodies.map((b) => b.length)).toEqual([20, 5]);
    expect(bodies[0]?.[1]).toEqual({
      IdType: 'ASIN',
      IdValue: 'B000000001',
      FeesEstimateRequest: {
        MarketplaceId: 'ATVPDKIKX0DER',
        IsAmazonFulfilled: true,
        PriceToEstimateFees: { ListingPrice: { CurrencyCode: 'USD', Amount: 11 } },
        Identifier: '1',
      },
    });
    expect(calls[0]?.token).toMatch(/^Atza\|token-/);
    expect(estimates).toHaveLength(25);
    expect(estimates[1]).toEqual({
      ok: true,
      total: 4.87,
      currency: 'USD',
      fees: [
        { type: 'ReferralFee', amount: 1.65 },
        { type: 'VariableClosingFee', amount: 0 },
        { type: 'PerItemFee', amount: 0 },
        { type: 'FBAFees', amount: 3.22 },
      ],
      estimatedAt: '2026-11-29T09:31:12.000Z',
    });
    expect(estimates[24]).toMatchObject({ ok: true, total: Math.round((5.1 + 3.22) * 100) / 100 });
    expect(estimates[7]).toEqual({ ok: false, message: 'There is an client-side error. Please verify your inputs.' });
  });

  it("waits out a 429 on getMyFeesEstimates as Amazon's rate header says, then asks again", async () => {
    const a = account();
    await a.restrictions(key);
    next.push({
      status: 429,
      body: { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] },
      headers: { 'x-amzn-RateLimit-Limit': '10.0' },
    });
    const before = seen.length;
    const [estimate] = await a.feesEstimates([{ asin: 'B0000000T4', marketplace: 'US', price: 20, currency: 'USD' }]);
    expect(seen.slice(before).filter((s) => s.path === '/products/fees/v0/feesEstimate')).toHaveLength(2);
    expect(estimate).toMatchObject({ ok: true, total: 6.22 });
  });
});
