import type { MetricRow, MetricTier, Origin, SidesCm } from './types.js';

/** Grid rows from [upToGrams, fee] pairs, all of one origin; `published` lists the weights stated on a source page. */
export function rows(pairs: [number, number][], published: number[] = []): MetricRow[] {
  return pairs.map(([upToGrams, fee]) => ({
    upToGrams,
    fee,
    origin: (published.includes(upToGrams) ? 'published' : 'interpolated') as Origin,
  }));
}

/** A tier's shape without its prices. */
type TierShape = Omit<MetricTier, 'rows' | 'above'>;

/**
 * The size tiers of Amazon Europe's rate card (UK, DE, FR, IT, ES share them; only the prices
 * differ): envelopes by unit weight, parcels and oversize by the greater of unit and
 * dimensional weight (L x W x H / 5000). Limits are inclusive, sides longest first.
 */
export const EUROPEAN_TIERS = {
  lightEnvelope: { name: 'light envelope', maxCm: [33, 23, 2.5], maxGrams: 100, dimensional: false, oversize: false },
  standardEnvelope: { name: 'standard envelope', maxCm: [33, 23, 2.5], maxGrams: 460, dimensional: false, oversize: false },
  largeEnvelope: { name: 'large envelope', maxCm: [33, 23, 4], maxGrams: 960, dimensional: false, oversize: false },
  extraLargeEnvelope: { name: 'extra-large envelope', maxCm: [33, 23, 6], maxGrams: 960, dimensional: false, oversize: false },
  smallParcel: { name: 'small parcel', maxCm: [35, 25, 12], maxGrams: 3900, dimensional: true, oversize: false },
  standardParcel: { name: 'standard parcel', maxCm: [45, 34, 26], maxGrams: 11900, dimensional: true, oversize: false },
  smallOversize: { name: 'small oversize', maxCm: [61, 46, 46], maxGrams: 1760, dimensional: true, oversize: true },
  standardOversize: { name: 'standard oversize', maxCm: [101, 60, 60], maxGrams: 29760, dimensional: true, oversize: true },
  largeOversize: { name: 'large oversize', maxCm: [120, 60, 60], maxGrams: 31500, dimensional: true, oversize: true },
  specialOversize: { name: 'special oversize', maxCm: null as SidesCm, maxGrams: null, dimensional: true, oversize: true },
} satisfies Record<string, TierShape>;

export type EuropeanTierName = keyof typeof EUROPEAN_TIERS;

/**
 * The European tiers in selection order with one marketplace's prices. `unitWeightOnly`: since
 * 15 October 2025 the EU marketplaces charge every tier on the unit weight (no dimensional
 * weight); the tiers' sides still apply.
 */
export function europeanTiers(
  prices: Record<EuropeanTierName, MetricRow[]>,
  specialPerKg: { fee: number; origin: Origin },
  unitWeightOnly = false,
): MetricTier[] {
  return (Object.keys(EUROPEAN_TIERS) as EuropeanTierName[]).map((key) => ({
    ...EUROPEAN_TIERS[key],
    ...(unitWeightOnly ? { dimensional: false } : {}),
    rows: prices[key],
    ...(key === 'specialOversize' || key === 'standardOversize' || key === 'largeOversize'
      ? { above: { grams: 1000, ...specialPerKg } }
      : {}),
  }));
}
