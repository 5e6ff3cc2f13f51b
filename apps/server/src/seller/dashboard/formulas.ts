import type { Dashboard, DashboardMetric, DashboardOrderMonth, DashboardRoiMetric } from '@shelfscope/contracts';
import { returnOnInvestment } from '@shelfscope/profit';
import type { DashboardConfig } from '../../config.js';

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

const roiOf = (t: Totals) =>
  roiPercent(
    amount(t, 'projected_profit_on_orders'),
    amount(t, 'purchase_orders_downloaded'),
    amount(t, 'projected_prep_on_orders'),
  );

/** ROI changes are percentage points; against a span without cost of goods there is none (null). */
function roiMetric(spans: Spans): DashboardRoiMetric {
  const [now, lastMonth, yearAgo] = [roiOf(spans.current), roiOf(spans.lastMonth), roiOf(spans.yearAgo)];
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

/** One month's row of downloaded orders. `month` is YYYY-MM. */
export function orderMonth(month: string, t: Totals): DashboardOrderMonth {
  const cogs = amount(t, 'purchase_orders_downloaded');
  const profit = amount(t, 'projected_profit_on_orders');
  return {
    monthName: MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month,
    month,
    cogsOnOrders: round(cogs),
    projectedRevenueOnOrders: round(amount(t, 'projected_revenue_on_orders')),
    projectedProfitOnOrders: round(profit),
    projectedRoiOnOrders: roiPercent(profit, cogs, amount(t, 'projected_prep_on_orders')),
  };
}

/** Every metric of the dashboard from its spans (see docs/dashboard.md for each formula). */
export function dashboardMetrics(spans: Spans, config: DashboardConfig): Omit<Dashboard, 'orders' | 'timeZone' | 'asOf'> {
  const count = (kind: string) => metric((t) => quantity(t, kind), spans, 0);
  const money = (kind: string) => metric((t) => amount(t, kind), spans);
  return {
    hoursSaved: metric((t) => hoursSaved(t, config), spans, 1),
    skusScanned: count('skus_scanned'),
    filesUploaded: count('files_uploaded'),
    shortlists: count('shortlists_created'),
    shortlistedAsins: count('asins_shortlisted'),
    purchaseOrdersDownloaded: count('purchase_orders_downloaded'),
    cogsOnDownloads: money('purchase_orders_downloaded'),
    projectedRevenueOnOrders: money('projected_revenue_on_orders'),
    projectedProfitOnOrders: money('projected_profit_on_orders'),
    projectedRoiOnOrders: roiMetric(spans),
  };
}
