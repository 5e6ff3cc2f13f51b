import { alertWords } from '@shelfscope/contracts';
import { currencyOf } from '../../lib/money';
import type { ScanEntry } from './scan-store';

const COLUMNS = [
  'scannedAt',
  'code',
  'asin',
  'title',
  'status',
  'currency',
  'shelfPrice',
  'buyBox',
  'salesRank',
  'salesPerMonth',
  'fees',
  'profit',
  'roi',
  'maxCost',
  'alerts',
  'shortlist',
  'figuresOf',
] as const;

/**
 * A cell as a spreadsheet reads it safely: quoted when it holds a separator, a quote or a line
 * break, and a text that a spreadsheet would run as a formula (=, +, -, @ first) kept as text.
 */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The day's scans as CSV (one row a code, oldest first), with the figures the cards show:
 * numbers plain (no currency sign: the currency has its column), so a spreadsheet sums them.
 */
export function scansCsv(entries: readonly ScanEntry[]): string {
  const rows = [...entries].reverse().map((e) => {
    const p = e.product;
    return [
      e.scannedAt,
      e.code,
      p?.asin,
      p?.title,
      e.status,
      p ? currencyOf(p) : null,
      e.price,
      p?.selectedBuyBoxValue ?? p?.buyBoxCurrent,
      p?.bsrCurrent,
      p?.salesEstimate,
      p?.fbaFeesTotal,
      p?.profitLoss,
      p?.roi,
      p?.maxCost,
      p
        ? alertWords(p)
            .map((w) => w.label)
            .join('; ')
        : null,
      e.shortlistedIn,
      e.fetchedAt,
    ]
      .map(cell)
      .join(',');
  });
  // A byte-order mark, so a spreadsheet opens the titles' accents as UTF-8.
  return `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
