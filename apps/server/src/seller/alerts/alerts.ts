import { type Alert, type AlertFigure, type AlertList, type AlertListQuery, figureStyleOf, Id } from '@shelfscope/contracts';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { products } from '../products/schema.js';
import type { Tenant } from '../tenancy.js';
import { findRule, visibleRules } from './rules.js';
import { alertMutes, alertRules, alerts } from './schema.js';

/** How far back a member sees alerts. */
export const ALERT_DAYS = 90;

const NOT_FOUND = 'No such alert.';

/** The web app's page of a product (what an alert links to, in the app and in emails). */
export const productLink = (productId: string) => `/products/${productId}`;

/** Alerts of the rules the member sees, fired in the last 90 days and not quiet (a snoozed crossing). */
function visibleAlerts(tenant: Tenant, now: Date) {
  return and(
    visibleRules(tenant),
    eq(alerts.quiet, false),
    gte(alerts.firedAt, new Date(now.getTime() - ALERT_DAYS * 86_400_000)),
  );
}

const isRead = (tenant: Tenant) => sql<boolean>`${tenant.memberId} = any(${alerts.readBy})`;
const isMuted = (tenant: Tenant) =>
  sql<boolean>`exists (select 1 from ${alertMutes} m where m.member_id = ${tenant.memberId} and m.product_id = ${alerts.productId})`;

/** Alerts with their rule's name and condition and this member's read and muted flags. */
const selectAlerts = (tenant: Tenant) =>
  tenant.db
    .select({
      alert: alerts,
      ruleName: alertRules.name,
      condition: alertRules.condition,
      read: isRead(tenant),
      muted: isMuted(tenant),
      ...productMoney,
    })
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .leftJoin(products, eq(products.id, alerts.productId));

/**
 * What an alert's money is in: the product's marketplace, and the supplier's currency of its pack
 * cost (the analysis's exchange rate's source; none: the marketplace's). Select with a left join
 * of `products` on the alert's product.
 */
export const productMoney = {
  marketplace: products.marketplace,
  costCurrency: sql<string | null>`${products.analysis} -> 'exchangeRate' ->> 'from'`,
};

/** The currencies of an alert's figures, from the columns `productMoney` selects. */
export function alertMoney(row: { marketplace: string | null; costCurrency: string | null }) {
  const marketplace = marketplaceCode(row.marketplace);
  const style = figureStyleOf(marketplace, row.costCurrency);
  return { marketplace, currency: style.currency, costCurrency: style.costCurrency ?? style.currency, style };
}

export async function listAlerts(tenant: Tenant, query: AlertListQuery, now = new Date()): Promise<AlertList> {
  const where = query.unread ? and(visibleAlerts(tenant, now), sql`not ${isRead(tenant)}`) : visibleAlerts(tenant, now);
  const rows = await selectAlerts(tenant)
    .where(where)
    .orderBy(desc(alerts.firedAt), desc(alerts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tenant.db
    .select({ value: count() })
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .where(where);
  const [unread] = await tenant.db
    .select({ value: count() })
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .where(and(visibleAlerts(tenant, now), sql`not ${isRead(tenant)}`));
  return { items: rows.map(alertDto), totalItems: total?.value ?? 0, unread: unread?.value ?? 0 };
}

async function findAlert(tenant: Tenant, id: string) {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await selectAlerts(tenant).where(and(visibleAlerts(tenant, new Date()), eq(alerts.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

/** Marks the alert read for this member (a shared rule's alert stays unread for the others). */
export async function markAlertRead(tenant: Tenant, id: string): Promise<Alert> {
  const found = await findAlert(tenant, id);
  await tenant.db
    .update(alerts)
    .set({ readBy: sql`array_append(array_remove(${alerts.readBy}, ${tenant.memberId}), ${tenant.memberId})` })
    .where(eq(alerts.id, found.alert.id));
  return findAlert(tenant, id).then(alertDto);
}

/** Snoozes the alert's rule for `hours`: crossings meanwhile are used up quietly (engine.ts). */
export async function snoozeAlert(tenant: Tenant, id: string, hours: number, now = new Date()): Promise<Alert> {
  const found = await findAlert(tenant, id);
  const rule = await findRule(tenant, found.alert.ruleId, { toChange: true });
  await tenant.db
    .update(alertRules)
    .set({ snoozedUntil: new Date(now.getTime() + hours * 3_600_000) })
    .where(eq(alertRules.id, rule.id));
  return alertDto(found);
}

/** Mutes the alert's product for this member: its alerts reach none of their channels. */
export async function muteAlertProduct(tenant: Tenant, id: string): Promise<Alert> {
  const found = await findAlert(tenant, id);
  await tenant.db
    .insert(alertMutes)
    .values({ companyId: tenant.companyId, memberId: tenant.memberId, productId: found.alert.productId })
    .onConflictDoNothing();
  return findAlert(tenant, id).then(alertDto);
}

type AlertRow = {
  alert: typeof alerts.$inferSelect;
  ruleName: string;
  condition: string;
  read: boolean;
  muted: boolean;
  marketplace: string | null;
  costCurrency: string | null;
};

export function alertDto(row: AlertRow): Alert {
  const { marketplace, currency, costCurrency } = alertMoney(row);
  return {
    id: row.alert.id,
    ruleId: row.alert.ruleId,
    ruleName: row.ruleName,
    productId: row.alert.productId,
    asin: row.alert.asin,
    title: row.alert.title,
    condition: row.condition,
    figures: row.alert.figures as AlertFigure[],
    marketplace,
    currency,
    costCurrency,
    link: productLink(row.alert.productId),
    firedAt: row.alert.firedAt.toISOString(),
    read: row.read === true,
    muted: row.muted === true,
  };
}
