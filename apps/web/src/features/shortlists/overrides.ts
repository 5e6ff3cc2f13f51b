/**
 * Buy-box override values and shortlist modes, worded as docs/shortlists.md and docs/products.md
 * define them. The shortlist may not choose 4 (lowest FBA offer); an item may.
 */
export const OVERRIDE_VALUES: { value: number; label: string; help: string }[] = [
  { value: -1, label: 'Not set', help: 'Falls through to the next level (finally the current buy box).' },
  { value: 0, label: 'Current buy box', help: "Today's buy-box price." },
  { value: 1, label: '30-day average', help: 'The average buy box of the last 30 days.' },
  { value: 2, label: '90-day average', help: 'The average buy box of the last 90 days.' },
  { value: 3, label: '180-day average', help: 'The average buy box of the last 180 days.' },
  { value: 4, label: 'Lowest FBA offer', help: 'The lowest offer fulfilled by the marketplace.' },
  { value: 5, label: 'Custom price', help: 'A price you enter.' },
];
export const SHORTLIST_OVERRIDE_VALUES = OVERRIDE_VALUES.filter((o) => o.value !== 4);

export const OVERRIDE_MODES: { value: number; label: string; help: string }[] = [
  { value: -1, label: 'Off', help: 'The shortlist override is off: items, then products, then the supplier choose.' },
  {
    value: 0,
    label: 'Fill in',
    help: "Used only where the item and the product set none: the product's own override first, then the shortlist's.",
  },
  { value: 1, label: 'Apply to all', help: "Used for every item, over the products' own overrides." },
];

export const overrideLabel = (value: number) => OVERRIDE_VALUES.find((o) => o.value === value)?.label ?? String(value);
