import type {
  Eligibility,
  EligibilityReason,
  ListingCondition,
  MarketplaceCode,
  ProductEligibility,
} from '@shelfscope/contracts';
import { MARKETPLACES } from '@shelfscope/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RestrictionList } from '../../market/seller-account/rules.js';
import { products } from '../products/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { eligibilityChecks } from './schema.js';

/**
 * One definition of a product's eligibility from Amazon's answer (docs/seller-account.md):
 * no restriction is `allowed`; a reason `NOT_ELIGIBLE` or `ASIN_NOT_FOUND` makes it
 * `not_eligible` (no approval opens it); otherwise any reason (`APPROVAL_REQUIRED`, or one
 * without a code) is `approval_required`. `unknown` is only ours: Amazon could not be asked.
 */
export function eligibilityOf(
  answer: RestrictionList,
  marketplace: MarketplaceCode,
): {
  eligibility: Eligibility;
  reasons: EligibilityReason[];
  approvalUrl: string | null;
} {
  const id = MARKETPLACES[marketplace].spApiMarketplaceId;
  const reasons = answer.restrictions
    .filter((r) => r.marketplaceId === id)
    .flatMap((r) => r.reasons ?? [])
    .map((r) => ({
      message: r.message,
      reasonCode: r.reasonCode ?? null,
      approvalUrl: r.links?.find((l) => l.resource)?.resource ?? null,
    }));
  const blocked = reasons.some((r) => r.reasonCode === 'NOT_ELIGIBLE' || r.reasonCode === 'ASIN_NOT_FOUND');
  const eligibility: Eligibility = reasons.length === 0 ? 'allowed' : blocked ? 'not_eligible' : 'approval_required';
  return { eligibility, reasons, approvalUrl: reasons.find((r) => r.approvalUrl)?.approvalUrl ?? null };
}

export type CheckKey = { sellerId: string; asin: string; marketplace: MarketplaceCode; condition: ListingCondition };

type CheckRow = typeof eligibilityChecks.$inferSelect;

export function checkDto(row: CheckRow): ProductEligibility {
  return {
    asin: row.asin,
    marketplace: row.marketplace as MarketplaceCode,
    condition: row.condition as ListingCondition,
    eligibility: row.eligibility as Eligibility,
    reasons: row.reasons as EligibilityReason[],
    approvalUrl: row.approvalUrl,
    eligibilityCheckedAt: row.checkedAt.toISOString(),
  };
}

/** The stored answer when it is younger than `ttlMs`. */
export async function freshCheck(tenant: Tenant, key: CheckKey, ttlMs: number): Promise<CheckRow | null> {
  const [row] = await tenant.db
    .select()
    .from(eligibilityChecks)
    .where(
      and(
        companyFilter(tenant, eligibilityChecks.companyId),
        eq(eligibilityChecks.sellerId, key.sellerId),
        eq(eligibilityChecks.asin, key.asin),
        eq(eligibilityChecks.marketplace, key.marketplace),
        eq(eligibilityChecks.condition, key.condition),
        gt(eligibilityChecks.checkedAt, new Date(Date.now() - ttlMs)),
      ),
    );
  return row ?? null;
}

/**
 * Keeps an answer and copies it onto the company's products of that ASIN and marketplace (the
 * grid's column and the filter's field are the new-condition answer).
 */
export async function storeCheck(
  tenant: Tenant,
  key: CheckKey,
  answer: ReturnType<typeof eligibilityOf>,
  checkedAt = new Date(),
): Promise<CheckRow> {
  const values = {
    companyId: tenant.companyId,
    ...key,
    eligibility: answer.eligibility,
    reasons: answer.reasons,
    approvalUrl: answer.approvalUrl,
    checkedAt,
  };
  const [row] = await tenant.db
    .insert(eligibilityChecks)
    .values(values)
    .onConflictDoUpdate({
      target: [
        eligibilityChecks.companyId,
        eligibilityChecks.sellerId,
        eligibilityChecks.asin,
        eligibilityChecks.marketplace,
        eligibilityChecks.condition,
      ],
      set: { eligibility: values.eligibility, reasons: values.reasons, approvalUrl: values.approvalUrl, checkedAt },
    })
    .returning();
  if (key.condition === 'new_new') await markProducts(tenant, key, answer.eligibility, checkedAt);
  if (!row) throw new Error('eligibility check not stored');
  return row;
}

/** Answers Amazon gave (`unknown` is ours: Amazon could not be asked), between which a change counts. */
const KNOWN = sql.raw(`('allowed', 'approval_required', 'not_eligible')`);

/**
 * Sets the answer on the company's products of that ASIN and marketplace. Where a known answer
 * becomes another known one, the product keeps the one it had (`eligibilityPrevious`) and when
 * it changed, so alert rules hear of the change at the product's next reading
 * (products/reading-eligibility.ts). A first answer, or one from or to `unknown`, is no change.
 */
export async function markProducts(tenant: Tenant, key: CheckKey, eligibility: Eligibility, checkedAt: Date): Promise<void> {
  const changed = sql`(${products.eligibility} in ${KNOWN} and ${eligibility} in ${KNOWN} and ${products.eligibility} <> ${eligibility})`;
  await tenant.db
    .update(products)
    .set({
      eligibility,
      eligibilityCheckedAt: checkedAt,
      eligibilityPrevious: sql`case when ${changed} then ${products.eligibility} else ${products.eligibilityPrevious} end`,
      eligibilityChangedAt: sql`case when ${changed} then ${checkedAt.toISOString()}::timestamptz else ${products.eligibilityChangedAt} end`,
    })
    .where(
      and(
        companyFilter(tenant, products.companyId),
        eq(products.asin, key.asin),
        eq(products.marketplace, key.marketplace),
        sql`not ${products.deleted}`,
      ),
    );
}
