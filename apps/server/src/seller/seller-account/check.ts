import {
  type EligibilityAnswer,
  type ListingCondition,
  MARKETPLACES,
  type MarketplaceCode,
  NOT_CONNECTED_MESSAGE,
} from '@shelfscope/contracts';
import type { SecretBox } from '../../identity/crypto.js';
import type { RestrictionList } from '../../market/seller-account/rules.js';
import { companyMarketplace } from '../marketplaces/service.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import type { Tenant } from '../tenancy.js';
import { recordUsage } from '../usage/service.js';
import { accountsOf } from './connect.js';
import { type CheckKey, checkDto, eligibilityOf, freshCheck, storeCheck } from './eligibility.js';
import type { SellerAccountRuntime } from './runtime.js';
import type { sellerAccounts } from './schema.js';
import { SpApiFailed, SpApiThrottled } from './sp-api-types.js';

type AccountRow = typeof sellerAccounts.$inferSelect;

/** 429s in a row before a check gives up as `unknown` (each waits for the bucket to refill). */
const THROTTLE_RETRIES = 8;

/**
 * One getListingsRestrictions call within the seller's quota: a token of the shared bucket
 * first; on a 429 the bucket is emptied (Amazon's count is the true one) and the call waits for
 * the next token, up to THROTTLE_RETRIES times.
 */
export async function callRestrictions(
  runtime: SellerAccountRuntime,
  box: SecretBox,
  account: AccountRow,
  key: CheckKey,
): Promise<RestrictionList> {
  const client = await runtime.account(box.open(account.refreshTokenSealed), account.region as 'NA');
  for (let attempt = 0; ; attempt++) {
    await runtime.acquire(account.sellerId);
    try {
      return await client.restrictions(key);
    } catch (error) {
      if (!(error instanceof SpApiThrottled) || attempt >= THROTTLE_RETRIES) throw error;
      runtime.throttled(account.sellerId);
    }
  }
}

/**
 * Why a check was not asked: the plan's monthly lookups (scans and checks, usage/service.ts
 * LOOKUP_KINDS) are used up. A clear answer (`unknown` with this reason), not an error.
 */
export const lookupsUsedUp = (limit: number) =>
  `Your plan's ${limit.toLocaleString('en-US')} lookups this month are used up: eligibility is checked again next month or on a bigger plan.`;

/** The company's account of a marketplace's region, or null. */
export async function accountFor(tenant: Tenant, marketplace: MarketplaceCode): Promise<AccountRow | null> {
  const region = MARKETPLACES[marketplace].region;
  return (await accountsOf(tenant)).find((a) => a.region === region) ?? null;
}

/**
 * A product's eligibility for the seller: the stored answer while it is fresh (the TTL), else
 * Amazon's, stored. Without a connected account: the sentence to show instead, not an error.
 */
export async function productEligibility(options: {
  tenant: Tenant;
  box: SecretBox;
  runtime: SellerAccountRuntime;
  asin: string;
  marketplace: MarketplaceCode | undefined;
  condition: ListingCondition;
  refresh: boolean;
}): Promise<EligibilityAnswer> {
  const { tenant, runtime } = options;
  const marketplace = options.marketplace ?? (await companyMarketplace(tenant));
  const account = await accountFor(tenant, marketplace);
  if (!account) return { connected: false, message: NOT_CONNECTED_MESSAGE, result: null };
  const key: CheckKey = { sellerId: account.sellerId, asin: options.asin, marketplace, condition: options.condition };
  const unknown = (message: string): EligibilityAnswer => ({
    connected: true,
    message: null,
    result: {
      asin: key.asin,
      marketplace,
      condition: key.condition,
      eligibility: 'unknown',
      reasons: [{ message, reasonCode: null, approvalUrl: null }],
      approvalUrl: null,
      eligibilityCheckedAt: null,
    },
  });
  if (!account.marketplaces.includes(marketplace)) {
    return unknown(`Your seller account does not sell on ${MARKETPLACES[marketplace].name}.`);
  }
  const cached = options.refresh ? null : await freshCheck(tenant, key, runtime.config.ttlMs);
  if (cached) return { connected: true, message: null, result: checkDto(cached) };
  const { left, limit } = await skuAllowance(tenant);
  if (left <= 0) return unknown(lookupsUsedUp(limit));
  let answer: RestrictionList;
  try {
    answer = await callRestrictions(runtime, options.box, account, key);
  } catch (error) {
    if (error instanceof SpApiThrottled) return unknown('Amazon is busy (quota reached): try again in a moment.');
    if (error instanceof SpApiFailed) return unknown(`Amazon did not answer: ${error.message}`);
    throw error;
  }
  const row = await storeCheck(tenant, key, eligibilityOf(answer, marketplace));
  await recordUsage(tenant, 'eligibility_checked', 1);
  return { connected: true, message: null, result: checkDto(row) };
}
