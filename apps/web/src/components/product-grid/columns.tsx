import { type LimitName, MONEY_COLUMNS, type Product, type ProductColumn, type ProductPatchField } from '@shelfscope/contracts';
import type { Level, ScoreName } from '@shelfscope/profit';
import type { ReactNode } from 'react';
import { marketplaceUrl } from '../../lib/marketplaces';
import { costCurrencyOf, currencyOf, exactMoney, packCostText, packCostTitle } from '../../lib/money';
import { alertBadges } from './alert-badges';
import { COLUMN_LABELS } from './column-labels';
import { EditableCell } from './editable-cell';
import { ORDER_FIELDS } from './filter-fields';
import { count, dateTime, dimensions, type MeasurementSystem, money, number, percent, stars, stockText, weight } from './format';
import { type BadgeColor, badgeClass, gridBadge } from './grid-badge';
import { OverrideCell } from './override-cell';
import classes from './product-grid.module.css';
import { levelBadge, scoreLevelOf, type Thresholds } from './score';
import { thumbnailOf } from './thumbnail';

/** The single-field edits (PATCH .../{field}): the column, the API's field name and its bounds. */
export const EDITABLE: Partial<Record<ProductColumn, { field: ProductPatchField; numeric: boolean; limit?: LimitName }>> = {
  cost: { field: 'cost', numeric: true, limit: 'cost' },
  preparationCost: { field: 'preparationCost', numeric: true, limit: 'preparationCost' },
  quantityPack: { field: 'quantityPack', numeric: true, limit: 'quantityPack' },
  comment: { field: 'comment', numeric: false },
  supplierDescription: { field: 'supplierDescription', numeric: false },
  itemNumber: { field: 'itemNumber', numeric: false },
  supplierUPC: { field: 'upc', numeric: false },
};

/** What a cell needs from the page around the grid. */
export type GridContext = {
  thresholds: Thresholds | undefined;
  system: MeasurementSystem;
  href: (product: Product) => string;
  /** Columns the page lets the member edit, and the save; absent for a read-only grid. */
  editable?: ReadonlySet<ProductColumn>;
  onEdit?: (product: Product, field: ProductPatchField, value: string) => void;
  onOverride?: (product: Product, override: number, customValue: number | null) => void;
};

export type GridColumn = {
  id: ProductColumn;
  label: string;
  width: number;
  align?: 'right' | 'center';
  /** The API's `order` field, when the column sorts. */
  sortField?: string;
  /** A class for the column's cells, beside the grid's own (how the cell lays out what it holds). */
  cellClass?: string;
  /** For a figure coloured by the member's thresholds: its level in a product (the cell's colour). */
  level?: (product: Product, ctx: GridContext) => Level | null;
  cell: (product: Product, ctx: GridContext) => ReactNode;
};

const MONEY: ReadonlySet<string> = MONEY_COLUMNS;
const PERCENT = new Set<string>([
  'referralFeePercentage',
  'margin',
  'roi',
  'targetROI',
  'outOfStock30',
  'outOfStock90',
  'outOfStock180',
  'outOfStock365',
]);
const LEVEL = new Set<string>([
  'marginScore',
  'roiScore',
  'astroScore',
  'breakEvenStrengthScore',
  'salesEstimateScore',
  'profitLossScore',
  'myShare30Score',
  'amazonInStockScore30',
  'amazonInStockScore90',
  'amazonInStockScore180',
  'amazonInStockScore365',
]);
/** Other figures, whose names the pattern in gridColumn does not tell: counts, ranks, a rating. */
const FIGURES = new Set<string>([
  'competition',
  'variants',
  'rating',
  'boughtInThePastMonth',
  'astroBsr',
  'alertThreatLevel',
  'fbaFulfillable',
]);
const BOOLEAN = new Set<string>([
  'isHazmat',
  'isMeltable',
  'hasBuyBox',
  'isVariation',
  'isBrandSeller',
  'isAmazonSeller',
  'buyBoxIsAmazon',
  'buyBoxIsFba',
  'buyBoxIsFbm',
]);
/** Figures coloured by a threshold set of the member's settings. */
const SCORED: Partial<Record<ProductColumn, ScoreName>> = {
  roi: 'roi',
  margin: 'margin',
  profitLoss: 'profit',
  salesEstimate: 'salesEstimate',
  bsrCurrent: 'bsr',
  fbaOffersCount: 'offers',
  myShare30: 'myShare30',
};
const SHORTLIST_CLASS = badgeClass(classes.shortlistBadge);
const AVAILABILITY = ['In stock', 'Back-ordered', 'Pre-order', 'Out of stock', 'Not sold by Amazon'];

/** The pack cost as entered (the supplier's currency, `costCurrency`); every other figure the marketplace's. */
const moneyCurrency = (p: Product, id: ProductColumn) => (id === 'cost' ? costCurrencyOf(p) : currencyOf(p));

const value = (p: Product, id: ProductColumn) => (p as unknown as Record<string, unknown>)[id];

/**
 * The title (a link to the product's page, which the grid follows without a reload: see
 * `data-internal`), and under it the ASIN (to the marketplace), brand, pack and weight, the
 * package's size in the line's title. Three elements and two texts: a row's cells are made and
 * thrown away as the grid scrolls, and every element is garbage for the collector when its row
 * leaves the view.
 */
function titleCell(p: Product, ctx: GridContext): ReactNode {
  const size = `${dimensions(p.packageLength, p.packageWidth, p.packageHeight, ctx.system)} · ${weight(p.packageWeight, ctx.system)}`;
  const brand = p.brand ? ` · ${p.brand}` : '';
  const pack = p.packageQuantity > 1 ? ` · pack of ${p.packageQuantity}` : '';
  return (
    <>
      <a href={ctx.href(p)} data-internal="" title={p.title ?? p.asin} className={classes.titleLink}>
        {p.title ?? p.asin}
      </a>
      <div className={classes.titleMeta} title={`Package ${size}${p.sizeTier ? ` (${p.sizeTier})` : ''}`}>
        <a href={marketplaceUrl(p.asin, p.marketplace)} target="_blank" rel="noreferrer" className={classes.asinLink}>
          {p.asin}
        </a>
        {`${brand}${pack} · ${weight(p.packageWeight, ctx.system)}`}
      </div>
    </>
  );
}

/** What the seller's own Amazon account says (docs/seller-account.md): a coloured word, Amazon's answer. */
const ELIGIBILITY_BADGES: Record<string, { text: string; color: BadgeColor }> = {
  allowed: { text: 'Allowed', color: 'teal' },
  approval_required: { text: 'Approval', color: 'orange' },
  not_eligible: { text: 'Restricted', color: 'red' },
  unknown: { text: 'Unknown', color: 'grape' },
};

function eligibilityBadge(p: Product): ReactNode {
  const badge = p.eligibility ? ELIGIBILITY_BADGES[p.eligibility] : undefined;
  if (!badge) return '–';
  const checked = p.eligibilityCheckedAt ? ` (checked ${dateTime(p.eligibilityCheckedAt)})` : '';
  return gridBadge({ size: 'xs', variant: 'light', color: badge.color, title: `${badge.text}${checked}`, children: badge.text });
}

/** A value as the grid shows it (a coloured figure's colour is its cell's: see `levelFor`). */
function display(p: Product, id: ProductColumn): ReactNode {
  const v = value(p, id);
  if (v === null || v === undefined) return '–';
  const num = typeof v === 'number' ? v : null;
  if (id === 'cost') return packCostText(num, p.quantityPack, costCurrencyOf(p));
  if (id === 'rating') return stars(num);
  if (MONEY.has(id)) return money(num, moneyCurrency(p, id));
  if (PERCENT.has(id)) return percent(num);
  if (LEVEL.has(id)) return levelBadge(num);
  if (BOOLEAN.has(id)) return v ? 'Yes' : 'No';
  if (typeof v === 'number') return Number.isInteger(v) ? count(v) : number(v);
  return String(v);
}

function cellFor(id: ProductColumn): GridColumn['cell'] {
  switch (id) {
    case 'image':
      return (p) =>
        p.image ? (
          // Not loading="lazy": the grid only mounts rows near the view, and a lazy picture is
          // fetched a frame after its row is drawn, which then paints it a second time. A picture
          // of the size shown (twice, for sharp screens), not the full one: less to fetch and
          // decode as rows scroll in.
          // Keyed by the picture: a row's element may show another product later (RowSlots),
          // and an img given a new src keeps showing the old picture until the new one loads.
          <img
            key={p.image}
            src={thumbnailOf(p.image, 64)}
            alt=""
            width={32}
            height={32}
            className={classes.picture}
            decoding="async"
          />
        ) : null;
    case 'title':
      return titleCell;
    case 'hasAlert':
      return (p) => alertBadges(p);
    case 'shortlistNames':
      return (p) =>
        p.shortlistNames.length
          ? p.shortlistNames.map((n) =>
              gridBadge({ key: n, size: 'xs', variant: 'outline', className: SHORTLIST_CLASS, children: n }),
            )
          : '–';
    case 'amazonAvailability':
      return (p) => AVAILABILITY[p.amazonAvailability] ?? 'Unknown';
    case 'eligibility':
      return (p) => eligibilityBadge(p);
    case 'fbaFulfillable':
      return (p) => stockText(p) ?? '–';
    case 'updated':
      return (p) => dateTime(p.updated);
    case 'override':
      return (p, ctx) =>
        ctx.onOverride && ctx.editable?.has('override') ? (
          // Keyed by the product, as every cell with state of its own: see RowSlots.
          <OverrideCell
            key={p.id}
            asin={p.asin}
            override={p.override}
            customValue={p.overrideCustomValue}
            onSave={(o, c) => ctx.onOverride?.(p, o, c)}
          />
        ) : (
          String(p.override)
        );
    default: {
      const edit = EDITABLE[id];
      if (!edit) return (p) => display(p, id);
      return (p, ctx) => {
        if (!ctx.onEdit || !ctx.editable?.has(id)) return display(p, id);
        const raw = id === 'supplierUPC' ? p.supplierUPC : value(p, id);
        const isMoney = MONEY.has(id) && typeof raw === 'number';
        return (
          <EditableCell
            key={p.id}
            label={`${COLUMN_LABELS[id]} of ${p.asin}`}
            value={raw === null || raw === undefined ? '' : String(raw)}
            {...(id === 'cost' && isMoney
              ? {
                  display: packCostText(raw, p.quantityPack, costCurrencyOf(p)),
                  title: packCostTitle(raw, p.quantityPack, costCurrencyOf(p)),
                }
              : isMoney
                ? { display: money(raw, moneyCurrency(p, id)), title: exactMoney(raw, moneyCurrency(p, id)) ?? undefined }
                : {})}
            numeric={edit.numeric}
            limit={edit.limit}
            onSave={(next) => ctx.onEdit?.(p, edit.field, next)}
          />
        );
      };
    }
  }
}

const WIDTHS: Partial<Record<ProductColumn, number>> = {
  image: 48,
  // The pack cost with its unit cost beside it, whole: "$1,183.88 (24 × $49.33)" (168 px cut
  // "$183.88 (24 × $7.6…").
  cost: 200,
  title: 320,
  // Room for two alert badges side by side, each readable before its ellipsis.
  hasAlert: 240,
  override: 200,
  comment: 200,
  supplierDescription: 220,
  shortlistNames: 160,
  asin: 120,
  brand: 140,
  category: 150,
  updated: 160,
  buyBoxSellerName: 150,
  manufacturer: 140,
  // Labels that would need a third line at the default width (and their siblings, alike).
  competition: 120,
  boughtInThePastMonth: 120,
  isAmazonSeller: 112,
  breakEvenStrengthScore: 112,
  amazonInStockScore30: 112,
  amazonInStockScore90: 112,
  amazonInStockScore180: 112,
  amazonInStockScore365: 112,
  eligibility: 112,
  fbaFulfillable: 140,
};

function levelFor(id: ProductColumn): GridColumn['level'] {
  const score = SCORED[id];
  if (!score) return undefined;
  return (p, ctx) => {
    const v = value(p, id);
    return scoreLevelOf(score, typeof v === 'number' ? v : null, ctx.thresholds);
  };
}

/** Cells that lay out several things: the title's two lines, the alerts' row of badges. */
const CELL_CLASSES: Partial<Record<ProductColumn, string>> = { title: classes.titleCell, hasAlert: classes.badges };

/** The grid's definition of a column. */
export function gridColumn(id: ProductColumn): GridColumn {
  const numeric =
    MONEY.has(id) ||
    PERCENT.has(id) ||
    typeof SCORED[id] === 'string' ||
    FIGURES.has(id) ||
    /Count|Drops|bsr|Avg|Estimate|quantity|Quantity/.test(id);
  return {
    id,
    label: COLUMN_LABELS[id],
    width: WIDTHS[id] ?? (EDITABLE[id] ? 110 : LEVEL.has(id) || BOOLEAN.has(id) ? 96 : 104),
    align: LEVEL.has(id) || BOOLEAN.has(id) ? 'center' : numeric ? 'right' : undefined,
    sortField: ORDER_FIELDS.has(id) ? id : id === 'hasAlert' ? 'alertThreatLevel' : undefined,
    cellClass: CELL_CLASSES[id],
    level: levelFor(id),
    cell: cellFor(id),
  };
}
