import type { ProductColumn } from '@shelfscope/contracts';

export { COLUMN_LABELS } from '@shelfscope/contracts';

/** What a new member sees before choosing: the figures a buy decision turns on. */
export const DEFAULT_COLUMNS: ProductColumn[] = [
  'image',
  'title',
  'buyBoxCurrent',
  'bsrCurrent',
  'salesEstimate',
  'fbaOffersCount',
  'cost',
  'totalGoodsCost',
  'fbaFeesTotal',
  'profitLoss',
  'roi',
  'astroScore',
  'hasAlert',
];
