import type { SizeTier } from './size-tier.js';

export type BrandRisk = { brand: string; threatLevel: 100 | 200 | 300; reportType: number };

export type AlertInputs = {
  hazards: { aspect: string; value: string }[];
  isMeltable: boolean;
  sizeTier: SizeTier | null;
  isAmazonSeller: boolean;
  isBrandSeller: boolean;
  brandRisk: BrandRisk | null;
};

/**
 * Alerts and their threat level: a risky brand carries its own level (100, 200 or 300);
 * hazmat is 200; meltable, oversize (bulky or extra-large), Amazon on the listing and the brand
 * selling it are 100. The product's level is the highest; no alert is null.
 */
export function alertsOf(input: AlertInputs): { hasAlert: boolean; alertThreatLevel: number | null; reasons: string[] } {
  const found: [string, number][] = [];
  if (input.brandRisk)
    found.push([`Brand risk: ${input.brandRisk.brand} (report type ${input.brandRisk.reportType})`, input.brandRisk.threatLevel]);
  if (input.hazards.length > 0) found.push(['Hazmat', 200]);
  if (input.isMeltable) found.push(['Meltable', 100]);
  if (input.sizeTier && !input.sizeTier.includes('standard')) found.push([`Oversize (${input.sizeTier})`, 100]);
  if (input.isAmazonSeller) found.push(['Amazon sells on this listing', 100]);
  if (input.isBrandSeller) found.push(['The brand sells on this listing', 100]);
  return {
    hasAlert: found.length > 0,
    alertThreatLevel: found.length > 0 ? Math.max(...found.map(([, level]) => level)) : null,
    reasons: found.map(([reason]) => reason),
  };
}
