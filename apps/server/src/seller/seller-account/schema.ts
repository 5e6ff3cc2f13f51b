import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/schema.js';

/**
 * A company's connected Amazon seller account, one per region (NA, EU, FE). The refresh token
 * is sealed with the identity secret box (AES-256-GCM), as SSO and webhook secrets are: it must
 * be read back to call Amazon. `simulated` accounts are the offline default's.
 */
export const sellerAccounts = pgTable(
  'seller_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    sellerId: text('seller_id').notNull(),
    /** Marketplace codes the seller participates in (Sellers API), read on connecting. */
    marketplaces: text('marketplaces').array().notNull(),
    storeName: text('store_name'),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    simulated: boolean('simulated').notNull().default(false),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    connectedBy: text('connected_by').notNull(),
    inventoryReadAt: timestamp('inventory_read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('seller_accounts_company_region_idx').on(t.companyId, t.region)],
);

/**
 * Amazon's answer to "may this seller list this ASIN here in this condition", kept for the TTL
 * (ELIGIBILITY_TTL_HOURS) so a second list with the same products makes no call.
 */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull(),
    asin: text('asin').notNull(),
    marketplace: text('marketplace').notNull(),
    condition: text('condition').notNull(),
    /** allowed | approval_required | not_eligible | unknown */
    eligibility: text('eligibility').notNull(),
    /** Amazon's reasons, as it words them: [{ message, reasonCode, approvalUrl }]. */
    reasons: jsonb('reasons').notNull().default(sql`'[]'::jsonb`),
    approvalUrl: text('approval_url'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.asin, t.marketplace, t.condition] })],
);

/**
 * The checks waiting for a seller account's quota: one row per upload and ASIN. A row is done
 * in the same transaction that stores its answer, so a restart resumes with the rest.
 */
export const eligibilityQueue = pgTable(
  'eligibility_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => sellerAccounts.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id'),
    asin: text('asin').notNull(),
    marketplace: text('marketplace').notNull(),
    condition: text('condition').notNull(),
    /** pending | done */
    status: text('status').notNull().default('pending'),
    /** The answer, once done (also where a cached answer was used). */
    eligibility: text('eligibility'),
    attempts: integer('attempts').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eligibility_queue_pending_idx').on(t.accountId, t.status, t.id),
    // An upload asks about an ASIN once (a price list names it on several rows at most once here).
    uniqueIndex('eligibility_queue_upload_asin_idx').on(t.uploadId, t.asin, t.marketplace, t.condition),
  ],
);

/** The seller's FBA inventory per ASIN and marketplace, as last read (on connecting, then daily). */
export const sellerInventory = pgTable(
  'seller_inventory',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    marketplace: text('marketplace').notNull(),
    fulfillable: integer('fulfillable').notNull(),
    inbound: integer('inbound').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.asin, t.marketplace] })],
);
