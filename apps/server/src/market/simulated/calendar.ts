import { keepaMinuteToDate } from '../keepa/format.js';

/** Days of history every simulated product has: three years. */
export const HISTORY_DAYS = 3 * 365;

/** What shoppers do on a calendar day: the demand multiplier and whether deals run. */
export type Season = { demand: number; isDealDay: boolean };

/**
 * The seasons of US retail: Prime Day in mid-July, back to school (office goods), Black Friday
 * to Christmas, the January lull. Toys peak hardest in Q4; groceries and health goods barely move.
 */
export function seasonOf(month: number, day: number, dept: string): Season {
  const steady = dept === 'Grocery & Gourmet Food' || dept === 'Health & Household';
  let demand = 1;
  let isDealDay = false;
  if (month === 6 && day >= 8 && day <= 12) {
    demand = 2.2;
    isDealDay = day >= 10;
  } else if ((month === 10 && day >= 20) || (month === 11 && day <= 22)) {
    demand = dept === 'Toys & Games' ? 3 : 1.9;
    isDealDay = month === 10 && day >= 24 && day <= 30; // Black Friday week
  } else if ((month === 11 && day > 22) || (month === 0 && day <= 15)) demand = 0.8;
  else if (dept === 'Office Products' && (month === 7 || (month === 8 && day <= 10))) demand = 1.8;
  return { demand: steady ? 1 + (demand - 1) * 0.35 : demand, isDealDay };
}

const memo = new Map<string, Season[]>();

/** The season of each of `days` days from `startMinute` (memoised: every product of a department shares them). */
export function seasonsFrom(startMinute: number, days: number, dept: string): Season[] {
  const key = `${startMinute}/${days}/${dept}`;
  const known = memo.get(key);
  if (known) return known;
  const date = keepaMinuteToDate(startMinute);
  const out: Season[] = [];
  for (let d = 0; d < days; d++) {
    out.push(seasonOf(date.getUTCMonth(), date.getUTCDate(), dept));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  if (memo.size > 200) memo.clear();
  memo.set(key, out);
  return out;
}
