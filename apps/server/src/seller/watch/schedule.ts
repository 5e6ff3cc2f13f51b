import { createHash } from 'node:crypto';

/**
 * How often a plan's watched products are read again, in minutes: daily to hourly. A company's
 * period is its plan's, stretched when its share of the market-data budget cannot read every
 * watched product that often (`periodMinutes`).
 */
export const PLAN_PERIOD_MINUTES: Record<string, number> = {
  Undefined: 1440,
  AstroExtension: 1440,
  OAPro: 720,
  WSUltimate: 240,
  Enterprise: 60,
};

/** What reading one product costs and what a company may spend a minute (Keepa tokens, or the simulated market's). */
export type WatchBudget = { tokensPerMinute: number; tokensPerProduct: number };

/** The period that fits `count` products in the budget: the plan's, or longer (never shorter). */
export function periodMinutes(count: number, planMinutes: number, budget: WatchBudget): number {
  // Whole products a minute: the spread puts up to ceil(count / period) in one minute.
  const perMinute = Math.max(1, Math.floor(budget.tokensPerMinute / budget.tokensPerProduct));
  return Math.max(1, planMinutes, Math.ceil(count / perMinute));
}

/**
 * Where in the period a company's schedule starts (0..period-1), from its id: companies do not
 * all begin at minute 0, so the top of the hour sees no storm of refreshes.
 */
export function phaseOf(companyId: string, period: number): number {
  return createHash('sha256').update(companyId).digest().readUInt32BE(0) % period;
}

/**
 * The minute of the period (0..period-1) at which the i-th of `count` watched products (sorted
 * by id) is read: the products spread evenly, `floor(i * period / count)`, so no minute holds
 * more than ceil(count / period), then shifted by the company's phase.
 */
export function slotOf(index: number, count: number, period: number, phase: number): number {
  return (Math.floor((index * period) / count) + phase) % period;
}

/**
 * The products due at `minute` (minutes since the epoch): each product's slot comes round once
 * per period, so across any period every product is due exactly once.
 */
export function dueAt(minute: number, sortedIds: readonly string[], period: number, phase: number): string[] {
  const now = ((minute % period) + period) % period;
  return sortedIds.filter((_, i) => slotOf(i, sortedIds.length, period, phase) === now);
}

/** A job id (a UUID) that names one company's refresh at one minute: sending it twice queues it once. */
export function tickJobId(companyId: string, minute: number): string {
  const hex = createHash('sha256').update(`watch:${companyId}:${minute}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
