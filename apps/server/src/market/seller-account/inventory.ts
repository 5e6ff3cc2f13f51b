import type { MarketplaceCode } from '@shelfscope/contracts';
import { asinOf } from '../simulated/catalog.js';
import { isListedIn } from '../simulated/marketplaces.js';
import { hash } from '../simulated/random.js';

/**
 * What the simulated seller holds at Amazon's warehouses: every product `97k + 4` the
 * marketplace lists (the `standard` example, #4, among them), with 1 to 60 units fulfillable and
 * 0 to 3 inbound, fixed per seller and product. In the FBA Inventory API's summary shape.
 */
export function inventorySummaries(sellerId: string, marketplace: MarketplaceCode, size: number) {
  const summaries = [];
  for (let index = 4; index < size; index += 97) {
    if (!isListedIn(index, marketplace, size)) continue;
    const asin = asinOf(index);
    const h = hash(`${sellerId}:${asin}`, 7);
    const fulfillable = 1 + (h % 60);
    const inbound = (h >>> 8) % 4;
    summaries.push({
      asin,
      fnSku: `X00${asin.slice(3)}`,
      sellerSku: `SKU-${asin}`,
      condition: 'NewItem',
      inventoryDetails: {
        fulfillableQuantity: fulfillable,
        inboundWorkingQuantity: 0,
        inboundShippedQuantity: inbound,
        inboundReceivingQuantity: 0,
      },
      lastUpdatedTime: '',
      productName: '',
      totalQuantity: fulfillable + inbound,
    });
  }
  return summaries;
}
