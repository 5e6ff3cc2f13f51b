import type { Product } from './product.js';

/** One alert in a buyer's words: a short label (badge, list title), a sentence and its threat level. */
export type AlertWords = { key: string; label: string; detail: string; level: number };

type AlertFields = Pick<
  Product,
  | 'alert'
  | 'hasAlert'
  | 'alertThreatLevel'
  | 'alertReasons'
  | 'isHazmat'
  | 'hazards'
  | 'isMeltable'
  | 'sizeTier'
  | 'isAmazonSeller'
  | 'buyBoxIsAmazon'
  | 'isBrandSeller'
>;

const OVERSIZE = ['small bulky', 'large bulky', 'extra-large'];

/** A threat level (100, 200, 300) as a risk in words. */
export function riskWords(level: number | null): string {
  if (level === null) return 'risk';
  return level >= 300 ? 'high risk' : level >= 200 ? 'medium risk' : 'low risk';
}

/**
 * What each of a product's alerts means, in words a buyer understands (never the raw codes: a
 * threat level becomes low, medium or high risk; the brand alert's report type is not shown, as
 * the spec gives it no meaning). One mapping for every place alerts show: the grid and quick
 * view badges, the product page's alerts card, shortlists (the grid) and the browser extension.
 * With none of the known flags but the product flagged, the engine's reasons are shown as given.
 */
export function alertWords(p: AlertFields): AlertWords[] {
  const words: AlertWords[] = [];
  if (p.alert) {
    const { brand, threatLevel } = p.alert;
    words.push({
      key: 'brand',
      label: `Brand may restrict resellers (${brand})`,
      detail: `${brand} has filed intellectual-property complaints against resellers (${riskWords(threatLevel)}): check you may sell it before you buy`,
      level: threatLevel,
    });
  }
  if (p.isHazmat) {
    const what = p.hazards.map((h) => `${h.aspect}: ${h.value}`).join('; ');
    words.push({
      key: 'hazmat',
      label: 'Dangerous goods (hazmat)',
      detail: `Needs a dangerous-goods review and has storage limits${what ? ` (${what})` : ''}`,
      level: 200,
    });
  }
  if (p.isMeltable) {
    words.push({
      key: 'meltable',
      label: 'Melts in heat',
      detail: 'Heat-sensitive: the fulfilment centres store it only in the cooler months',
      level: 100,
    });
  }
  if (p.sizeTier && OVERSIZE.includes(p.sizeTier)) {
    words.push({
      key: 'oversize',
      label: 'Oversize',
      detail: `Size tier ${p.sizeTier}: higher fulfilment fees`,
      level: 100,
    });
  }
  if (p.isAmazonSeller) {
    words.push({
      key: 'amazon',
      label: 'Amazon sells this',
      detail: `Amazon itself sells on this listing${p.buyBoxIsAmazon ? ' and holds the buy box' : ''}: the buy box is hard to win`,
      level: 100,
    });
  }
  if (p.isBrandSeller) {
    words.push({
      key: 'brand-seller',
      label: 'The brand sells this',
      detail: 'The brand owner itself sells on this listing',
      level: 100,
    });
  }
  if (words.length === 0 && p.hasAlert) {
    const reasons = p.alertReasons.length > 0 ? p.alertReasons : ['Flagged for a closer look'];
    reasons.forEach((reason, i) => {
      words.push({ key: `reason-${i}`, label: reason, detail: reason, level: p.alertThreatLevel ?? 100 });
    });
  }
  return words;
}
