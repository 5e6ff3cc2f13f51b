import type { ReferralRule, ReferralTable } from './types.js';

/**
 * A rule with a digital services tax passed on: every percent x (1 + dst / 100), to 0.01 (the UK's
 * 2% makes 15% 15.3%, as amazon.co.uk's schedule states its rates).
 */
export function withDigitalServicesTax(rule: ReferralRule, dstPercent: number): ReferralRule {
  const up = (percent: number) => Math.round(percent * (100 + dstPercent)) / 100;
  if (rule.kind === 'flat') return { kind: 'flat', percent: up(rule.percent) };
  return { kind: rule.kind, tiers: rule.tiers.map((tier) => ({ upTo: tier.upTo, percent: up(tier.percent) })) };
}

/**
 * The referral rules Amazon Europe shares across UK, DE, FR, IT and ES, with the tier limits and
 * minimum in the marketplace's currency. Names: the English root categories and the local ones
 * (`localNames`, e.g. German "Bücher"), compared ignoring case. The 8%/15% tiers for Baby,
 * Beauty, Health and Grocery, the Furniture, Jewellery and Watches portion tiers and the
 * minimum come from the 2019 announcement (see each table's source); the other rates from the
 * 2020-2021 UK schedules. `digitalServicesTax` (percent) is added to every rate where Amazon
 * passes a national digital services tax on (UK 2%; FR, IT, ES 3%; DE none).
 */
export function europeanReferral(limits: {
  minimum: number;
  digitalServicesTax: number;
  /** The UK: its 2020-2021 fee schedule states the DST-inclusive rates of the schedule categories (origin published). */
  ukSchedule?: boolean;
  lowPriceTier: number;
  furniture: number;
  jewellery: number;
  watches: number;
  automotive: number;
  localNames: Partial<
    Record<
      | 'books'
      | 'media'
      | 'beauty'
      | 'health'
      | 'baby'
      | 'grocery'
      | 'computers'
      | 'electronics'
      | 'accessories'
      | 'furniture'
      | 'jewellery'
      | 'watches'
      | 'automotive'
      | 'tools',
      string[]
    >
  >;
}): ReferralTable {
  const n = (key: keyof typeof limits.localNames, ...names: string[]) => [...names, ...(limits.localNames[key] ?? [])];
  const dst = (rule: ReferralRule) => withDigitalServicesTax(rule, limits.digitalServicesTax);
  const table: ReferralTable = {
    defaultRule: { kind: 'flat', percent: 15 },
    defaultMinimum: limits.minimum,
    categories: [
      { names: n('books', 'Books'), rule: { kind: 'flat', percent: 15 }, minimum: 0, origin: 'published' },
      {
        names: n('media', 'Music', 'DVD', 'Video', 'DVD & Blu-ray', 'Video Games', 'Software', 'CDs & Vinyl'),
        rule: { kind: 'flat', percent: 15 },
        minimum: 0,
        origin: 'published',
      },
      {
        names: [
          ...n('beauty', 'Beauty'),
          ...n('health', 'Health & Personal Care', 'Health & Household'),
          ...n('baby', 'Baby', 'Baby Products'),
        ],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: limits.lowPriceTier, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
        origin: 'published',
      },
      {
        names: n('grocery', 'Grocery', 'Grocery & Gourmet Food', 'Grocery & Gourmet'),
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: limits.lowPriceTier, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
        minimum: 0,
        origin: 'published',
      },
      {
        names: n('computers', 'Computers', 'Consumer Electronics', 'Large Appliances'),
        rule: { kind: 'flat', percent: 7 },
        origin: 'interpolated',
      },
      {
        names: n('accessories', 'Electronics Accessories', 'Computer Accessories', 'Electronics'),
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 100, percent: 15 },
            { upTo: null, percent: 8 },
          ],
        },
        origin: 'interpolated',
      },
      {
        names: n('furniture', 'Furniture'),
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: limits.furniture, percent: 15 },
            { upTo: null, percent: 10 },
          ],
        },
        origin: 'published',
      },
      {
        names: n('jewellery', 'Jewellery', 'Jewelry'),
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: limits.jewellery, percent: 20 },
            { upTo: null, percent: 5 },
          ],
        },
        origin: 'published',
      },
      {
        names: n('watches', 'Watches'),
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: limits.watches, percent: 15 },
            { upTo: null, percent: 5 },
          ],
        },
        origin: 'published',
      },
      {
        names: n('automotive', 'Car & Motorbike', 'Automotive'),
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: limits.automotive, percent: 15 },
            { upTo: null, percent: 9 },
          ],
        },
        origin: 'interpolated',
      },
      { names: n('tools', 'DIY & Tools'), rule: { kind: 'flat', percent: 13 }, origin: 'interpolated' },
      { names: ['Amazon Device Accessories'], rule: { kind: 'flat', percent: 45 }, origin: 'interpolated' },
      { names: ['Beer, Wine & Spirits'], rule: { kind: 'flat', percent: 10 }, minimum: 0, origin: 'interpolated' },
    ],
  };
  // A rate is as published where a page states it: the UK schedule's categories on amazon.co.uk;
  // a 3% DST uplift (FR, IT, ES) is our arithmetic, so every rate there is interpolated.
  const originOf = (category: ReferralTable['categories'][number]) => {
    if (limits.ukSchedule && SCHEDULE_CATEGORIES.has(category.names[0] ?? '')) return 'published' as const;
    return limits.digitalServicesTax > 0 && !limits.ukSchedule ? ('interpolated' as const) : category.origin;
  };
  return {
    ...table,
    defaultRule: dst(table.defaultRule),
    categories: table.categories.map((category) => ({ ...category, rule: dst(category.rule), origin: originOf(category) })),
  };
}

/** The categories whose DST-inclusive UK rates the 2020 schedule and the 2021 changes page state. */
const SCHEDULE_CATEGORIES = new Set([
  'Computers',
  'Car & Motorbike',
  'DIY & Tools',
  'Amazon Device Accessories',
  'Beer, Wine & Spirits',
]);
