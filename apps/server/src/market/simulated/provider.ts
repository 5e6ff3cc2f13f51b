import type { LookupRow, MarketSnapshot } from '@shelfscope/contracts';
import { parseKeepaProduct } from '../keepa/parse.js';
import type { CodeType, MarketDataProvider, ProductRequest } from '../provider.js';
import { asinOf, familyOf, indexOf, indexOfCode, multipackOf, upcOf } from './catalog.js';
import { departmentOf, generateProduct, sellersFor } from './generate.js';

export const DEFAULT_SIMULATED_SIZE = 12_000;

/**
 * The simulated marketplace (the default provider): products 0..size-1 of the catalog, each
 * generated as Keepa JSON and read by the Keepa parser, so the app sees exactly what the real
 * adapter would give it. Unknown ASINs are absent, as with Keepa.
 */
export class SimulatedMarket implements MarketDataProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly options: { size?: number; now?: () => Date } = {}) {}

  private get size() {
    return this.options.size ?? DEFAULT_SIMULATED_SIZE;
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  async products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    const found = new Map<string, MarketSnapshot>();
    const now = this.now();
    for (const asin of new Set(asins)) {
      const index = indexOf(asin, this.size);
      if (index === null) continue;
      found.set(asin, this.snapshot(index, now, request));
    }
    return found;
  }

  async lookup(codes: string[], _type: CodeType): Promise<Map<string, LookupRow[]>> {
    const found = new Map<string, LookupRow[]>();
    const now = this.now();
    for (const code of new Set(codes)) {
      const decoded = indexOfCode(code.trim());
      const rows: LookupRow[] = [];
      if (decoded && decoded.index < this.size) {
        // The code's product and the multipacks that list the same code.
        for (const index of [decoded.index, decoded.index + 1]) {
          if (index >= this.size || (index !== decoded.index && multipackOf(index)?.base !== decoded.index)) continue;
          const product = generateProduct(index, now, { withOffers: false, withStock: false });
          const listed = [...(product.upcList ?? []), ...(product.eanList ?? [])];
          if (!listed.some((listedCode) => sameCode(listedCode, code))) continue;
          rows.push({ asin: product.asin, productName: product.title ?? product.asin, countryAndRegion: 'US' });
        }
      }
      found.set(code, rows);
    }
    return found;
  }

  private snapshot(index: number, now: Date, request: ProductRequest): MarketSnapshot {
    const product = generateProduct(index, now, { withOffers: request.offers, withStock: request.stock });
    const snapshot = parseKeepaProduct(product, sellersFor(product), now);
    const family = familyOf(index);
    if (family.role === 'single') return snapshot;
    // Keepa lists a parent's variations without their figures; we read each child for them.
    snapshot.variations = snapshot.variations.map((variation) => {
      const child = indexOf(variation.asin, this.size);
      if (child === null) return variation;
      const childProduct = parseKeepaProduct(generateProduct(child, now, { withOffers: false, withStock: false }), {}, now);
      return {
        ...variation,
        title: childProduct.fields.title,
        offersCount: childProduct.fields.fbaOffersCount + childProduct.fields.fbmOffersCount,
        stock: null,
        buyBoxCurrent: childProduct.fields.buyBoxCurrent,
        buyBoxAvg90: childProduct.fields.buyBoxAvg90,
      };
    });
    return snapshot;
  }
}

function sameCode(a: string, b: string): boolean {
  const norm = (c: string) => c.replace(/^0+/, '');
  return norm(a) === norm(b) || indexOfCode(a)?.index === indexOfCode(b)?.index;
}

/** ASINs and codes that show what the simulated catalog can do (tests and the README use them). */
export const SIMULATED_EXAMPLES = {
  /** A plain product with offers. */
  standard: asinOf(2),
  variationParent: asinOf(10),
  variationChild: asinOf(11),
  /** A multipack (pack of 3) of product 25; product 25's UPC matches both. */
  multipack: asinOf(26),
  multipackBase: asinOf(25),
  multiMatchUpc: upcOf(25),
  singleMatchUpc: upcOf(2),
  /** A well-formed UPC of no product. */
  unmatchedUpc: upcOf(DEFAULT_SIMULATED_SIZE + 5),
  hazmat: asinOf(5),
  meltable: asinOf(7),
  oversize: asinOf(3),
  unknownAsin: 'B0ZZZZZZZZ',
  department: (asin: string) => {
    const index = indexOf(asin, Number.MAX_SAFE_INTEGER);
    return index === null ? null : departmentOf(index).name;
  },
};
