/**
 * One formatter per kind of figure, for every screen of the web app and the extension's panel
 * (which imports this file): money in the record's currency (money.ts), percentages to one decimal,
 * counts with thousands separators, ranks, star ratings and chart axis ticks. Money, percentages,
 * counts, ranks and quantities are the formatters the server's texts share (@shelfscope/contracts,
 * number-format.ts), in the member's locale. A screen does not
 * format a figure itself, so the same figure reads the same everywhere ("39.4%" beside "103.8%",
 * "15.0%" for a referral fee of 14.99%).
 */
import { formatCount, formatDecimal, formatPercent, formatRank } from '@shelfscope/contracts';
import { memberLocale, numberFormat } from './locale';
import { DEFAULT_CURRENCY } from './money';

export { exactMoney, money } from './money';

const DASH = '–';
// Built on first use, in the member's locale (locale.ts), and cached there.
const oneDecimal = { format: (v: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v) };

type Maybe = number | null | undefined;
const known = (v: Maybe): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** A percentage (the API's percent, 39.41 for 39.41%) to one decimal: "39.4%", "-36.9%". */
export const percent = (v: Maybe) => (known(v) ? formatPercent(v, memberLocale()) : DASH);
/** A count with thousands separators: "1,709". */
export const count = (v: Maybe) => (known(v) ? formatCount(v, memberLocale()) : DASH);

/**
 * "37 units, 2 inbound": what the seller holds at Amazon (the FBA inventory: the grid's "FBA
 * stock", the upload report's rows), or null when nothing.
 */
export function stockText(held: { fbaFulfillable?: number | null; fbaInbound?: number | null }): string | null {
  const units = held.fbaFulfillable ?? 0;
  const inbound = held.fbaInbound ?? 0;
  if (units + inbound === 0) return null;
  return `${count(units)} ${units === 1 ? 'unit' : 'units'}${inbound > 0 ? `, ${count(inbound)} inbound` : ''}`;
}
/** A sales rank: "#12,345". */
export const rank = (v: Maybe) => (known(v) ? formatRank(v, memberLocale()) : DASH);
/** A plain quantity with up to two decimals (sizes, weights): "2.25". */
export const number = (v: Maybe) => (known(v) ? formatDecimal(v, memberLocale()) : DASH);
/** A star rating, 0..5 in tenths: "4.5 ★". */
export const stars = (v: Maybe) => (known(v) ? `${oneDecimal.format(v)} ★` : DASH);

/**
 * Axis steps a person reads at a glance: 1, 2 and 5 times a power of ten, from a cent up. uPlot
 * picks the smallest that keeps its ticks apart; without 2.5 a dollar axis never shows $52.50
 * rounded to "$53" beside "$55".
 */
export const AXIS_INCREMENTS: number[] = Array.from({ length: 10 }, (_, k) => 10 ** (k - 2)).flatMap((p) => [p, 2 * p, 5 * p]);

/**
 * A money axis tick in the currency: whole units without cents ("$50"), cents when the step has
 * them ("$2.50"), "$1.2K" from 1,000; a currency without decimals never shows them ("¥1,205").
 */
export const moneyTicker =
  (currency: string = DEFAULT_CURRENCY) =>
  (v: number): string => {
    if (Math.abs(v) >= 1000) {
      return numberFormat({
        style: 'currency',
        currency,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format(v);
    }
    const isWhole = Number.isInteger(Math.round(v * 100) / 100);
    return numberFormat({
      style: 'currency',
      currency,
      ...(isWhole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(v);
  };

/** A dollar axis tick (the default currency). */
export const moneyTick = (v: number) => moneyTicker()(v);
