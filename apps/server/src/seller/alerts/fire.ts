import { and, eq, sql } from 'drizzle-orm';
import { parseFilter } from '../products/filter.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { crossesAtLast, isQuiet } from './engine.js';
import type { Reading } from './evaluate-filter.js';
import { ALERT_FIELDS, conditionFields, readField } from './reading.js';
import { alertRules, alerts } from './schema.js';
import { type TargetProduct, watchedBy } from './targets.js';

/** A version just written: the product, and the analysis it holds. */
export type WrittenVersion = { id: string; row: TargetProduct & { asin: string }; payload: Reading };

/**
 * Evaluates the company's alert rules on versions just written, in the same transaction: a rule
 * whose condition crosses (engine.ts) on a watched product gets one alert row (unique per rule
 * and version, so a batch written twice cannot fire twice). Delivery is the dispatcher's, after
 * commit. A snoozed rule's crossing is stored `quiet` and never delivered.
 */
export async function fireAlertRules(tenant: Tenant, versions: readonly WrittenVersion[]): Promise<number> {
  if (versions.length === 0) return 0;
  const rules = await tenant.db
    .select()
    .from(alertRules)
    .where(and(companyFilter(tenant, alertRules.companyId), eq(alertRules.deleted, false)));
  if (rules.length === 0) return 0;
  const watched = await watchedBy(
    tenant,
    rules,
    versions.map((version) => version.row),
  );
  const productIds = [...new Set([...watched.values()].flatMap((set) => [...set]))];
  if (productIds.length === 0) return 0;
  const earlier = await previousReadings(
    tenant,
    productIds,
    versions.map((version) => version.id),
  );
  const now = new Date();
  const rows: (typeof alerts.$inferInsert)[] = [];
  for (const rule of rules) {
    const ids = watched.get(rule.id);
    if (!ids || ids.size === 0) continue;
    const condition = parseFilter(rule.condition, ALERT_FIELDS, { functions: true });
    for (const version of versions) {
      if (!ids.has(version.row.id)) continue;
      const before = earlier.get(version.row.id) ?? [];
      const readings = [...before, version.payload];
      if (!crossesAtLast(condition, readings, readField)) continue;
      const previous = before.at(-1) ?? null;
      rows.push({
        companyId: tenant.companyId,
        ruleId: rule.id,
        productId: version.row.id,
        versionId: version.id,
        asin: version.row.asin,
        title: typeof version.payload.title === 'string' ? version.payload.title : null,
        figures: conditionFields(condition).map((field) => ({
          field,
          before: previous ? readField(previous, field) : null,
          after: readField(version.payload, field),
        })),
        quiet: isQuiet(now, rule.snoozedUntil),
        firedAt: now,
      });
    }
  }
  if (rows.length === 0) return 0;
  const inserted = await tenant.db.insert(alerts).values(rows).onConflictDoNothing().returning({ id: alerts.id });
  return inserted.length;
}

/**
 * The two versions before the ones just written, oldest first, by product: the crossing needs
 * the condition's value at the previous reading, which itself may compare with the one before.
 */
async function previousReadings(tenant: Tenant, productIds: string[], newVersionIds: string[]): Promise<Map<string, Reading[]>> {
  const result = (await tenant.db.execute(sql`
    select product_id, analysis from (
      select product_id, analysis, created, id,
        row_number() over (partition by product_id order by created desc, id desc) as n
      from product_versions
      where company_id = ${tenant.companyId}
        and product_id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and id not in (${sql.join(
          newVersionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
    ) v where n <= 2 order by product_id, created, id`)) as unknown as { rows: { product_id: string; analysis: Reading }[] };
  const byProduct = new Map<string, Reading[]>();
  for (const row of result.rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row.analysis);
    else byProduct.set(row.product_id, [row.analysis]);
  }
  return byProduct;
}
