import type { ConnectedSellerAccount, SellerAccountRegion, SellerAccountStatus } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { SecretBox } from '../../identity/crypto.js';
import { HttpError } from '../../platform/http/errors.js';
import { requireOrganizationAdmin } from '../auth/organization-admin.js';
import type { Caller } from '../auth/session-verifier.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { readInventory } from './inventory.js';
import { exchangeAuthorizationCode, LwaError } from './lwa.js';
import type { SellerAccountRuntime } from './runtime.js';
import { sellerAccounts } from './schema.js';
import { SpApiFailed } from './sp-api-types.js';

/** What the connecting verbs need besides their own input. */
export type AccountContext = { tenant: Tenant; caller: Caller; box: SecretBox; runtime: SellerAccountRuntime };

const WHAT = 'the Amazon seller account';
/** How long a consent page's `state` stays good: Amazon's page is a few clicks. */
const STATE_TTL_MS = 15 * 60_000;

type AccountRow = typeof sellerAccounts.$inferSelect;

export function accountDto(row: AccountRow): ConnectedSellerAccount {
  return {
    region: row.region as SellerAccountRegion,
    sellerId: row.sellerId,
    marketplaces: row.marketplaces as ConnectedSellerAccount['marketplaces'],
    storeName: row.storeName,
    simulated: row.simulated,
    connectedAt: row.connectedAt.toISOString(),
    inventoryReadAt: row.inventoryReadAt?.toISOString() ?? null,
  };
}

export async function accountsOf(tenant: Tenant): Promise<AccountRow[]> {
  return tenant.db
    .select()
    .from(sellerAccounts)
    .where(companyFilter(tenant, sellerAccounts.companyId))
    .orderBy(sellerAccounts.region);
}

export async function sellerAccountStatus(options: {
  tenant: Tenant;
  runtime: SellerAccountRuntime;
}): Promise<SellerAccountStatus> {
  const rows = await accountsOf(options.tenant);
  return { connected: rows.length > 0, mode: options.runtime.config.mode, accounts: rows.map(accountDto) };
}

/** The consent redirect's address: where Amazon (or the simulated page) sends the seller back. */
export const callbackUrl = (publicUrl: string) => new URL('/api/SellerAccount/callback', publicUrl).toString();

/**
 * Step 1 of Amazon's website authorization workflow: the consent page's address, with a `state`
 * that says (sealed, so nobody can forge it, and expiring) which company, member and region the
 * answer is for. Organization admins only.
 */
export async function startAuthorization(
  options: AccountContext & { region: SellerAccountRegion; publicUrl: string },
): Promise<{ url: string }> {
  requireOrganizationAdmin(options.caller, WHAT);
  const { runtime } = options;
  const state = options.box.seal(
    JSON.stringify({ c: options.tenant.companyId, m: options.tenant.memberId, r: options.region, x: Date.now() + STATE_TTL_MS }),
  );
  const base =
    runtime.config.mode === 'simulated'
      ? new URL('/dev/seller-account/authorize', options.publicUrl).toString()
      : runtime.config.consentUrls[options.region];
  const url = new URL(base);
  url.searchParams.set('application_id', runtime.config.appId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', callbackUrl(options.publicUrl));
  // Until the application is published in the Appstore, Amazon asks for the draft ("beta") version.
  url.searchParams.set('version', 'beta');
  return { url: url.toString() };
}

export type AuthorizationState = { companyId: string; memberId: string; region: SellerAccountRegion };

/** The `state` a consent redirect brought back, or a 400 naming it. */
export function openState(box: SecretBox, state: string): AuthorizationState {
  try {
    const parsed = JSON.parse(box.open(state)) as { c: string; m: string; r: SellerAccountRegion; x: number };
    if (parsed.x < Date.now()) throw new Error('expired');
    return { companyId: parsed.c, memberId: parsed.m, region: parsed.r };
  } catch {
    throw HttpError.badRequest('state: the authorization has expired or is not ours; connect again.', [
      { type: 'validation', field: 'state', description: 'state: expired or not issued by ShelfScope' },
    ]);
  }
}

/**
 * Step 2: the code for the refresh token, then the seller's marketplaces, stored (refresh token
 * sealed) for the company and region; a reconnection replaces the earlier one. The FBA
 * inventory is read right after (its failure does not undo the connection).
 */
export async function completeConnection(options: {
  tenant: Tenant;
  box: SecretBox;
  runtime: SellerAccountRuntime;
  region: SellerAccountRegion;
  code: string;
  sellerId: string;
  redirectUri: string;
}): Promise<ConnectedSellerAccount> {
  const { tenant, runtime, region } = options;
  if (!/^A[0-9A-Z]{5,20}$/.test(options.sellerId)) {
    throw HttpError.badRequest('selling_partner_id: not a seller id.', [
      { type: 'validation', field: 'selling_partner_id', description: 'selling_partner_id: not a seller id' },
    ]);
  }
  let refreshToken: string;
  let marketplaces: { marketplace: string; storeName: string }[];
  try {
    refreshToken = await exchangeAuthorizationCode(await runtime.lwa(), options.code, options.redirectUri);
    marketplaces = await (await runtime.account(refreshToken, region)).participations();
  } catch (error) {
    if (error instanceof LwaError && error.status >= 400 && error.status < 500) {
      throw HttpError.badRequest(`spapi_oauth_code: Amazon refused the authorization (${error.code}); connect again.`, [
        { type: 'validation', field: 'spapi_oauth_code', description: `spapi_oauth_code: ${error.code}` },
      ]);
    }
    if (error instanceof LwaError || error instanceof SpApiFailed) {
      throw new HttpError(502, 'amazon_unavailable', `Amazon did not complete the connection: ${error.message}`);
    }
    throw error;
  }
  const values = {
    companyId: tenant.companyId,
    region,
    sellerId: options.sellerId,
    marketplaces: marketplaces.map((m) => m.marketplace),
    storeName: marketplaces[0]?.storeName ?? null,
    refreshTokenSealed: options.box.seal(refreshToken),
    simulated: runtime.config.mode === 'simulated',
    connectedAt: new Date(),
    connectedBy: tenant.memberId,
    inventoryReadAt: null,
  };
  const [row] = await tenant.db
    .insert(sellerAccounts)
    .values(values)
    .onConflictDoUpdate({ target: [sellerAccounts.companyId, sellerAccounts.region], set: values })
    .returning();
  if (!row) throw new Error('seller account not stored');
  const read = await readInventory({ tenant, box: options.box, runtime, account: row }).catch(() => null);
  return accountDto(read ?? row);
}

/** Forgets the region's account (its refresh token with it). Checks already made stay. */
export async function disconnect(options: AccountContext & { region: SellerAccountRegion }): Promise<{ disconnected: boolean }> {
  requireOrganizationAdmin(options.caller, WHAT);
  const rows = await options.tenant.db
    .delete(sellerAccounts)
    .where(and(companyFilter(options.tenant, sellerAccounts.companyId), eq(sellerAccounts.region, options.region)))
    .returning({ id: sellerAccounts.id });
  return { disconnected: rows.length > 0 };
}
