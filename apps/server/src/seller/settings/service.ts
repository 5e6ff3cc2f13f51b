import type { DefaultColumnsInput, ScoreThresholds, UserSettings, UserSettingsInput } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import { baseFieldsDto, modifiedBy } from '../base-columns.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter } from '../tenancy.js';
import { DEFAULT_COLUMNS, DEFAULT_SCORE_THRESHOLDS, DEFAULT_SETTINGS } from './defaults.js';
import { userSettings } from './schema.js';

type SettingsRow = typeof userSettings.$inferSelect;

const ofMember = (tenant: Tenant) => and(companyFilter(tenant, userSettings.companyId), eq(userSettings.userId, tenant.memberId));

/** The acting member's settings, created with the defaults on first use. */
export async function getSettings(tenant: Tenant): Promise<SettingsRow> {
  const [existing] = await tenant.db.select().from(userSettings).where(ofMember(tenant));
  if (existing) return existing;
  await tenant.db
    .insert(userSettings)
    .values({
      companyId: tenant.companyId,
      userId: tenant.memberId,
      createdBy: tenant.memberId,
      ...DEFAULT_SETTINGS,
      scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
      defaultColumns: DEFAULT_COLUMNS,
    })
    // Two first reads at once: whichever insert landed holds the defaults.
    .onConflictDoNothing({ target: [userSettings.companyId, userSettings.userId] });
  const [created] = await tenant.db.select().from(userSettings).where(ofMember(tenant));
  if (!created) throw new Error('user settings could not be created');
  return created;
}

/** Replaces the member's preferences with `input` (validated by the route's schema). */
export async function updateSettings(tenant: Tenant, input: UserSettingsInput): Promise<SettingsRow> {
  await getSettings(tenant);
  return save(tenant, {
    theme: input.theme,
    measurementSystem: input.measurementSystem,
    inboundFees: input.inboundFees,
    roiPercentage: input.roiPercentage,
    competitionMargin: input.competitionMargin,
    defaultPreparationCost: input.defaultPreparationCost,
    applyDefaultPreparationCostWhenZero: input.applyDefaultPreparationCostWhenZero,
    scoreThresholds: input.scoreThresholds,
    ...(input.defaultColumns ? { defaultColumns: input.defaultColumns } : {}),
    ...(input.defaultFulfilment ? { defaultFulfilment: input.defaultFulfilment } : {}),
    ...(input.fbmShippingPerUnit !== undefined ? { fbmShippingPerUnit: input.fbmShippingPerUnit } : {}),
    // Sorted by weight so "the first row that holds the unit" is the cheapest band that fits.
    ...(input.fbmShippingTable
      ? { fbmShippingTable: [...input.fbmShippingTable].sort((a, b) => a.upToGrams - b.upToGrams) }
      : {}),
  });
}

/** Sets the product grid's default columns, in the given order. */
export async function updateDefaultColumns(tenant: Tenant, input: DefaultColumnsInput): Promise<SettingsRow> {
  await getSettings(tenant);
  return save(tenant, { defaultColumns: input.columns });
}

async function save(tenant: Tenant, values: Partial<typeof userSettings.$inferInsert>): Promise<SettingsRow> {
  const [row] = await tenant.db
    .update(userSettings)
    .set({ ...values, ...modifiedBy(tenant.memberId) })
    .where(ofMember(tenant))
    .returning();
  if (!row) throw new Error('user settings vanished during update');
  return row;
}

export function settingsDto(row: SettingsRow): UserSettings {
  return {
    ...baseFieldsDto(row),
    userId: row.userId,
    theme: row.theme,
    measurementSystem: row.measurementSystem,
    inboundFees: row.inboundFees,
    roiPercentage: row.roiPercentage,
    competitionMargin: row.competitionMargin,
    defaultPreparationCost: row.defaultPreparationCost,
    applyDefaultPreparationCostWhenZero: row.applyDefaultPreparationCostWhenZero,
    // Written only through the validated inputs above, so the stored JSON has these shapes.
    scoreThresholds: row.scoreThresholds as ScoreThresholds,
    defaultColumns: row.defaultColumns as string[],
    defaultFulfilment: row.defaultFulfilment === 'FBM' ? 'FBM' : 'FBA',
    fbmShippingPerUnit: row.fbmShippingPerUnit,
    fbmShippingTable: row.fbmShippingTable as UserSettings['fbmShippingTable'],
  };
}
