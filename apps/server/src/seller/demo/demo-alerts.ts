import { and, asc, eq } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed.js';
import { crossings } from '../alerts/engine.js';
import type { Reading } from '../alerts/evaluate-filter.js';
import { ALERT_FIELDS, conditionFields, readField } from '../alerts/reading.js';
import { createRule } from '../alerts/rules.js';
import { alerts } from '../alerts/schema.js';
import { parseFilter } from '../products/filter.js';
import { products, productVersions } from '../products/schema.js';
import { slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { demoTenant } from './demo-seed.js';

const DAY = 86_400_000;

/**
 * Past readings of a demo product, days ago and the buy box as a share of today's: it dips under
 * the rule's threshold twice in the last weeks (two crossings), and is back above today.
 */
const HISTORY: [daysAgo: number, share: number][] = [
  [24, 1],
  [19, 0.84],
  [15, 0.86],
  [11, 1.02],
  [6, 0.87],
  [2, 0.99],
];

/**
 * Alert rules on the demo company with what they fired in the last weeks: past versions of one
 * product (its analysis with the buy box moved) and the alerts that the crossing engine finds in
 * them, exactly as live evaluation would have stored them (and as the preview counts them). The
 * alerts are marked delivered: a first start sends no email about the past.
 */
export const sellerDemoAlertsStep: SeedStep = {
  name: 'seller-demo-alerts',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const supplier = (await slimSuppliers(scoped))[0];
      if (!supplier) return;
      const [product] = await db
        .select()
        .from(products)
        .where(and(eq(products.supplierId, supplier.id), eq(products.deleted, false)))
        .orderBy(asc(products.created))
        .limit(1);
      const now = product?.analysis as Reading | null;
      const price = now?.buyBoxCurrent;
      if (!product?.snapshotId || typeof price !== 'number') return;
      const threshold = Math.round(price * 0.9 * 100) / 100;
      const rule = await createRule(scoped, {
        name: 'Buy box under 90% of today',
        productId: product.id,
        condition: `buyBoxCurrent < ${threshold}`,
        channels: ['app', 'email'],
      });
      await createRule(scoped, {
        name: 'Amazon left the listing',
        supplierId: supplier.id,
        condition: 'amazonOnListing = false',
        channels: ['app'],
        shared: true,
      });
      await createRule(scoped, {
        name: 'Rank improved by a fifth',
        supplierId: supplier.id,
        condition: 'changePct(bsrCurrent) <= -20',
        channels: ['app', 'email'],
        emailMode: 'digest',
      });
      const [latest] = await db
        .select()
        .from(productVersions)
        .where(eq(productVersions.id, product.versionId ?? ''));
      if (!latest) return;
      const at = Date.now();
      const past = await db
        .insert(productVersions)
        .values(
          HISTORY.map(([daysAgo, share]) => ({
            companyId: tenant.companyId,
            productId: product.id,
            created: new Date(at - daysAgo * DAY),
            createdBy: tenant.memberId,
            snapshotId: latest.snapshotId,
            inputs: latest.inputs,
            analysis: { ...(latest.analysis as Reading), buyBoxCurrent: Math.round(price * share * 100) / 100 },
          })),
        )
        .returning();
      const versions = [...past, latest];
      const condition = parseFilter(rule.condition, ALERT_FIELDS, { functions: true });
      const readings = versions.map((version) => version.analysis as Reading);
      const fired = crossings(condition, readings, readField);
      if (fired.length === 0) return;
      await db.insert(alerts).values(
        fired.map((index, k) => {
          const version = versions[index] as (typeof versions)[number];
          return {
            companyId: tenant.companyId,
            ruleId: rule.id,
            productId: product.id,
            versionId: version.id,
            asin: product.asin,
            title: product.title,
            figures: conditionFields(condition).map((field) => ({
              field,
              before: readField(readings[index - 1] as Reading, field),
              after: readField(readings[index] as Reading, field),
            })),
            firedAt: version.created,
            deliveredAt: version.created,
            // The older one has been seen; the newer is waiting.
            readBy: k < fired.length - 1 ? [tenant.memberId] : [],
          };
        }),
      );
    });
  },
};
