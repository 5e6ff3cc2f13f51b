import type {
  Dashboard,
  DashboardCurrency,
  DashboardMetric,
  DashboardOrderMonth,
  DashboardRoiMetric,
} from '@shelfscope/contracts';
import { returnOnInvestment } from '@shelfscope/profit';
import type { DashboardConfig } from '../../config.js';
import { currencyOfKind, moneyKind, type OrderUsageKind, UNTAGGED_CURRENCY } from '../usage/money-kinds.js';

/** What a span of days adds up to: quantities and amounts per usage kind. */
export type Totals = Map<string, { quantity: number; amount: number }>;

/** The spans a dashboard compares: this month so far, and the same days of last month and of a year ago. */
export type Spans = { current: Totals; lastMonth: Totals; yearAgo: Totals };

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const quantity = (t: Totals, kind: string) => t.get(kind)?.quantity ?? 0;
const amount = (t: Totals, kind: string) => t.get(kind)?.amount ?? 0;

/**
 * Percentage change from `before` to `now`. From 0 to 0 is no change (0); from 0 to something has
 * no base to be a percentage of, so it is null (the page says "new").
 */
export function percentChange(before: number, now: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return round(((now - before) / Math.abs(before)) * 100, 1);
}

function metric(read: (t: Totals) => number, spans: Spans, places = 2): DashboardMetric {
  const [now, lastMonth, yearAgo] = [read(spans.current), read(spans.lastMonth), read(spans.yearAgo)];
  return {
    value: round(now, places),
    changeLastMonth: percentChange(lastMonth, now),
    isChangeLastMonthPositive: now >= lastMonth,
    yoYPercent: percentChange(yearAgo, now),
    isYoYPositive: now >= yearAgo,
  };
}

/**
 * Projected ROI on orders: profit over what the goods cost, goods plus prep (returnOnInvestment,
 * the product's and the shortlist's definition), percent to one decimal; null without costs.
 */
export function roiPercent(profit: number, cogs: number, prep = 0): number | null {
  const roi = returnOnInvestment(profit, cogs + prep);
  return roi === null ? null : round(roi, 1);
}

/** An order amount in one currency (money-kinds.ts): the rollup never adds two currencies. */
const money = (t: Totals, kind: OrderUsageKind, currency: string) => amount(t, moneyKind(kind, currency));

const roiOf = (t: Totals, currency: string) =>
  roiPercent(
    money(t, 'projected_profit_on_orders', currency),
    money(t, 'purchase_orders_downloaded', currency),
    money(t, 'projected_prep_on_orders', currency),
  );

/** ROI changes are percentage points; against a span without cost of goods there is none (null). */
function roiMetric(spans: Spans, currency: string): DashboardRoiMetric {
  const [now, lastMonth, yearAgo] = [
    roiOf(spans.current, currency),
    roiOf(spans.lastMonth, currency),
    roiOf(spans.yearAgo, currency),
  ];
  const points = (before: number | null) => (now === null || before === null ? null : round(now - before, 1));
  return {
    percentage: now,
    changeLastMonth: points(lastMonth),
    isChangeLastMonthPositive: (now ?? 0) >= (lastMonth ?? 0),
    yoYPercent: points(yearAgo),
    isYoYPositive: (now ?? 0) >= (yearAgo ?? 0),
  };
}

/** Hours of manual work the usage in a span saved: minutes per SKU, per file and per order, over 60. */
export function hoursSaved(t: Totals, config: DashboardConfig): number {
  const minutes =
    quantity(t, 'skus_scanned') * config.minutesPerSku +
    quantity(t, 'files_uploaded') * config.minutesPerFile +
    quantity(t, 'purchase_orders_downloaded') * config.minutesPerOrder;
  return minutes / 60;
}

/** One month's row of downloaded orders in one currency (default US dollars). `month` is YYYY-MM. */
export function orderMonth(month: string, t: Totals, currency = UNTAGGED_CURRENCY): DashboardOrderMonth {
  const cogs = money(t, 'purchase_orders_downloaded', currency);
  const profit = money(t, 'projected_profit_on_orders', currency);
  return {
    monthName: MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month,
    month,
    cogsOnOrders: round(cogs),
    projectedRevenueOnOrders: round(money(t, 'projected_revenue_on_orders', currency)),
    projectedProfitOnOrders: round(profit),
    projectedRoiOnOrders: roiPercent(profit, cogs, money(t, 'projected_prep_on_orders', currency)),
  };
}

/** The order money figures in one currency. */
function moneyMetrics(spans: Spans, currency: string) {
  const of = (kind: OrderUsageKind) => metric((t) => money(t, kind, currency), spans);
  return {
    cogsOnDownloads: of('purchase_orders_downloaded'),
    projectedRevenueOnOrders: of('projected_revenue_on_orders'),
    projectedProfitOnOrders: of('projected_profit_on_orders'),
    projectedRoiOnOrders: roiMetric(spans, currency),
  };
}

/** The currencies of the order amounts in some totals (money-kinds.ts), sorted. */
export function currenciesIn(totals: Totals[]): string[] {
  const found = new Set<string>();
  for (const t of totals) {
    for (const [kind, value] of t)
      if (kind.startsWith('purchase_orders_downloaded') && value.amount !== 0) found.add(currencyOfKind(kind));
  }
  return [...found].sort();
}

/**
 * One other currency's order figures, beside the dashboard's own: its money metrics and its 12
 * months (`months` maps YYYY-MM to the month's totals, oldest first).
 */
export function currencyFigures(spans: Spans, months: [string, Totals][], currency: string): DashboardCurrency {
  return { currency, ...moneyMetrics(spans, currency), orders: months.map(([m, t]) => orderMonth(m, t, currency)) };
}

/**
 * Every metric of the dashboard from its spans (see docs/dashboard.md for each formula): counts
 * over every order, money in `currency` only (default US dollars).
 */
export function dashboardMetrics(
  spans: Spans,
  config: DashboardConfig,
  currency = UNTAGGED_CURRENCY,
): Omit<Dashboard, 'orders' | 'timeZone' | 'asOf' | 'currency' | 'byCurrency'> {
  const count = (kind: string) => metric((t) => quantity(t, kind), spans, 0);
  return {
    hoursSaved: metric((t) => hoursSaved(t, config), spans, 1),
    skusScanned: count('skus_scanned'),
    filesUploaded: count('files_uploaded'),
    shortlists: count('shortlists_created'),
    shortlistedAsins: count('asins_shortlisted'),
    purchaseOrdersDownloaded: count('purchase_orders_downloaded'),
    ...moneyMetrics(spans, currency),
  };
}
