import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketplaceRegion } from '@shelfscope/contracts';
import { marketplaceOfId, marketplacesOfRegion, participations, SIMULATED_CLIENT } from './accounts.js';
import { type FeesEstimateByIdRequest, feesEstimateResult } from './fees.js';
import { inventorySummaries } from './inventory.js';
import { TokenBucket } from './quota.js';
import { CONDITION_TYPES, type ConditionType, restrictionsAnswer } from './rules.js';

/**
 * The simulated seller account as Amazon serves it: Login with Amazon's token endpoint and the
 * Selling Partner API operations ShelfScope calls, on a port of 127.0.0.1, so the real adapter
 * (the `@sp-api-sdk` clients) talks to it exactly as to Amazon. Quotas are Amazon's usage plans:
 * a token bucket per seller and operation; a request without a token is a 429 with
 * `x-amzn-RateLimit-Limit`, as Amazon answers. Access tokens last `tokenSeconds` and live in
 * memory: after a restart every old one is refused with Amazon's expired-token 403, and the
 * adapter refreshes it.
 */
export type SimulatedSpApiOptions = {
  /** Catalog size of the simulated marketplace (the products that exist). */
  size: number;
  /** getListingsRestrictions' usage plan (Amazon: 5 a second, burst 10). */
  restrictionsRate?: number;
  restrictionsBurst?: number;
  tokenSeconds?: number;
  now?: () => Date;
};

type Grant = { sellerId: string; region: MarketplaceRegion };

/** Usage plans (requests a second, burst) of the other operations, as Amazon documents them. */
const PLANS = {
  participations: { rate: 0.016, burst: 15 },
  inventory: { rate: 2, burst: 2 },
  fees: { rate: 0.5, burst: 1 },
} as const;

/** getMyFeesEstimates takes at most this many requests in one call, as Amazon's. */
export const FEES_BATCH = 20;

export class SimulatedSpApi {
  private server: Server | null = null;
  private readonly codes = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, Grant & { expires: number }>();
  private readonly buckets = new Map<string, TokenBucket>();
  /** Served getListingsRestrictions calls per seller, with their times: tests measure the quota on them. */
  readonly restrictionCalls: { sellerId: string; asin: string; at: number }[] = [];
  /** Every getListingsRestrictions request that reached the quota check, served or throttled (times in ms). */
  readonly restrictionRequests: { sellerId: string; at: number; throttled: boolean }[] = [];
  /** Served getMyFeesEstimates calls (a batch each): tests see the batching. */
  readonly feeCalls: { sellerId: string; items: number; at: number }[] = [];
  throttled = 0;
  url = '';

  constructor(private readonly options: SimulatedSpApiOptions) {}

  async start(): Promise<string> {
    if (this.server) return this.url;
    const server = createServer((req, res) => {
      this.handle(req, res).catch(() => send(res, 500, { errors: [{ code: 'InternalFailure', message: 'Internal failure' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The authorization page's code for a seller who consented (one use, as LWA's). */
  issueCode(grant: Grant): string {
    const code = `ANsim${randomBytes(12).toString('hex')}`;
    this.codes.set(code, grant);
    return code;
  }

  /** Changes getListingsRestrictions' usage plan (Amazon changes a seller's plan as it sees fit). */
  usagePlan(rate: number, burst: number): void {
    this.options.restrictionsRate = rate;
    this.options.restrictionsBurst = burst;
    for (const key of [...this.buckets.keys()]) if (key.endsWith(':restrictions')) this.buckets.delete(key);
  }

  /** Forgets every access token (as if they expired): the next call gets Amazon's 403. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private bucket(key: string, rate: number, burst: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(rate, burst, Date.now());
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/auth/o2/token') return this.token(await form(req), res);
    const grant = this.authorized(req);
    if (!grant) {
      return send(res, 403, {
        errors: [
          {
            code: 'Unauthorized',
            message: 'Access to requested resource is denied.',
            details: 'The access token you provided has expired.',
          },
        ],
      });
    }
    if (req.method === 'GET' && url.pathname === '/listings/2021-08-01/restrictions') return this.restrictions(grant, url, res);
    if (req.method === 'GET' && url.pathname === '/sellers/v1/marketplaceParticipations') {
      if (!this.admit(res, `${grant.sellerId}:participations`, PLANS.participations)) return;
      return send(res, 200, { payload: participations(grant.region) }, PLANS.participations.rate);
    }
    if (req.method === 'GET' && url.pathname === '/fba/inventory/v1/summaries') return this.inventory(grant, url, res);
    if (req.method === 'POST' && url.pathname === '/products/fees/v0/feesEstimate') return this.fees(grant, await json(req), res);
    send(res, 404, { errors: [{ code: 'NotFound', message: 'Resource not found.' }] });
  }

  private token(body: URLSearchParams, res: ServerResponse) {
    if (body.get('client_id') !== SIMULATED_CLIENT.clientId || body.get('client_secret') !== SIMULATED_CLIENT.clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    let grant: Grant | undefined;
    if (body.get('grant_type') === 'authorization_code') {
      const code = body.get('code') ?? '';
      grant = this.codes.get(code);
      this.codes.delete(code);
    } else if (body.get('grant_type') === 'refresh_token') {
      const match = /^Atzr\|sim\.(A[0-9A-Z]{13})\.(NA|EU|FE)$/.exec(body.get('refresh_token') ?? '');
      if (match) grant = { sellerId: match[1] as string, region: match[2] as MarketplaceRegion };
    }
    if (!grant)
      return send(res, 400, { error: 'invalid_grant', error_description: 'The request has an invalid grant parameter' });
    const seconds = this.options.tokenSeconds ?? 3600;
    const accessToken = `Atza|sim.${randomUUID()}`;
    this.accessTokens.set(accessToken, { ...grant, expires: Date.now() + seconds * 1000 });
    send(res, 200, {
      access_token: accessToken,
      refresh_token: `Atzr|sim.${grant.sellerId}.${grant.region}`,
      token_type: 'bearer',
      expires_in: seconds,
    });
  }

  private authorized(req: IncomingMessage): Grant | null {
    const token = req.headers['x-amz-access-token'];
    const grant = typeof token === 'string' ? this.accessTokens.get(token) : undefined;
    if (!grant || grant.expires <= Date.now()) return null;
    return grant;
  }

  /** Takes a token of the seller's bucket for the operation, or answers the 429. */
  private admit(res: ServerResponse, key: string, plan: { rate: number; burst: number }): boolean {
    if (this.bucket(key, plan.rate, plan.burst).take(Date.now())) return true;
    this.throttled += 1;
    send(
      res,
      429,
      { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] },
      plan.rate,
    );
    return false;
  }

  private restrictions(grant: Grant, url: URL, res: ServerResponse) {
    const rate = this.options.restrictionsRate ?? 5;
    const asin = url.searchParams.get('asin') ?? '';
    const sellerId = url.searchParams.get('sellerId') ?? '';
    const marketplace = marketplaceOfId(url.searchParams.get('marketplaceIds') ?? '');
    const condition = (url.searchParams.get('conditionType') ?? 'new_new') as ConditionType;
    const invalid = (message: string) => send(res, 400, { errors: [{ code: 'InvalidInput', message }] }, rate);
    if (!/^[0-9A-Z]{10}$/.test(asin)) return invalid('Invalid asin');
    if (sellerId !== grant.sellerId) return invalid('Invalid sellerId');
    if (!marketplace || !marketplacesOfRegion(grant.region).includes(marketplace)) return invalid('Invalid marketplaceIds');
    if (!CONDITION_TYPES.includes(condition)) return invalid('Invalid conditionType');
    const admitted = this.admit(res, `${sellerId}:restrictions`, { rate, burst: this.options.restrictionsBurst ?? 10 });
    this.restrictionRequests.push({ sellerId, at: Date.now(), throttled: !admitted });
    if (!admitted) return;
    this.restrictionCalls.push({ sellerId, asin, at: Date.now() });
    send(res, 200, restrictionsAnswer(asin, marketplace, condition, this.now(), this.options.size), rate);
  }

  /** getMyFeesEstimates: a batch of up to FEES_BATCH requests, one result each (rules in fees.ts). */
  private fees(grant: Grant, body: unknown, res: ServerResponse) {
    const rate = PLANS.fees.rate;
    const invalid = (message: string) => send(res, 400, { errors: [{ code: 'InvalidInput', message }] }, rate);
    if (!Array.isArray(body) || body.length === 0) return invalid('The request body must be a list of fees estimate requests.');
    if (body.length > FEES_BATCH) return invalid(`At most ${FEES_BATCH} fees estimate requests per call.`);
    if (!this.admit(res, `${grant.sellerId}:fees`, PLANS.fees)) return;
    const requests = body as FeesEstimateByIdRequest[];
    this.feeCalls.push({ sellerId: grant.sellerId, items: requests.length, at: Date.now() });
    const results = requests.map((request) => {
      const marketplace = marketplaceOfId(request.FeesEstimateRequest?.MarketplaceId ?? '');
      const sells = marketplace && marketplacesOfRegion(grant.region).includes(marketplace) ? marketplace : null;
      return feesEstimateResult(request, sells, grant.sellerId, this.now(), this.options.size);
    });
    send(res, 200, results, rate);
  }

  private inventory(grant: Grant, url: URL, res: ServerResponse) {
    const marketplace = marketplaceOfId(url.searchParams.get('marketplaceIds') ?? '');
    if (!marketplace || !marketplacesOfRegion(grant.region).includes(marketplace)) {
      return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'Invalid marketplaceIds' }] }, PLANS.inventory.rate);
    }
    if (!this.admit(res, `${grant.sellerId}:inventory`, PLANS.inventory)) return;
    // One page of up to 50, as Amazon pages them; `nextToken` is the offset.
    const all = inventorySummaries(grant.sellerId, marketplace, this.options.size);
    const from = Number(url.searchParams.get('nextToken') ?? 0) || 0;
    const page = all.slice(from, from + 50);
    const next = from + 50 < all.length ? String(from + 50) : undefined;
    send(
      res,
      200,
      {
        pagination: next ? { nextToken: next } : {},
        payload: {
          granularity: { granularityType: 'Marketplace', granularityId: url.searchParams.get('marketplaceIds') },
          inventorySummaries: page,
        },
      },
      PLANS.inventory.rate,
    );
  }
}

function send(res: ServerResponse, status: number, body: unknown, rateLimit?: number): void {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-amzn-RequestId': randomUUID() };
  if (rateLimit !== undefined) headers['x-amzn-RateLimit-Limit'] = rateLimit.toFixed(3).replace(/0+$/, '0');
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

async function json(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

async function form(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      return new URLSearchParams(JSON.parse(text) as Record<string, string>);
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}
