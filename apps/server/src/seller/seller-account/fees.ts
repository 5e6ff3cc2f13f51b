import {
  type FeeComparison,
  type FeeEstimatesAnswer,
  MARKETPLACES,
  type MarketplaceCode,
  NOT_CONNECTED_MESSAGE,
  type ProductAnalysis,
} from '@shelfscope/contracts';
import { cents, feeTableAt } from '@shelfscope/profit';
import { and, inArray, sql } from 'drizzle-orm';
import type { SecretBox } from '../../identity/crypto.js';
import { minorUnitsPer } from '../../market/keepa/units.js';
import { HttpError } from '../../platform/http/errors.js';
import { products } from '../products/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { accountFor } from './check.js';
import type { SellerAccountRuntime } from './runtime.js';
import { type FeeEstimate, type FeeRequest, SpApiFailed, SpApiThrottled } from './sp-api-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProductRow = {
  id: string;
  asin: string;
  marketplace: string;
  selectedBuyBoxValue: number | null;
  fbaFeesTotal: number | null;
  analysis: unknown;
  versionCreated: Date | null;
};

/** Amazon's fee types that are the referral and the fulfilment fee; every other one is "other". */
const REFERRAL = 'ReferralFee';
const FULFILMENT = 'FBAFees';

/**
 * Amazon's fee estimate beside ours for each product, at its selected price: one
 * getMyFeesEstimates call per 20 products of a region (sp-api.ts), answers reused for the
 * eligibility TTL (runtime.ts), the difference highlighted above the configured threshold.
 * Without an account for a product's region: the sentence to connect one, not an error.
 */
export async function feeComparisons(options: {
  tenant: Tenant;
  box: SecretBox;
  runtime: SellerAccountRuntime;
  productIds: string[];
}): Promise<FeeEstimatesAnswer> {
  const { tenant, runtime } = options;
  const ids = [...new Set(options.productIds)];
  const valid = ids.filter((id) => UUID.test(id));
  const rows: ProductRow[] =
    valid.length === 0
      ? []
      : await tenant.db
          .select({
            id: products.id,
            asin: products.asin,
            marketplace: products.marketplace,
            selectedBuyBoxValue: products.selectedBuyBoxValue,
            fbaFeesTotal: products.fbaFeesTotal,
            analysis: products.analysis,
            versionCreated: products.versionCreated,
          })
          .from(products)
          .where(and(companyFilter(tenant, products.companyId), inArray(products.id, valid), sql`not ${products.deleted}`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new HttpError(404, 'not_found', `No product ${missing.join(', ')}.`, [
      { type: 'not_found', description: `No product ${missing.join(', ')}.`, field: 'productIds' },
    ]);
  }
  const ordered = options.productIds.map((id) => byId.get(id) as ProductRow);

  // One account per region; a product whose region has none cannot be asked.
  const regions = new Map<string, Awaited<ReturnType<typeof accountFor>>>();
  for (const row of ordered) {
    const m = row.marketplace as MarketplaceCode;
    const region = MARKETPLACES[m].region;
    if (!regions.has(region)) regions.set(region, await accountFor(tenant, m));
  }
  if ([...regions.values()].every((a) => a === null)) return { connected: false, message: NOT_CONNECTED_MESSAGE, results: [] };

  const answers = new Map<string, FeeEstimate | { ok: false; message: string }>();
  for (const [region, account] of regions) {
    const wanted = ordered.filter((r) => MARKETPLACES[r.marketplace as MarketplaceCode].region === region);
    if (!account) {
      for (const r of wanted) answers.set(r.id, { ok: false, message: NOT_CONNECTED_MESSAGE });
      continue;
    }
    const ask: { row: ProductRow; request: FeeRequest; key: string }[] = [];
    for (const row of wanted) {
      const marketplace = row.marketplace as MarketplaceCode;
      if (row.selectedBuyBoxValue === null || !(row.selectedBuyBoxValue > 0)) continue;
      if (!account.marketplaces.includes(marketplace)) {
        answers.set(row.id, { ok: false, message: `Your seller account does not sell on ${MARKETPLACES[marketplace].name}.` });
        continue;
      }
      const request = {
        asin: row.asin,
        marketplace,
        price: row.selectedBuyBoxValue,
        currency: MARKETPLACES[marketplace].currency,
      };
      const key = `${account.sellerId}|${row.asin}|${marketplace}|${request.price}`;
      const cached = runtime.cachedFee(key);
      if (cached) answers.set(row.id, cached);
      else ask.push({ row, request, key });
    }
    if (ask.length === 0) continue;
    // One request per distinct ASIN, marketplace and price.
    const distinct = [...new Map(ask.map((a) => [a.key, a])).values()];
    try {
      const client = await runtime.account(options.box.open(account.refreshTokenSealed), account.region as 'NA');
      const estimates = await client.feesEstimates(distinct.map((a) => a.request));
      distinct.forEach((a, i) => {
        const estimate = estimates[i] as FeeEstimate;
        if (estimate.ok) runtime.rememberFee(a.key, estimate);
      });
      const byKey = new Map(distinct.map((a, i) => [a.key, estimates[i] as FeeEstimate]));
      for (const a of ask) answers.set(a.row.id, byKey.get(a.key) as FeeEstimate);
    } catch (error) {
      const message =
        error instanceof SpApiThrottled
          ? 'Amazon is busy (quota reached): try again in a moment.'
          : error instanceof SpApiFailed
            ? `Amazon did not answer: ${error.message}`
            : null;
      if (message === null) throw error;
      for (const a of ask) answers.set(a.row.id, { ok: false, message });
    }
  }
  const minor = runtime.config.feeDifferenceMinorUnits;
  return {
    connected: true,
    message: null,
    results: ordered.map((row) => comparisonOf(row, answers.get(row.id) ?? null, minor)),
  };
}

/** One product's comparison: Amazon's fees (or why there are none), ours, the difference. */
export function comparisonOf(row: ProductRow, estimate: FeeEstimate | null, thresholdMinor: number): FeeComparison {
  const marketplace = row.marketplace as MarketplaceCode;
  const currency = MARKETPLACES[marketplace].currency;
  const analysis = (row.analysis ?? {}) as Partial<ProductAnalysis>;
  const table = feeTableAt(row.versionCreated ?? new Date(), marketplace);
  const referral = analysis.referralFee ?? null;
  const fulfilment = analysis.fulfillmentFee ?? null;
  const total = row.fbaFeesTotal;
  const ours = {
    total,
    referralFee: referral,
    fulfillmentFee: fulfilment,
    otherFees: total !== null && referral !== null && fulfilment !== null ? cents(total - referral - fulfilment) : null,
  };
  const amazon =
    estimate?.ok === true
      ? {
          total: estimate.total,
          referralFee: sumOf(estimate, (t) => t === REFERRAL),
          fulfillmentFee: sumOf(estimate, (t) => t === FULFILMENT),
          otherFees: sumOf(estimate, (t) => t !== REFERRAL && t !== FULFILMENT),
          fees: estimate.fees,
          estimatedAt: estimate.estimatedAt,
        }
      : null;
  const threshold = thresholdMinor / minorUnitsPer(currency);
  const difference = amazon && total !== null ? cents(amazon.total - total) : null;
  return {
    productId: row.id,
    asin: row.asin,
    marketplace,
    currency,
    price: row.selectedBuyBoxValue,
    amazon,
    amazonError:
      estimate && !estimate.ok
        ? estimate.message
        : row.selectedBuyBoxValue === null
          ? 'The product has no selling price: nothing to estimate.'
          : null,
    ours,
    difference,
    threshold,
    highlighted: difference !== null && Math.abs(difference) > threshold + 1e-9,
    feeTable: { title: table.source.title, effectiveFrom: table.effectiveFrom, urls: table.source.urls },
  };
}

const sumOf = (estimate: Extract<FeeEstimate, { ok: true }>, pick: (type: string) => boolean) =>
  cents(estimate.fees.filter((f) => pick(f.type)).reduce((sum, f) => sum + f.amount, 0));
