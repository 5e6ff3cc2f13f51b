import { boolean, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/** One row per member of a company: display and analysis preferences (spec section 3, Settings). */
export const userSettings = pgTable(
  'user_settings',
  {
    ...baseColumns(),
    userId: text('user_id').notNull(),
    theme: integer('theme').notNull().default(0),
    measurementSystem: integer('measurement_system').notNull().default(0),
    inboundFees: doublePrecision('inbound_fees').notNull(),
    roiPercentage: doublePrecision('roi_percentage').notNull(),
    competitionMargin: doublePrecision('competition_margin').notNull(),
    defaultPreparationCost: doublePrecision('default_preparation_cost').notNull(),
    applyDefaultPreparationCostWhenZero: boolean('apply_default_preparation_cost_when_zero').notNull().default(false),
    /** Threshold sets per score: { amazon: { veryWeak, poor, moderate, good }, ... }. */
    scoreThresholds: jsonb('score_thresholds').notNull(),
    /** The product grid's default columns (PUT /api/UserSettings/default-columns). */
    defaultColumns: jsonb('default_columns').notNull().default([]),
    /** FBA or FBM: how a product is fulfilled unless it says otherwise. */
    defaultFulfilment: text('default_fulfilment').notNull().default('FBA'),
    /** FBM: what shipping one unit costs the seller, in the marketplace's currency. */
    fbmShippingPerUnit: doublePrecision('fbm_shipping_per_unit').notNull().default(0),
    /** FBM: shipping by weight, [{ upToGrams, cost }], used instead of the flat cost when set. */
    fbmShippingTable: jsonb('fbm_shipping_table').notNull().default([]),
    /**
     * Whether the member set their own thresholds, target ROI or columns; until then they read
     * the company's profile (docs/teams.md).
     */
    ownProfile: boolean('own_profile').notNull().default(false),
  },
  (t) => [uniqueIndex('user_settings_user_idx').on(t.companyId, t.userId)],
);
