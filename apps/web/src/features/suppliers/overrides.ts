/**
 * The supplier-wide buy-box override (docs/products.md, docs/seller-api.md): which price its
 * products' profit is worked out at when neither the product nor a shortlist chose one.
 */
export const SUPPLIER_OVERRIDES: { value: number; label: string; help: string }[] = [
  { value: -1, label: 'Not set', help: 'Each product uses its own choice, or else the current buy box.' },
  { value: 0, label: 'Current buy box', help: "Today's buy-box price." },
  { value: 1, label: '30-day average', help: 'The average buy box of the last 30 days: smooths out a short price spike.' },
  { value: 2, label: '90-day average', help: 'The average buy box of the last 90 days.' },
  { value: 3, label: '180-day average', help: 'The average buy box of the last 180 days: the most cautious average.' },
  {
    value: 4,
    label: 'Lowest FBA offer',
    help: 'The lowest new offer fulfilled by the marketplace: the price you would have to match.',
  },
  { value: 5, label: 'Custom price', help: 'One price you enter, for every product of this supplier without its own choice.' },
];

/**
 * Link props of the products grid opened on one supplier (the products area reads `supplierId`);
 * the router's link types do not know that area's search, hence the cast.
 */
export const productsOf = (supplierId: string) => ({ to: '/products', search: { supplierId } as never });
