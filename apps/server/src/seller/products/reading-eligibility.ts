import type { ProductRow } from './service.js';

/**
 * The product's eligibility as a reading (a version) records it, for alert rules: the seller
 * account's answer now, the answer before its last change, and whether that change is news to
 * this reading (it came after the product's previous reading). Eligibility changes between
 * readings (seller-account/eligibility.ts), so a rule hears of a change at the next reading.
 */
export type ReadingEligibility = {
  eligibility: string | null;
  eligibilityPrevious: string | null;
  eligibilityChanged: boolean;
};

/** What a reading needs of the product row (a product an upload creates has none of it yet). */
export type EligibilityOfRow = Partial<
  Pick<ProductRow, 'eligibility' | 'eligibilityPrevious' | 'eligibilityChangedAt' | 'versionCreated'>
>;

export function readingEligibility(row: EligibilityOfRow): ReadingEligibility {
  const changedAt = row.eligibilityChangedAt ?? null;
  return {
    eligibility: row.eligibility ?? null,
    eligibilityPrevious: row.eligibilityPrevious ?? null,
    eligibilityChanged: changedAt !== null && (!row.versionCreated || changedAt > row.versionCreated),
  };
}
