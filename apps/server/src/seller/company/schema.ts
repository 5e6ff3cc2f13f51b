import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A seller company: one per identity organization, created on its first authenticated call.
 * It carries the subscription state that gates the API (billing sets it in a later issue).
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: text('organization_id').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  /** What a purchase order names the buyer by: tax id, where goods go, the terms asked for. */
  taxId: text('tax_id'),
  shipTo: text('ship_to'),
  defaultTerms: text('default_terms'),
  /** Purchase order numbers are PREFIX-YYYY-NNNN: the prefix, and the last number given this year. */
  orderNumberPrefix: text('order_number_prefix').notNull().default('PO'),
  orderSequenceYear: integer('order_sequence_year'),
  orderSequence: integer('order_sequence').notNull().default(0),
  /** The marketplace new suppliers are analysed for (a MarketplaceCode; docs/marketplaces.md). */
  defaultMarketplace: text('default_marketplace').notNull().default('US'),
  /** A VAT-registered seller reclaims input VAT and does not count output VAT as revenue. */
  vatRegistered: boolean('vat_registered').notNull().default(false),
  vatNumber: text('vat_number'),
  /** Whether a VA's shortlist additions wait for a buyer's approval (docs/teams.md); small teams turn it off. */
  approvalsRequired: boolean('approvals_required').notNull().default(true),
  /**
   * The company's default settings profile ({ roiPercentage, scoreThresholds, defaultColumns }):
   * what members who kept none of their own read (docs/teams.md); null: the built-in defaults.
   */
  settingsProfile: jsonb('settings_profile'),
  /** Whether VAs (members without settings:override) must read the company profile. */
  settingsProfileLocked: boolean('settings_profile_locked').notNull().default(false),
  /** Plan type of the spec: Undefined | AstroExtension | OAPro | WSUltimate | Enterprise. */
  planCode: text('plan_code').notNull(),
  /** trialing | active | past_due | canceled | none (see docs/seller-api.md). */
  subscriptionStatus: text('subscription_status').notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
  modified: timestamp('modified', { withTimezone: true }),
  modifiedBy: text('modified_by'),
  deleted: boolean('deleted').notNull().default(false),
  deletedBy: text('deleted_by'),
});
