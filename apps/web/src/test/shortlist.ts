import { BASE_FIELDS } from './screen-api';

/**
 * A shortlist as `GET /api/Shortlist` lists it and its summary answers: Harbor Foods', no
 * override, one line of 2 units ($10 of goods and $24 of revenue: $6 profit, 60% ROI), then
 * `fields`.
 */
export function shortlistSummary(fields: { id: string; name: string; supplierId: string } & Record<string, unknown>) {
  return {
    ...BASE_FIELDS,
    supplierName: 'Harbor Foods',
    override: -1,
    overrideCustomValue: null,
    overrideMode: -1,
    targetStock: null,
    shortlistItemsCount: 1,
    proposalsCount: 1,
    asins: 1,
    asinUnits: 2,
    supplierUnits: 2,
    totalQuantity: 2,
    prep: 0,
    totalGoodsCost: 10,
    extras: 0,
    goodsExtrasSum: 10,
    revenue: 24,
    buyBoxCurrent: 24,
    amazonFees: 8,
    profit: 6,
    margin: 25,
    roi: 60,
    netReturn: 16,
    ...fields,
  };
}
