import {
  alertWords,
  COLUMN_LABELS,
  type ExportFormat,
  MARKETPLACES,
  MONEY_COLUMNS,
  PRODUCT_COLUMNS,
  type ProductColumn,
} from '@shelfscope/contracts';
import { BUY_BOX_OVERRIDES, cents } from '@shelfscope/profit';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Cell, sendTable } from '../../platform/export/table.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { shortlistNamesOf } from '../shortlists/names.js';
import { suppliers } from '../suppliers/schema.js';
import { findSupplier } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import { ROW_KEYS } from './fields.js';
import { KEYSET_START, type KeysetPosition, keysetNext, keysetWhere } from './keyset.js';
import { listOrder, listSortKey, listWhere } from './list-query.js';
import { products } from './schema.js';
import type { ProductScope } from './service.js';

/**
 * Products read a page at a time (by keyset), each page its own short transaction. 500, not 1,000: the
 * server's peak memory exporting 100,000 rows as XLSX fell from 366 to 292 MB, with no loss of
 * time (bench/RESULTS.md, 2026-11-26).
 */
export const EXPORT_PAGE = 500;

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : null);

/** A field's value for a spreadsheet cell: numbers as numbers, flags in words, dates as ISO text. */
function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** The product fields an export cell is made of, by name (a Product, or the slim row below). */
type Fields = Readonly<Record<string, unknown>>;

/** A column's value for a spreadsheet: numbers as numbers, flags and lists in words. */
export function exportCell(product: Fields, column: ProductColumn): Cell {
  switch (column) {
    case 'hasAlert':
      return (
        alertWords(product as unknown as Parameters<typeof alertWords>[0])
          .map((alert) => alert.label)
          .join('; ') || 'No'
      );
    case 'shortlistNames':
      return ((product.shortlistNames as string[] | undefined) ?? []).join(', ');
    case 'override':
      return BUY_BOX_OVERRIDES[product.override as keyof typeof BUY_BOX_OVERRIDES]?.label ?? String(product.override);
  }
  return cellValue(product[column]);
}

/**
 * The columns that stand beside the pack cost: a pack's cost means little without its size, so
 * "Cost (pack)" is followed by the units per pack and the cost of one unit (pack cost / units,
 * to the cent, as the grid's "$150.00 (6 × $25.00)").
 */
const BESIDE_COST = ['Units per pack', 'Cost per unit'];

/**
 * The currency column: which currency the row's amounts are in (the product's marketplace's), so
 * a file of products from several marketplaces never reads as one currency. It follows the ASIN.
 */
export const CURRENCY_HEADER = 'Currency';

/** A column's header cells: its label, and for the pack cost the columns beside it; the ASIN has the currency beside it. */
export function exportHeader(column: ProductColumn): string[] {
  if (column === 'asin') return [COLUMN_LABELS.asin, CURRENCY_HEADER];
  return column === 'cost' ? [COLUMN_LABELS.cost, ...BESIDE_COST] : [COLUMN_LABELS[column]];
}

/** The currencies of a row: its figures' (the marketplace's) and its pack cost's (the supplier's). */
export type RowCurrencies = { figures: string; cost: string };

/** An amount with its currency (an XLSX formats it in that currency; a CSV writes the number). */
const inCurrency = (cell: Cell, currency: string): Cell => (typeof cell === 'number' ? { amount: cell, currency } : cell);

/**
 * A column's cells in a row (see exportHeader): the pack cost brings its pack size and unit cost,
 * the ASIN the row's currency; amounts carry their currency.
 */
export function exportCells(product: Fields, column: ProductColumn, currencies?: RowCurrencies): Cell[] {
  const cell = exportCell(product, column);
  if (column === 'asin') return [cell, currencies?.figures ?? null];
  const currency = column === 'cost' ? currencies?.cost : currencies?.figures;
  const money = (value: Cell) => (currency && MONEY_COLUMNS.has(column) ? inCurrency(value, currency) : value);
  if (column !== 'cost') return [money(cell)];
  const pack = typeof product.quantityPack === 'number' ? Math.max(1, product.quantityPack) : null;
  return [money(cell), pack, money(typeof cell === 'number' && pack !== null ? cents(cell / pack) : null)];
}

/** A row's currencies from its marketplace and its supplier's own currency (null: the marketplace's). */
export function rowCurrencies(row: { marketplace: string | null; supplierCurrency: string | null }): RowCurrencies {
  const figures = MARKETPLACES[marketplaceCode(row.marketplace)].currency;
  return { figures, cost: row.supplierCurrency ?? figures };
}

/** What `alertWords` reads to put a product's alerts in words (all of them analysis fields). */
const ALERT_FIELDS = [
  'alert',
  'hasAlert',
  'alertThreatLevel',
  'alertReasons',
  'isHazmat',
  'hazards',
  'isMeltable',
  'sizeTier',
  'isAmazonSeller',
  'buyBoxIsAmazon',
  'isBrandSeller',
];

const { analysis: _, ...rowColumns } = getTableColumns(products);

/** The products column behind a product's own field (ROW_KEYS), where the names differ. */
const ROW_COLUMN_OF: Record<string, keyof typeof rowColumns> = { supplierUPC: 'supplierUpc' };

/**
 * The product's own columns an export needs, under the product's field names: only these are
 * read, not the whole row (some 60 columns; reading and mapping them all was most of a page's
 * garbage, bench/RESULTS.md).
 */
function ownColumnsOf(columns: ProductColumn[]) {
  const own = new Set<string>(ROW_KEYS);
  const picked: { id: typeof products.id } & Record<string, (typeof rowColumns)[keyof typeof rowColumns]> = {
    id: products.id,
  };
  for (const column of columns) {
    const key = ROW_COLUMN_OF[column] ?? column;
    if (own.has(column) && key in rowColumns) picked[column] = rowColumns[key as keyof typeof rowColumns];
  }
  return picked;
}

/**
 * Only the analysis fields the columns need, as one jsonb (PostgreSQL takes 100 arguments a
 * function: built in parts joined with ||). The whole analysis is some kB a row: reading and
 * parsing it for 100,000 rows was most of an export's memory and time (bench/RESULTS.md).
 */
function analysisOf(columns: ProductColumn[]): SQL<unknown> {
  const own = new Set<string>(ROW_KEYS);
  const fields: string[] = columns.filter((c) => !own.has(c));
  if (columns.includes('hasAlert')) fields.push(...ALERT_FIELDS);
  if (fields.length === 0) return sql`'{}'::jsonb`;
  const parts: string[] = [];
  // Field names are PRODUCT_COLUMNS (checked by the query's schema): letters and digits only.
  for (let at = 0; at < fields.length; at += 40) {
    parts.push(
      `jsonb_build_object(${fields
        .slice(at, at + 40)
        .map((f) => `'${f}', analysis->'${f}'`)
        .join(', ')})`,
    );
  }
  return sql.raw(parts.join(' || '));
}

/** The columns of an export: the ones asked for (the grid's), the ASIN first; all but the picture when none. */
export function exportColumns(asked: ProductColumn[] | undefined): ProductColumn[] {
  const columns = asked ?? PRODUCT_COLUMNS.filter((c) => c !== 'image');
  return ['asin', ...columns.filter((c) => c !== 'asin')];
}

/**
 * The products an export writes, a page of EXPORT_PAGE at a time in the list's own order (scope,
 * search, filter, order), each page one short transaction of its own read by keyset (keyset.ts):
 * the page's ids first, then only the columns the export needs of those rows.
 */
export async function* exportPages(
  run: <T>(work: (tenant: Tenant) => Promise<T>) => Promise<T>,
  scope: ProductScope,
  query: { search?: string; filter?: string; order?: string; descending?: boolean },
  columns: ProductColumn[],
  pageSize = EXPORT_PAGE,
) {
  const slimAnalysis = analysisOf(columns);
  // The pack cost's pack size is read with it (exportCells).
  const ownColumns = ownColumnsOf(columns.includes('cost') ? [...columns, 'quantityPack'] : columns);
  const key = listSortKey(query);
  for (let at: KeysetPosition | null = KEYSET_START; at !== null; ) {
    const position: KeysetPosition = at;
    const rows = await run((tenant) => {
      const order = listOrder(query);
      const page = tenant.db
        .select({ id: products.id })
        .from(products)
        .where(and(listWhere(tenant, scope, query), keysetWhere(key, position)))
        .orderBy(...order)
        .limit(pageSize);
      return tenant.db
        .select({
          ...ownColumns,
          analysis: slimAnalysis,
          // The row's currencies (rowCurrencies): its marketplace, and what its supplier quotes in.
          rowMarketplace: products.marketplace,
          supplierCurrency: suppliers.currency,
        })
        .from(products)
        .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(inArray(products.id, page))
        .orderBy(...order);
    });
    at = keysetNext(position, rows, pageSize);
    if (rows.length > 0) yield rows;
  }
}

/**
 * Streams what a product list shows on every page (scope, search, filter, order) as CSV or
 * XLSX, a page at a time as the client takes the file (docs/products.md, "Export").
 */
export function sendProductExport(
  reply: FastifyReply,
  run: <T>(work: (tenant: Tenant) => Promise<T>) => Promise<T>,
  scope: ProductScope,
  query: {
    search?: string;
    filter?: string;
    order?: string;
    descending?: boolean;
    columns?: ProductColumn[];
    format: ExportFormat;
  },
  fileName: string,
) {
  const columns = exportColumns(query.columns);
  async function* pages(): AsyncGenerator<Cell[][]> {
    for await (const rows of exportPages(run, scope, query, columns)) {
      const names = columns.includes('shortlistNames')
        ? await run((tenant) =>
            shortlistNamesOf(
              tenant,
              rows.map((r) => r.id),
            ),
          )
        : null;
      yield rows.map((row) => {
        const analysis = row.analysis as Fields;
        const fields: Fields = names ? { ...row, shortlistNames: names.get(row.id) ?? [] } : row;
        const currencies = rowCurrencies({ marketplace: row.rowMarketplace, supplierCurrency: row.supplierCurrency });
        return columns.flatMap((column) => exportCells(column in fields ? fields : analysis, column, currencies));
      });
    }
  }
  return sendTable(reply, {
    fileName,
    sheetName: 'Products',
    format: query.format,
    header: columns.flatMap(exportHeader),
    pages: pages(),
  });
}

/** A supplier's products as a streamed file named after the supplier; 404 for a supplier not the company's. */
export async function exportSupplierProducts({
  run,
  reply,
  supplierId,
  query,
}: {
  run: <T>(work: (tenant: Tenant) => Promise<T>) => Promise<T>;
  reply: FastifyReply;
  supplierId: string;
  query: Parameters<typeof sendProductExport>[3];
}) {
  const supplier = await run((tenant) => findSupplier(tenant, supplierId));
  return sendProductExport(reply, run, { supplierId }, query, `products-${supplier.name}`);
}
