import type { DefaultColumnsInput, ScoreThresholds, UserSettings, UserSettingsInput } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import { missingPermission } from '../auth/roles.js';
import { baseFieldsDto, modifiedBy } from '../base-columns.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter } from '../tenancy.js';
import { DEFAULT_SETTINGS } from './defaults.js';
import { changesProfile, companyProfileOf, type SettingsProfile } from './profile.js';
import { userSettings } from './schema.js';

type SettingsRow = typeof userSettings.$inferSelect;

/** The member's settings as they apply: their row, with the company's profile where it holds. */
export type SettingsView = SettingsRow & { profileSource: 'own' | 'company'; isProfileLocked: boolean };

const ofMember = (tenant: Tenant) => and(companyFilter(tenant, userSettings.companyId), eq(userSettings.userId, tenant.memberId));

/**
 * The acting member's settings, created on first use. The thresholds, target ROI and columns are
 * the company's profile for a member who never set their own, and for a VA (no settings:override)
 * while the company locks it; background work (no roles at hand) reads the member's own.
 */
export async function getSettings(tenant: Tenant): Promise<SettingsView> {
  const row = await settingsRow(tenant);
  const company = await companyProfileOf(tenant);
  const isProfileLocked = company.isLocked && tenant.may !== undefined && !tenant.may('settings', 'override');
  if (row.ownProfile && !isProfileLocked) return { ...row, profileSource: 'own', isProfileLocked };
  return { ...row, ...company.profile, profileSource: 'company', isProfileLocked };
}

async function settingsRow(tenant: Tenant): Promise<SettingsRow> {
  const [existing] = await tenant.db.select().from(userSettings).where(ofMember(tenant));
  if (existing) return existing;
  const { profile } = await companyProfileOf(tenant);
  await tenant.db
    .insert(userSettings)
    .values({ companyId: tenant.companyId, userId: tenant.memberId, createdBy: tenant.memberId, ...DEFAULT_SETTINGS, ...profile })
    // Two first reads at once: whichever insert landed holds the defaults.
    .onConflictDoNothing({ target: [userSettings.companyId, userSettings.userId] });
  const [created] = await tenant.db.select().from(userSettings).where(ofMember(tenant));
  if (!created) throw new Error('user settings could not be created');
  return created;
}

/**
 * The profile fields to store for a change of them: none when nothing changes (a member who
 * follows the company keeps following it); the whole profile, marked their own, when it does.
 * A VA held to a locked profile gets the 403 naming settings:override.
 */
function profileWrite(current: SettingsView, change: Partial<SettingsProfile>): Partial<SettingsRow> {
  const profile: SettingsProfile = {
    roiPercentage: current.roiPercentage,
    scoreThresholds: current.scoreThresholds as ScoreThresholds,
    defaultColumns: current.defaultColumns as string[],
  };
  if (!changesProfile(profile, change)) return {};
  if (current.isProfileLocked) throw missingPermission('settings', 'override');
  const changed = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...profile, ...changed, ownProfile: true };
}

/** Replaces the member's preferences with `input` (validated by the route's schema). */
export async function updateSettings(tenant: Tenant, input: UserSettingsInput): Promise<SettingsView> {
  const current = await getSettings(tenant);
  const profile = profileWrite(current, {
    roiPercentage: input.roiPercentage,
    scoreThresholds: input.scoreThresholds,
    defaultColumns: input.defaultColumns,
  });
  await save(tenant, {
    theme: input.theme,
    measurementSystem: input.measurementSystem,
    inboundFees: input.inboundFees,
    competitionMargin: input.competitionMargin,
    defaultPreparationCost: input.defaultPreparationCost,
    applyDefaultPreparationCostWhenZero: input.applyDefaultPreparationCostWhenZero,
    ...profile,
    ...(input.defaultFulfilment ? { defaultFulfilment: input.defaultFulfilment } : {}),
    ...(input.fbmShippingPerUnit !== undefined ? { fbmShippingPerUnit: input.fbmShippingPerUnit } : {}),
    // Sorted by weight so "the first row that holds the unit" is the cheapest band that fits.
    ...(input.fbmShippingTable
      ? { fbmShippingTable: [...input.fbmShippingTable].sort((a, b) => a.upToGrams - b.upToGrams) }
      : {}),
  });
  return getSettings(tenant);
}

/** Sets the product grid's default columns, in the given order. */
export async function updateDefaultColumns(tenant: Tenant, input: DefaultColumnsInput): Promise<SettingsView> {
  const profile = profileWrite(await getSettings(tenant), { defaultColumns: input.columns });
  await save(tenant, profile);
  return getSettings(tenant);
}

async function save(tenant: Tenant, values: Partial<typeof userSettings.$inferInsert>): Promise<void> {
  const [row] = await tenant.db
    .update(userSettings)
    .set({ ...values, ...modifiedBy(tenant.memberId) })
    .where(ofMember(tenant))
    .returning({ id: userSettings.id });
  if (!row) throw new Error('user settings vanished during update');
}

export function settingsDto(view: SettingsView): UserSettings {
  return {
    ...baseFieldsDto(view),
    userId: view.userId,
    theme: view.theme,
    measurementSystem: view.measurementSystem,
    inboundFees: view.inboundFees,
    roiPercentage: view.roiPercentage,
    competitionMargin: view.competitionMargin,
    defaultPreparationCost: view.defaultPreparationCost,
    applyDefaultPreparationCostWhenZero: view.applyDefaultPreparationCostWhenZero,
    // Written only through the validated inputs above, so the stored JSON has these shapes.
    scoreThresholds: view.scoreThresholds as ScoreThresholds,
    defaultColumns: view.defaultColumns as string[],
    defaultFulfilment: view.defaultFulfilment === 'FBM' ? 'FBM' : 'FBA',
    fbmShippingPerUnit: view.fbmShippingPerUnit,
    fbmShippingTable: view.fbmShippingTable as UserSettings['fbmShippingTable'],
    profileSource: view.profileSource,
    isProfileLocked: view.isProfileLocked,
  };
}
