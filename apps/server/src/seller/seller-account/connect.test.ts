import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/simulated/examples.js';
import { sellerAccounts } from './schema.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The simulated consent page's form, sent as the browser sends it. */
const answerConsent = (consent: URL, decision: 'confirm' | 'cancel') =>
  ctx.app.inject({
    method: 'POST',
    url: '/dev/seller-account/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      decision,
    }).toString(),
  });

/** The browser leg: our consent address, the simulated page's form, its redirect to our callback. */
async function connectThroughConsentPage(jwt: string, region: 'NA' | 'EU' | 'FE') {
  const start = await api(ctx, 'POST', '/api/SellerAccount/authorize', jwt, { region });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const consent = new URL(start.body.data.url);
  expect(consent.pathname).toBe('/dev/seller-account/authorize');
  expect(consent.searchParams.get('version')).toBe('beta');
  const page = await ctx.app.inject({ method: 'GET', url: `${consent.pathname}${consent.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Authorize ShelfScope');
  const confirm = await answerConsent(consent, 'confirm');
  expect(confirm.statusCode).toBe(303);
  const callback = new URL(String(confirm.headers.location));
  expect(callback.pathname).toBe('/api/SellerAccount/callback');
  expect(callback.searchParams.get('selling_partner_id')).toMatch(/^A[0-9A-Z]{13}$/);
  const back = await ctx.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(back.statusCode).toBe(303);
  return String(back.headers.location);
}

describe('connecting the seller account', () => {
  it('connects through the consent page, reads the marketplaces, seals the refresh token', async () => {
    const owner = await sellerSession(ctx, 'Consenting Traders');
    const before = await api(ctx, 'GET', '/api/SellerAccount', owner.jwt);
    expect(before.body.data).toEqual({ connected: false, mode: 'simulated', accounts: [] });

    expect(await connectThroughConsentPage(owner.jwt, 'EU')).toBe('/settings/seller-account?connected=EU');
    const after = await api(ctx, 'GET', '/api/SellerAccount', owner.jwt);
    expect(after.body.data.connected).toBe(true);
    expect(after.body.data.accounts).toHaveLength(1);
    expect(after.body.data.accounts[0]).toMatchObject({
      region: 'EU',
      marketplaces: ['UK', 'DE', 'FR', 'IT', 'ES'],
      simulated: true,
    });
    expect(after.body.data.accounts[0].inventoryReadAt).not.toBeNull();

    const [row] = await ctx.services.database.db
      .select()
      .from(sellerAccounts)
      .where(eq(sellerAccounts.sellerId, after.body.data.accounts[0].sellerId));
    expect(row?.refreshTokenSealed).toBeDefined();
    expect(row?.refreshTokenSealed).not.toContain('Atzr');
    expect(ctx.services.identity.box.open(row?.refreshTokenSealed as string)).toMatch(/^Atzr\|/);
  });

  it('a declined consent and a forged state connect nothing', async () => {
    const owner = await sellerSession(ctx, 'Declining Traders');
    const start = await api(ctx, 'POST', '/api/SellerAccount/authorize', owner.jwt, { region: 'NA' });
    const consent = new URL(start.body.data.url);
    const declined = await answerConsent(consent, 'cancel');
    const back = await ctx.app.inject({ method: 'GET', url: String(declined.headers.location).replace(/^https?:\/\/[^/]+/, '') });
    expect(back.headers.location).toBe('/settings/seller-account?error=access_denied');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/SellerAccount/callback?state=abc.def.ghi&spapi_oauth_code=x&selling_partner_id=A1234567890ABC',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe('state');
    expect((await api(ctx, 'GET', '/api/SellerAccount', owner.jwt)).body.data.connected).toBe(false);
  });

  it('only organization admins connect and disconnect; members read the status', async () => {
    const owner = await sellerSession(ctx, 'Guarded Traders');
    const member = await seedMember(ctx, owner.organization.organizationId);
    const session = await logIn(ctx, member.emailAddress, owner.organization.organizationId);
    expect((await api(ctx, 'POST', '/api/SellerAccount/authorize', session.sessionJwt, { region: 'NA' })).status).toBe(403);
    expect((await api(ctx, 'POST', '/dev/seller-account/connect', session.sessionJwt, { region: 'NA' })).status).toBe(403);
    expect((await api(ctx, 'POST', '/dev/seller-account/connect', owner.jwt, { region: 'NA' })).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/SellerAccount', session.sessionJwt)).body.data.connected).toBe(true);
    expect((await api(ctx, 'DELETE', '/api/SellerAccount/NA', session.sessionJwt)).status).toBe(403);
    const gone = await api(ctx, 'DELETE', '/api/SellerAccount/NA', owner.jwt);
    expect(gone.body.data).toEqual({ disconnected: true });
    expect((await api(ctx, 'GET', '/api/SellerAccount', owner.jwt)).body.data.connected).toBe(false);
    // And connects again.
    expect((await api(ctx, 'POST', '/dev/seller-account/connect', owner.jwt, { region: 'NA' })).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/SellerAccount', owner.jwt)).body.data.accounts[0].marketplaces).toEqual([
      'US',
      'CA',
      'MX',
    ]);
  });

  it('a bad region is a 400 naming it', async () => {
    const owner = await sellerSession(ctx, 'Misdirected Traders');
    const res = await api(ctx, 'POST', '/api/SellerAccount/authorize', owner.jwt, { region: 'SA' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('region');
  });
});

describe('eligibility of one product', () => {
  it('says to connect, without an error, when no account is connected', async () => {
    const owner = await sellerSession(ctx, 'Unconnected Traders');
    const res = await api(ctx, 'GET', `/api/SellerAccount/Eligibility?asin=${SIMULATED_EXAMPLES.standard}`, owner.jwt);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      connected: false,
      message: 'Connect your Amazon seller account to check eligibility',
      result: null,
    });
  });

  it("answers from the simulated account's rules, then from the cache", async () => {
    const owner = await sellerSession(ctx, 'Checking Traders');
    await api(ctx, 'POST', '/dev/seller-account/connect', owner.jwt, { region: 'NA' });
    const calls = () => ctx.services.sellerAccounts.simulated?.restrictionCalls.length ?? 0;
    const first = calls();
    const hazmat = await api(ctx, 'GET', `/api/SellerAccount/Eligibility?asin=${SIMULATED_EXAMPLES.hazmat}`, owner.jwt);
    expect(hazmat.body.data.result).toMatchObject({ eligibility: 'approval_required', condition: 'new_new', marketplace: 'US' });
    expect(hazmat.body.data.result.reasons[0].message).toMatch(/dangerous goods \(hazmat\)/);
    expect(hazmat.body.data.result.approvalUrl).toMatch(
      /^https:\/\/sellercentral\.amazon\.com\/hz\/approvalrequest\/restrictions\/approve\?asin=B005O99WUC&itemcondition=new$/,
    );
    expect(calls()).toBe(first + 1);
    const again = await api(ctx, 'GET', `/api/SellerAccount/Eligibility?asin=${SIMULATED_EXAMPLES.hazmat}`, owner.jwt);
    expect(again.body.data.result.eligibilityCheckedAt).toBe(hazmat.body.data.result.eligibilityCheckedAt);
    expect(calls()).toBe(first + 1);
    const refreshed = await api(
      ctx,
      'GET',
      `/api/SellerAccount/Eligibility?asin=${SIMULATED_EXAMPLES.hazmat}&refresh=true`,
      owner.jwt,
    );
    expect(refreshed.body.data.result.eligibility).toBe('approval_required');
    expect(calls()).toBe(first + 2);

    const unknown = await api(ctx, 'GET', `/api/SellerAccount/Eligibility?asin=${SIMULATED_EXAMPLES.unknownAsin}`, owner.jwt);
    expect(unknown.body.data.result.eligibility).toBe('not_eligible');
    expect(unknown.body.data.result.reasons[0].reasonCode).toBe('ASIN_NOT_FOUND');

    const bad = await api(ctx, 'GET', '/api/SellerAccount/Eligibility?asin=nope', owner.jwt);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('asin');
  });
});
