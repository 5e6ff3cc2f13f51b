import { isDeepStrictEqual } from 'node:util';
import type { CompanySettingsProfile, CompanySettingsProfileInput, ScoreThresholds } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { modifiedBy } from '../base-columns.js';
import { companies } from '../company/schema.js';
import type { Tenant } from '../tenancy.js';
import { DEFAULT_COLUMNS, DEFAULT_SCORE_THRESHOLDS, DEFAULT_SETTINGS } from './defaults.js';

/**
 * The part of a member's settings a company can set for everyone and lock for VAs: what rates a
 * product (thresholds, target ROI) and what the grid shows (columns). Costs, fulfilment and the
 * display stay each member's own (docs/teams.md, decision 036).
 */
export type SettingsProfile = {
  roiPercentage: number;
  scoreThresholds: ScoreThresholds;
  defaultColumns: string[];
};

export const BUILT_IN_PROFILE: SettingsProfile = {
  roiPercentage: DEFAULT_SETTINGS.roiPercentage,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
  defaultColumns: DEFAULT_COLUMNS,
};

/** The company's profile, whether an owner set it, and whether VAs are held to it. */
export type CompanyProfile = { profile: SettingsProfile; isSet: boolean; isLocked: boolean };

/** Whether `change` (a partial profile, as a request carries it) differs from `profile`. */
export function changesProfile(profile: SettingsProfile, change: Partial<SettingsProfile>): boolean {
  return (Object.keys(change) as (keyof SettingsProfile)[]).some(
    (key) => change[key] !== undefined && !isDeepStrictEqual(change[key], profile[key]),
  );
}

/** The acting member's company profile (the built-in defaults until an owner sets one). */
export async function companyProfileOf(tenant: Tenant): Promise<CompanyProfile> {
  const [row] = await tenant.db
    .select({ profile: companies.settingsProfile, isLocked: companies.settingsProfileLocked })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  // Written only by setCompanyProfile, from the validated input.
  const stored = row?.profile as SettingsProfile | null | undefined;
  return { profile: stored ?? BUILT_IN_PROFILE, isSet: Boolean(stored), isLocked: row?.isLocked ?? false };
}

/** Sets the company's profile and its lock (the route asks for company:write). */
export async function setCompanyProfile(options: {
  tenant: Tenant;
  input: CompanySettingsProfileInput;
}): Promise<CompanyProfile> {
  const { tenant, input } = options;
  const profile: SettingsProfile = {
    roiPercentage: input.roiPercentage,
    scoreThresholds: input.scoreThresholds,
    defaultColumns: input.defaultColumns,
  };
  await tenant.db
    .update(companies)
    .set({ settingsProfile: profile, settingsProfileLocked: input.isLocked, ...modifiedBy(tenant.memberId) })
    .where(eq(companies.id, tenant.companyId));
  return { profile, isSet: true, isLocked: input.isLocked };
}

export function companyProfileDto(company: CompanyProfile): CompanySettingsProfile {
  return { ...company.profile, isSet: company.isSet, isLocked: company.isLocked };
}
