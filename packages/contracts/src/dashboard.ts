import { z } from 'zod';

/**
 * One dashboard figure for the current month so far, against the same days of last month and of
 * the same month a year ago (formulas in docs/dashboard.md). A change is a percentage; it is null
 * when there is nothing to compare with (the earlier span was 0 and this one is not).
 */
const Change = {
  changeLastMonth: z.number().nullable(),
  isChangeLastMonthPositive: z.boolean(),
  yoYPercent: z.number().nullable(),
  isYoYPositive: z.boolean(),
};

export const DashboardMetric = z.object({ value: z.number(), ...Change });
export type DashboardMetric = z.infer<typeof DashboardMetric>;

/** The ROI figure: a percentage (null without cost of goods); its changes are percentage points. */
export const DashboardRoiMetric = z.object({ percentage: z.number().nullable(), ...Change });
export type DashboardRoiMetric = z.infer<typeof DashboardRoiMetric>;

/** One calendar month of downloaded purchase orders: cost of goods and the projected sale of them. */
export const DashboardOrderMonth = z.object({
  /** English month name, e.g. "November". */
  monthName: z.string(),
  /** The month as YYYY-MM. */
  month: z.string(),
  cogsOnOrders: z.number(),
  projectedRevenueOnOrders: z.number(),
  projectedProfitOnOrders: z.number(),
  /** Profit over cost of goods, percent; null in a month without cost of goods. */
  projectedRoiOnOrders: z.number().nullable(),
});
export type DashboardOrderMonth = z.infer<typeof DashboardOrderMonth>;

/** The order figures in one other currency than the dashboard's (its orders are never added to another currency's). */
export const DashboardCurrency = z.object({
  currency: z.string(),
  cogsOnDownloads: DashboardMetric,
  projectedRevenueOnOrders: DashboardMetric,
  projectedProfitOnOrders: DashboardMetric,
  projectedRoiOnOrders: DashboardRoiMetric,
  orders: z.array(DashboardOrderMonth),
});
export type DashboardCurrency = z.infer<typeof DashboardCurrency>;

/** `GET /Dashboard`: the company's usage and projections. */
export const Dashboard = z.object({
  hoursSaved: DashboardMetric,
  skusScanned: DashboardMetric,
  filesUploaded: DashboardMetric,
  shortlists: DashboardMetric,
  shortlistedAsins: DashboardMetric,
  purchaseOrdersDownloaded: DashboardMetric,
  cogsOnDownloads: DashboardMetric,
  projectedRevenueOnOrders: DashboardMetric,
  projectedProfitOnOrders: DashboardMetric,
  projectedRoiOnOrders: DashboardRoiMetric,
  /** The last 12 calendar months, oldest first, ending with the current month so far. */
  orders: z.array(DashboardOrderMonth),
  /** The calendar the months follow (an IANA time zone) and the current month's day it counts to. */
  timeZone: z.string(),
  asOf: z.string(),
  /** The currency of the money figures: the company's default marketplace's. */
  currency: z.string().optional(),
  /** Orders in other currencies, each on its own (money is never added across currencies). */
  byCurrency: z.array(DashboardCurrency).optional(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * `GET /api/Dashboard/first-steps`: which of a new company's first steps it has ever taken (a
 * supplier it still has, a price list uploaded, a shortlist created, a purchase order
 * downloaded). The dashboard shows the steps until all four are done.
 */
export const FirstSteps = z.object({
  supplier: z.boolean(),
  priceList: z.boolean(),
  shortlist: z.boolean(),
  purchaseOrder: z.boolean(),
});
export type FirstSteps = z.infer<typeof FirstSteps>;

const TeamFigures = z.object({
  lookups: z.number().int(),
  uploads: z.number().int(),
  proposals: z.number().int(),
  approvals: z.number().int(),
});

/** `GET /api/Dashboard/team?days=`: the last `days` days (in the dashboard's time zone, today included). */
export const TeamActivityQuery = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) });
export type TeamActivityQuery = z.infer<typeof TeamActivityQuery>;

export const TeamMemberActivity = z.object({
  memberId: z.string(),
  /** "Name <email>", or the email alone; null for a member no longer in the organization. */
  member: z.string().nullable(),
  totals: TeamFigures,
  /** Each count per day, in the order of `days`. */
  daily: z.object({
    lookups: z.array(z.number().int()),
    uploads: z.array(z.number().int()),
    proposals: z.array(z.number().int()),
    approvals: z.array(z.number().int()),
  }),
});
export type TeamMemberActivity = z.infer<typeof TeamMemberActivity>;

export const TeamActivity = z.object({
  /** The days covered, oldest first (YYYY-MM-DD). */
  days: z.array(z.string()),
  timeZone: z.string(),
  /** The organization's active members and anyone else with activity in the span, most lookups first. */
  members: z.array(TeamMemberActivity),
});
export type TeamActivity = z.infer<typeof TeamActivity>;

/** `GET /api/Dashboard/team/lookups?memberId=`: a member's products analysed, newest first. */
export const LookupHistoryQuery = z.object({
  memberId: z.string().trim().min(1).max(128),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type LookupHistoryQuery = z.infer<typeof LookupHistoryQuery>;

/** One analysis a member ran, with the figures it gave then (its product version). */
export const LookupEntry = z.object({
  versionId: z.string(),
  productId: z.string(),
  asin: z.string(),
  title: z.string().nullable(),
  marketplace: z.string(),
  at: z.iso.datetime(),
  /** The figures at the time, in the marketplace's currency; null when the analysis had none. */
  buyBox: z.number().nullable(),
  profit: z.number().nullable(),
  roi: z.number().nullable(),
});
export type LookupEntry = z.infer<typeof LookupEntry>;
