import type { Dashboard, DashboardCurrency, DashboardMetric, DashboardRoiMetric } from '@shelfscope/contracts';
import { count, money, percent } from '../../lib/format';
import { formatNumber, numberFormat } from '../../lib/locale';
import { DEFAULT_CURRENCY } from '../../lib/money';

export type MetricKey = Exclude<keyof Dashboard, 'orders' | 'timeZone' | 'asOf' | 'currency' | 'byCurrency'>;
type Kind = 'count' | 'hours' | 'money' | 'percent';

/** ROI's one definition, as products, shortlists and orders figure it (docs/dashboard.md). */
export const ROI_HELP = 'Profit ÷ (goods + prep), as on products and shortlists';

/** The cards, in the order a seller's work flows: scan, upload, shortlist, order, and what it is worth. */
export const METRICS: { key: MetricKey; label: string; kind: Kind; help?: string }[] = [
  { key: 'hoursSaved', label: 'Hours saved', kind: 'hours' },
  { key: 'skusScanned', label: 'SKUs scanned', kind: 'count' },
  { key: 'filesUploaded', label: 'Price lists uploaded', kind: 'count' },
  { key: 'shortlists', label: 'Shortlists created', kind: 'count' },
  { key: 'shortlistedAsins', label: 'Products shortlisted', kind: 'count' },
  { key: 'purchaseOrdersDownloaded', label: 'Purchase orders downloaded', kind: 'count' },
  { key: 'cogsOnDownloads', label: 'Cost of goods ordered', kind: 'money' },
  { key: 'projectedRevenueOnOrders', label: 'Projected revenue', kind: 'money' },
  { key: 'projectedProfitOnOrders', label: 'Projected profit', kind: 'money' },
  { key: 'projectedRoiOnOrders', label: 'Projected ROI', kind: 'percent', help: ROI_HELP },
];

/** Money and percentages as everywhere in the app (lib/format.ts). */
export { money, percent };
/** Money on a chart axis, in the orders' currency: $12K, £3.4K. */
export const axisMoney = (v: number, currency: string = DEFAULT_CURRENCY) =>
  // Without the minimum the currency's two decimals become one: "$12.0K".
  numberFormat({ style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
    v,
  );

/** The metric's figure as its card shows it; money in `currency`. */
export function metricValue(
  kind: Kind,
  metric: DashboardMetric | DashboardRoiMetric,
  currency: string = DEFAULT_CURRENCY,
): string {
  if ('percentage' in metric) return percent(metric.percentage);
  if (kind === 'money') return money(metric.value, currency);
  if (kind === 'hours') return `${formatNumber(metric.value, 1)} h`;
  return count(metric.value);
}

export type Trend = 'up' | 'down' | 'flat' | 'new' | 'none';

/**
 * One comparison: the short text beside the arrow and the sentence a screen reader says.
 * `change` null means no base (nothing in the earlier span, something now: "new"; for ROI, no
 * ROI on one side: "none").
 */
export function describeChange(input: {
  change: number | null;
  isPositive: boolean;
  against: 'last month' | 'last year';
  points: boolean;
}): { trend: Trend; text: string; spoken: string } {
  const span = input.against === 'last month' ? 'the same days of last month' : 'the same days last year';
  if (input.change === null) {
    return input.points
      ? { trend: 'none', text: `no ROI ${input.against}`, spoken: `No ROI to compare with in ${span}.` }
      : { trend: 'new', text: `new vs ${input.against}`, spoken: `New: nothing in ${span}.` };
  }
  const unit = input.points ? ' pts' : '%';
  const spokenUnit = input.points ? 'percentage points' : 'percent';
  const size = formatNumber(Math.abs(input.change), 1);
  if (input.change === 0) return { trend: 'flat', text: `no change vs ${input.against}`, spoken: `No change from ${span}.` };
  const trend: Trend = input.isPositive ? 'up' : 'down';
  return {
    trend,
    text: `${input.change > 0 ? '+' : '−'}${size}${unit} vs ${input.against}`,
    spoken: `${trend === 'up' ? 'Up' : 'Down'} ${size} ${spokenUnit} from ${span}.`,
  };
}

/** A company with nothing yet: no usage this month and no orders in 12 months. */
export function isBlank(d: Dashboard): boolean {
  const metrics = METRICS.map((m) => d[m.key]);
  const quiet = metrics.every((m) =>
    'percentage' in m ? m.percentage === null : m.value === 0 && m.changeLastMonth === 0 && m.yoYPercent === 0,
  );
  return quiet && d.orders.every((o) => o.cogsOnOrders === 0 && o.projectedRevenueOnOrders === 0);
}

/**
 * The dashboard's order money in each currency it has: the company's default currency's (the
 * top-level figures) first, then each other currency the server sends in `byCurrency`. Money is
 * never added across them: a screen shows one currency's figures at a time.
 */
export function orderCurrencies(d: Dashboard): [DashboardCurrency, ...DashboardCurrency[]] {
  const own: DashboardCurrency = {
    currency: d.currency ?? DEFAULT_CURRENCY,
    cogsOnDownloads: d.cogsOnDownloads,
    projectedRevenueOnOrders: d.projectedRevenueOnOrders,
    projectedProfitOnOrders: d.projectedProfitOnOrders,
    projectedRoiOnOrders: d.projectedRoiOnOrders,
    orders: d.orders,
  };
  return [own, ...(d.byCurrency ?? []).filter((c) => c.currency !== own.currency)];
}
