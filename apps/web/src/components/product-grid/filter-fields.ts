/** The kinds of value the filter language compares (docs/products.md, "The filter language"). */
export type FieldType = 'text' | 'number' | 'boolean';

/** The fields the API filters and sorts on, with the words a seller reads. */
export const FILTER_FIELDS: { name: string; label: string; type: FieldType }[] = [
  { name: 'roi', label: 'ROI %', type: 'number' },
  { name: 'profitLoss', label: 'Profit', type: 'number' },
  { name: 'margin', label: 'Margin %', type: 'number' },
  { name: 'bsrCurrent', label: 'Sales rank', type: 'number' },
  { name: 'salesEstimate', label: 'Est. sales / mo', type: 'number' },
  { name: 'buyBoxCurrent', label: 'Buy box', type: 'number' },
  { name: 'selectedBuyBoxValue', label: 'Selected price', type: 'number' },
  { name: 'cost', label: 'Cost (pack)', type: 'number' },
  { name: 'preparationCost', label: 'Prep cost', type: 'number' },
  { name: 'quantityPack', label: 'Units per pack', type: 'number' },
  { name: 'totalGoodsCost', label: 'Unit cost', type: 'number' },
  { name: 'fbaFeesTotal', label: 'Fees', type: 'number' },
  { name: 'breakEven', label: 'Break-even', type: 'number' },
  { name: 'fbaOffersCount', label: 'FBA offers', type: 'number' },
  { name: 'fbmOffersCount', label: 'FBM offers', type: 'number' },
  { name: 'myShare30', label: 'My share / mo', type: 'number' },
  { name: 'salesRankDrops30', label: 'Rank drops 30d', type: 'number' },
  { name: 'amazonCurrent', label: 'Amazon price', type: 'number' },
  { name: 'reviewsCount', label: 'Reviews', type: 'number' },
  { name: 'rating', label: 'Rating', type: 'number' },
  { name: 'astroScore', label: 'Astro score', type: 'number' },
  { name: 'alertThreatLevel', label: 'Threat level', type: 'number' },
  { name: 'override', label: 'Buy-box override', type: 'number' },
  { name: 'hasAlert', label: 'Has alert', type: 'boolean' },
  { name: 'isHazmat', label: 'Hazmat', type: 'boolean' },
  { name: 'isMeltable', label: 'Meltable', type: 'boolean' },
  { name: 'hasBuyBox', label: 'Has buy box', type: 'boolean' },
  { name: 'buyBoxIsAmazon', label: 'Amazon holds buy box', type: 'boolean' },
  { name: 'isAmazonSeller', label: 'Amazon on listing', type: 'boolean' },
  { name: 'isVariation', label: 'Variation', type: 'boolean' },
  { name: 'asin', label: 'ASIN', type: 'text' },
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'brand', label: 'Brand', type: 'text' },
  { name: 'category', label: 'Category', type: 'text' },
  { name: 'upc', label: 'UPC', type: 'text' },
  { name: 'itemNumber', label: 'Item number', type: 'text' },
  // The seller account's answer: allowed, approval_required, not_eligible or unknown.
  { name: 'eligibility', label: 'Can I sell', type: 'text' },
  { name: 'fbaFulfillable', label: 'FBA units', type: 'number' },
  { name: 'fbaInbound', label: 'FBA inbound', type: 'number' },
];

const BY_NAME = new Map(FILTER_FIELDS.map((f) => [f.name.toLowerCase(), f]));

/** A field by name, ignoring case as the API does. */
export function filterField(name: string) {
  return BY_NAME.get(name.toLowerCase());
}

/** Fields the API can order by: the filter fields and the three dates. */
export const ORDER_FIELDS = new Set([...FILTER_FIELDS.map((f) => f.name), 'created', 'versionCreated', 'updated']);
