import {
  type AlertRule,
  type AlertRuleInput,
  type AlertRulePreview,
  type AlertRulePreviewInput,
  type AlertRuleUpdate,
  Id,
} from '@shelfscope/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { userFilters } from '../filters/schema.js';
import { parseFilter } from '../products/filter.js';
import { products } from '../products/schema.js';
import { shortlists } from '../shortlists/schema.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { crossings } from './engine.js';
import type { Reading } from './evaluate-filter.js';
import { ALERT_FIELDS, readField } from './reading.js';
import { alertRules } from './schema.js';
import { type RuleRow, targetProducts } from './targets.js';

const NOT_FOUND = 'No such alert rule.';

/** The rules a member sees: their own and the company's shared ones. */
export const visibleRules = (tenant: Tenant) =>
  and(
    companyFilter(tenant, alertRules.companyId),
    eq(alertRules.deleted, false),
    or(eq(alertRules.memberId, tenant.memberId), eq(alertRules.shared, true)),
  );

export async function listRules(tenant: Tenant): Promise<RuleRow[]> {
  return tenant.db.select().from(alertRules).where(visibleRules(tenant)).orderBy(asc(alertRules.name), asc(alertRules.id));
}

/** A rule the member sees; a rule they may change is their own (a shared rule: its author's). */
export async function findRule(tenant: Tenant, id: string, options: { toChange?: boolean } = {}): Promise<RuleRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(alertRules)
    .where(and(visibleRules(tenant), eq(alertRules.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  if (options.toChange && row.memberId !== tenant.memberId)
    throw new HttpError(403, 'forbidden', 'Only the member who made a shared rule can change it.');
  return row;
}

export async function createRule(tenant: Tenant, input: AlertRuleInput): Promise<RuleRow> {
  checkCondition(input.condition);
  await checkTarget(tenant, input);
  const [row] = await tenant.db
    .insert(alertRules)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      memberId: tenant.memberId,
      shared: input.shared ?? false,
      name: input.name,
      ...targetOf(input),
      condition: input.condition,
      channels: [...new Set(input.channels)],
      emailMode: input.emailMode ?? 'instant',
      ...(input.digestHour !== undefined ? { digestHour: input.digestHour } : {}),
      ...(input.digestTimeZone !== undefined ? { digestTimeZone: input.digestTimeZone } : {}),
    })
    .returning();
  if (!row) throw new Error('alert rule not created');
  return row;
}

export async function updateRule(tenant: Tenant, id: string, input: AlertRuleUpdate): Promise<RuleRow> {
  const current = await findRule(tenant, id, { toChange: true });
  if (input.condition !== undefined) checkCondition(input.condition);
  const retarget = [input.productId, input.supplierId, input.shortlistId, input.userFilterId].some((value) => value != null);
  if (retarget) await checkTarget(tenant, input);
  const [row] = await tenant.db
    .update(alertRules)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.condition !== undefined ? { condition: input.condition } : {}),
      ...(input.channels !== undefined ? { channels: [...new Set(input.channels)] } : {}),
      ...(input.shared !== undefined ? { shared: input.shared } : {}),
      ...(input.emailMode !== undefined ? { emailMode: input.emailMode } : {}),
      ...(input.digestHour !== undefined ? { digestHour: input.digestHour } : {}),
      ...(input.digestTimeZone !== undefined ? { digestTimeZone: input.digestTimeZone } : {}),
      ...(input.snoozedUntil !== undefined ? { snoozedUntil: input.snoozedUntil ? new Date(input.snoozedUntil) : null } : {}),
      ...(retarget ? targetOf(input) : {}),
      ...modifiedBy(tenant.memberId),
    })
    .where(and(visibleRules(tenant), eq(alertRules.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

export async function deleteRule(tenant: Tenant, id: string): Promise<RuleRow> {
  const current = await findRule(tenant, id, { toChange: true });
  const [row] = await tenant.db
    .update(alertRules)
    .set(softDeleted(tenant.memberId))
    .where(and(visibleRules(tenant), eq(alertRules.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

/** Products a preview reads at most, and their versions each: a preview stays one request's work. */
export const PREVIEW_LIMITS = { products: 500, days: 30 } as const;

/**
 * What the rule would have fired over the stored versions of its target's products in the last
 * `days` days: the same `crossings` the live evaluation stands on, over the versions in the
 * window and the two before it (the condition's value as the window opens needs both). Snoozes are not applied.
 */
export async function previewRule(tenant: Tenant, input: AlertRulePreviewInput, now = new Date()): Promise<AlertRulePreview> {
  const condition = checkCondition(input.condition);
  await checkTarget(tenant, input);
  const days = input.days ?? PREVIEW_LIMITS.days;
  const since = new Date(now.getTime() - days * 86_400_000);
  const targets = await targetProducts(tenant, input, PREVIEW_LIMITS.products);
  if (targets.length === 0) return { days, fired: 0, products: 0, readings: 0, firings: [] };
  const asins = new Map(targets.map((target) => [target.id, target.asin]));
  const result = (await tenant.db.execute(sql`
    select product_id, created, analysis from product_versions pv
    where company_id = ${tenant.companyId}
      and product_id in (${sql.join(
        targets.map((target) => sql`${target.id}::uuid`),
        sql`, `,
      )})
      and created >= coalesce(
        (select created from product_versions b
          where b.product_id = pv.product_id and b.created < ${since.toISOString()}::timestamptz
          order by created desc offset 1 limit 1),
        (select min(created) from product_versions b
          where b.product_id = pv.product_id and b.created < ${since.toISOString()}::timestamptz),
        ${since.toISOString()}::timestamptz)
    order by product_id, created, id`)) as unknown as {
    rows: { product_id: string; created: string | Date; analysis: Reading }[];
  };
  const byProduct = new Map<string, { at: Date; reading: Reading }[]>();
  for (const row of result.rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ at: new Date(row.created), reading: row.analysis });
    byProduct.set(row.product_id, list);
  }
  const firings: AlertRulePreview['firings'] = [];
  for (const [productId, list] of byProduct) {
    for (const index of crossings(
      condition,
      list.map((item) => item.reading),
      readField,
    )) {
      const at = (list[index] as { at: Date }).at;
      if (at >= since && at <= now) firings.push({ productId, asin: asins.get(productId) ?? '', at: at.toISOString() });
    }
  }
  firings.sort((a, b) => b.at.localeCompare(a.at));
  return { days, fired: firings.length, products: targets.length, readings: result.rows.length, firings: firings.slice(0, 100) };
}

/** Parses the condition as alert rules do (a 400 naming `condition` when it does not). */
function checkCondition(condition: string) {
  try {
    return parseFilter(condition, ALERT_FIELDS, { functions: true });
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(400, 'invalid_filter', error.message, [
        { type: 'invalid_filter', description: error.message, field: 'condition' },
      ]);
    throw error;
  }
}

export type Target = Pick<AlertRuleInput, 'productId' | 'supplierId' | 'shortlistId' | 'userFilterId'>;

export function targetOf(input: Target) {
  return {
    productId: input.productId ?? null,
    supplierId: input.supplierId ?? null,
    shortlistId: input.shortlistId ?? null,
    userFilterId: input.userFilterId ?? null,
  };
}

/** The target is the company's (a saved filter: the member's own); else a 400 naming the field. */
export async function checkTarget(tenant: Tenant, input: Target): Promise<void> {
  const missing = (field: string, what: string) =>
    new HttpError(400, 'validation', `${field} names no ${what} of yours`, [
      { type: 'validation', description: `${field} names no ${what} of yours`, field },
    ]);
  if (input.productId) {
    const [row] = await tenant.db
      .select({ id: products.id })
      .from(products)
      .where(and(companyFilter(tenant, products.companyId), eq(products.id, input.productId), eq(products.deleted, false)));
    if (!row) throw missing('productId', 'product');
  } else if (input.supplierId) {
    const [row] = await tenant.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, input.supplierId), eq(suppliers.deleted, false)));
    if (!row) throw missing('supplierId', 'supplier');
  } else if (input.shortlistId) {
    const [row] = await tenant.db
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(
        and(companyFilter(tenant, shortlists.companyId), eq(shortlists.id, input.shortlistId), eq(shortlists.deleted, false)),
      );
    if (!row) throw missing('shortlistId', 'shortlist');
  } else if (input.userFilterId) {
    const [row] = await tenant.db
      .select({ id: userFilters.id })
      .from(userFilters)
      .where(
        and(
          companyFilter(tenant, userFilters.companyId),
          eq(userFilters.id, input.userFilterId),
          eq(userFilters.userId, tenant.memberId),
          eq(userFilters.deleted, false),
        ),
      );
    if (!row) throw missing('userFilterId', 'saved filter');
  }
}

export function ruleDto(row: RuleRow): AlertRule {
  return {
    ...baseFieldsDto(row),
    name: row.name,
    memberId: row.memberId,
    shared: row.shared,
    productId: row.productId,
    supplierId: row.supplierId,
    shortlistId: row.shortlistId,
    userFilterId: row.userFilterId,
    condition: row.condition,
    channels: row.channels as AlertRule['channels'],
    emailMode: row.emailMode as AlertRule['emailMode'],
    digestHour: row.digestHour,
    digestTimeZone: row.digestTimeZone,
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
  };
}
