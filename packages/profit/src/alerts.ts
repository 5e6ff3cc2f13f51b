import { isOversize } from './size-tier.js';

/** A risky brand's entry (spec section 3): threat level 100, 200 or 300; report type 0..9. */
export type BrandRisk = { brand: string; threatLevel: 100 | 200 | 300; reportType: number };

export type AlertInputs = {
  /** Keepa `hazardousMaterials`: any entry makes the product hazmat. */
  hazards: { aspect: string; value: string }[];
  /** Keepa `isHeatSensitive`. */
  isMeltable: boolean;
  /** The size tier's name (US or metric tables). */
  sizeTier: string | null;
  /** Amazon itself offers on the listing. */
  isAmazonSeller: boolean;
  /** The brand owner offers on the listing. */
  isBrandSeller: boolean;
  brandRisk: BrandRisk | null;
};

/**
 * The threat level of each alert (the product's alertThreatLevel is the highest one present):
 * a risky brand carries its own level (100, 200 or 300; the report type is shown, not scored);
 * hazmat 200 (extra review, storage limits); meltable, oversize (bulky or extra-large), Amazon
 * on the listing and the brand selling on it 100 each.
 */
export const ALERT_THREAT_LEVELS = {
  hazmat: 200,
  meltable: 100,
  oversize: 100,
  amazonSeller: 100,
  brandSeller: 100,
} as const;

export type Alerts = { hasAlert: boolean; alertThreatLevel: number | null; reasons: string[] };

/**
 * The product's alerts: whether it has any, the highest threat level (null with none) and the
 * reasons in a buyer's words, the same short labels as `alertWords` (contracts) gives every
 * screen and export: no raw codes (the brand's report type has no meaning in the spec).
 */
export function alertsOf(input: AlertInputs): Alerts {
  const found: [string, number][] = [];
  if (input.brandRisk) {
    const { brand, threatLevel } = input.brandRisk;
    found.push([`Brand may restrict resellers (${brand})`, threatLevel]);
  }
  if (input.hazards.length > 0) found.push(['Dangerous goods (hazmat)', ALERT_THREAT_LEVELS.hazmat]);
  if (input.isMeltable) found.push(['Melts in heat', ALERT_THREAT_LEVELS.meltable]);
  if (isOversize(input.sizeTier)) found.push(['Oversize', ALERT_THREAT_LEVELS.oversize]);
  if (input.isAmazonSeller) found.push(['Amazon sells this', ALERT_THREAT_LEVELS.amazonSeller]);
  if (input.isBrandSeller) found.push(['The brand sells this', ALERT_THREAT_LEVELS.brandSeller]);
  return {
    hasAlert: found.length > 0,
    alertThreatLevel: found.length > 0 ? Math.max(...found.map(([, level]) => level)) : null,
    reasons: found.map(([reason]) => reason),
  };
}
