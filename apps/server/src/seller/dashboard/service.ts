import { type Dashboard, MARKETPLACES } from '@shelfscope/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DashboardConfig } from '../../config.js';
import { companies } from '../company/schema.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { usageDays } from '../usage/schema.js';
import { currenciesIn, currencyFigures, dashboardMetrics, orderMonth, type Spans, type Totals } from './formulas.js';

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM of the month `back` months before `month`. */
export function monthsBefore(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function add(totals: Totals, kind: string, quantity: number, amount: number) {
  const before = totals.get(kind) ?? { quantity: 0, amount: 0 };
  totals.set(kind, { quantity: before.quantity + quantity, amount: before.amount + amount });
}

/**
 * The company's dashboard from its daily rollup: one grouped read of at most 13 months (the same
 * month a year ago through today), split into whole months and "the first N days" of each month,
 * where N is today's day of the month.
 */
export async function dashboardOf(tenant: Tenant, config: DashboardConfig, now = new Date()): Promise<Dashboard> {
  const today = todayIn(config.timeZone, now);
  const month = today.slice(0, 7);
  const dayOfMonth = Number(today.slice(8, 10));
  const rows = await tenant.db
    .select({
      kind: usageDays.kind,
      month: sql<string>`to_char(${usageDays.day}, 'YYYY-MM')`,
      early: sql<boolean>`extract(day from ${usageDays.day}) <= ${dayOfMonth}`,
      quantity: sql<number>`sum(${usageDays.quantity})::float8`,
      amount: sql<number>`sum(${usageDays.amount})::float8`,
    })
    .from(usageDays)
    .where(
      and(
        companyFilter(tenant, usageDays.companyId),
        gte(usageDays.day, `${monthsBefore(month, 12)}-01`),
        lte(usageDays.day, today),
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`);
  const whole = new Map<string, Totals>();
  const early = new Map<string, Totals>();
  for (const row of rows) {
    for (const [map, include] of [
      [whole, true],
      [early, row.early],
    ] as const) {
      if (!include) continue;
      const totals = map.get(row.month) ?? new Map();
      add(totals, row.kind, Number(row.quantity), Number(row.amount));
      map.set(row.month, totals);
    }
  }
  const spanOf = (m: string): Totals => early.get(m) ?? new Map();
  const spans: Spans = {
    current: spanOf(month),
    lastMonth: spanOf(monthsBefore(month, 1)),
    yearAgo: spanOf(monthsBefore(month, 12)),
  };
  const months = Array.from({ length: 12 }, (_, i) => monthsBefore(month, 11 - i)).map((m): [string, Totals] => [
    m,
    whole.get(m) ?? new Map(),
  ]);
  // Money in the company's currency; orders in any other currency beside it, never added to it.
  const currency = await companyCurrency(tenant);
  const others = currenciesIn([...whole.values()]).filter((c) => c !== currency);
  return {
    ...dashboardMetrics(spans, config, currency),
    orders: months.map(([m, t]) => orderMonth(m, t, currency)),
    timeZone: config.timeZone,
    asOf: today,
    currency,
    ...(others.length > 0 ? { byCurrency: others.map((c) => currencyFigures(spans, months, c)) } : {}),
  };
}

/** The currency of the company's default marketplace (US dollars for amazon.com). */
async function companyCurrency(tenant: Tenant): Promise<string> {
  const [company] = await tenant.db
    .select({ defaultMarketplace: companies.defaultMarketplace })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  return MARKETPLACES[marketplaceCode(company?.defaultMarketplace)].currency;
}
