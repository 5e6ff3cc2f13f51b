// An alert's figures in words ("Buy box: £9.00 → £3.50", "Amazon on listing: yes → no"): one
// formatter per kind of field, shared by the server (notifications, emails, the digest, push) and
// the web app (the alerts list, the notifications menu). Without zod (number-format.ts).
import { riskWords } from './alert-words.js';
import { DEFAULT_MARKETPLACE, MARKETPLACES, type MarketplaceCode } from './marketplace-registry.js';
import { formatCount, formatDecimal, formatMoney, formatPercent, formatRank } from './number-format.js';

/**
 * What a field's value is, which says how it is written: `money` in the product's currency,
 * `cost` in the supplier's (a pack cost as entered), `percent`, `rank` ("#1,234"), `count`
 * (whole, with separators), `number` (up to two decimals), `boolean` (yes or no), `text` as is,
 * `eligibility` and `threat` in words, `date` a calendar day.
 */
export type FigureKind =
  | 'money'
  | 'cost'
  | 'percent'
  | 'rank'
  | 'count'
  | 'number'
  | 'boolean'
  | 'text'
  | 'eligibility'
  | 'threat'
  | 'date';

/** A field's label in a sentence and its kind. */
export type FigureField = { label: string; kind: FigureKind };

/**
 * Every field an alert rule can name (the products filter language, apps/server/src/seller/
 * products/fields.ts; a server test keeps the two lists equal) with its label and kind.
 */
export const FIGURE_FIELDS: Readonly<Record<string, FigureField>> = {
  asin: { label: 'ASIN', kind: 'text' },
  title: { label: 'Title', kind: 'text' },
  brand: { label: 'Brand', kind: 'text' },
  category: { label: 'Category', kind: 'text' },
  upc: { label: 'UPC', kind: 'text' },
  itemNumber: { label: 'Item number', kind: 'text' },
  cost: { label: 'Pack cost', kind: 'cost' },
  preparationCost: { label: 'Prep cost', kind: 'money' },
  quantityPack: { label: 'Units per pack', kind: 'count' },
  rating: { label: 'Rating', kind: 'number' },
  override: { label: 'Buy-box override', kind: 'number' },
  bsrCurrent: { label: 'Sales rank', kind: 'rank' },
  salesEstimate: { label: 'Estimated sales a month', kind: 'count' },
  buyBoxCurrent: { label: 'Buy box', kind: 'money' },
  selectedBuyBoxValue: { label: 'Selected price', kind: 'money' },
  totalGoodsCost: { label: 'Unit cost', kind: 'money' },
  profitLoss: { label: 'Profit', kind: 'money' },
  roi: { label: 'ROI', kind: 'percent' },
  margin: { label: 'Margin', kind: 'percent' },
  breakEven: { label: 'Break-even price', kind: 'money' },
  fbaFeesTotal: { label: 'Fees', kind: 'money' },
  fbaOffersCount: { label: 'FBA offers', kind: 'count' },
  fbmOffersCount: { label: 'FBM offers', kind: 'count' },
  myShare30: { label: 'My share a month', kind: 'number' },
  salesRankDrops30: { label: 'Rank drops in 30 days', kind: 'count' },
  amazonCurrent: { label: 'Amazon price', kind: 'money' },
  reviewsCount: { label: 'Reviews', kind: 'count' },
  astroScore: { label: 'Astro score', kind: 'number' },
  alertThreatLevel: { label: 'Threat level', kind: 'threat' },
  hasAlert: { label: 'Has an alert', kind: 'boolean' },
  isHazmat: { label: 'Hazmat', kind: 'boolean' },
  isMeltable: { label: 'Meltable', kind: 'boolean' },
  hasBuyBox: { label: 'Has a buy box', kind: 'boolean' },
  buyBoxIsAmazon: { label: 'Amazon holds the buy box', kind: 'boolean' },
  isAmazonSeller: { label: 'Amazon on listing', kind: 'boolean' },
  isVariation: { label: 'Variation', kind: 'boolean' },
  amazonOnListing: { label: 'Amazon on listing', kind: 'boolean' },
  fbaOffers: { label: 'FBA offers', kind: 'count' },
  eligibility: { label: 'Can I sell', kind: 'eligibility' },
  fbaFulfillable: { label: 'FBA stock', kind: 'count' },
  fbaInbound: { label: 'FBA inbound', kind: 'count' },
  buyBoxIsBrand: { label: 'Brand holds the buy box', kind: 'boolean' },
  competitorsOutOfStock: { label: 'Competitors out of stock', kind: 'count' },
  eligibilityPrevious: { label: 'Can I sell, before its last change', kind: 'eligibility' },
  eligibilityChanged: { label: 'Can I sell changed', kind: 'boolean' },
};

/** The seller account's answers in words. */
const ELIGIBILITY_WORDS: Readonly<Record<string, string>> = {
  allowed: 'allowed',
  approval_required: 'approval required',
  not_eligible: 'not eligible',
  unknown: 'not checked',
};

/**
 * How an alert's figures are written: the product's currency (its marketplace's), the supplier's
 * for a pack cost (`costCurrency`, default the product's), and the locale. The server writes in
 * the marketplace's locale (figureStyleOf), the web app in the member's.
 */
export type FigureStyle = { currency: string; costCurrency?: string | null | undefined; locale: string };

/** The style of a marketplace's figures: its currency in its locale (amazon.de: "9,00 €"). */
export function figureStyleOf(marketplace: string | null | undefined, costCurrency?: string | null): FigureStyle {
  const info = MARKETPLACES[(marketplace ?? DEFAULT_MARKETPLACE) as MarketplaceCode] ?? MARKETPLACES[DEFAULT_MARKETPLACE];
  return { currency: info.currency, costCurrency: costCurrency ?? info.currency, locale: info.locale };
}

/** What an unknown or missing figure reads as. */
export const UNKNOWN_FIGURE = 'unknown';

type Value = number | string | boolean | null | undefined;

/** The label and kind of a field; a field this list does not know (an old alert's) reads by its value. */
export function figureField(field: string, value?: Value): FigureField {
  const known = Object.hasOwn(FIGURE_FIELDS, field) ? FIGURE_FIELDS[field] : undefined;
  if (known) return known;
  return { label: field, kind: typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'text' };
}

/** One value of a field of `kind` in words; null, undefined or not a finite number: "unknown". */
export function formatFigure(kind: FigureKind, value: Value, style: FigureStyle): string {
  if (value === null || value === undefined || value === '') return UNKNOWN_FIGURE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (kind === 'date') {
    const day = new Date(value);
    return Number.isNaN(day.getTime())
      ? String(value)
      : new Intl.DateTimeFormat(style.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  }
  if (typeof value === 'string') return kind === 'eligibility' ? (ELIGIBILITY_WORDS[value] ?? value) : value;
  if (!Number.isFinite(value)) return UNKNOWN_FIGURE;
  switch (kind) {
    case 'money':
      return formatMoney(value, { currency: style.currency, locale: style.locale });
    case 'cost':
      return formatMoney(value, { currency: style.costCurrency ?? style.currency, locale: style.locale });
    case 'percent':
      return formatPercent(value, style.locale);
    case 'rank':
      return formatRank(value, style.locale);
    case 'count':
      return formatCount(value, style.locale);
    case 'threat':
      return value > 0 ? riskWords(value) : 'none';
    default:
      return formatDecimal(value, style.locale);
  }
}

/** One figure of an alert, before and after: "Buy box: £9.00 → £3.50", "Amazon on listing: yes → no". */
export function describeFigure(figure: { field: string; before: Value; after: Value }, style: FigureStyle): string {
  const { label, kind } = figureField(figure.field, figure.after ?? figure.before);
  return `${label}: ${formatFigure(kind, figure.before, style)} → ${formatFigure(kind, figure.after, style)}`;
}

/** An alert's figures in one line, separated by `separator` ("; " in texts). */
export const describeFigures = (
  figures: readonly { field: string; before: Value; after: Value }[],
  style: FigureStyle,
  separator = '; ',
) => figures.map((figure) => describeFigure(figure, style)).join(separator);
