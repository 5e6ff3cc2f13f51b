import { describe, expect, it } from 'vitest';
import { product } from '../../test/screen-api';
import { CardProduct, newScan } from './scan-store';
import { scansCsv } from './scans-csv';

describe('the day of scans as CSV', () => {
  it('writes one row a code, oldest first, with plain numbers and the currency in its column', () => {
    const reel = CardProduct.parse(
      product({
        asin: 'B005O8OH8H',
        title: 'Garden hose reel, 30 m "pro"',
        currency: 'EUR',
        marketplace: 'DE',
        selectedBuyBoxValue: 19.99,
        bsrCurrent: 12345,
        salesEstimate: 310,
        fbaFeesTotal: 6.12,
        profitLoss: -1.25,
        roi: -27.8,
        maxCost: 3.1,
        isMeltable: true,
      }),
    );
    const older = { ...newScan('800000000044', 4.5, new Date('2026-11-29T09:00:00Z')), status: 'found' as const, product: reel };
    const newer = { ...newScan('=HYPERLINK("x")', null, new Date('2026-11-29T09:05:00Z')), problem: 'x' };
    const lines = scansCsv([newer, older])
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'scannedAt,code,asin,title,status,currency,shelfPrice,buyBox,salesRank,salesPerMonth,fees,profit,roi,maxCost,alerts,shortlist,figuresOf',
    );
    expect(lines[1]).toBe(
      '2026-11-29T09:00:00.000Z,800000000044,B005O8OH8H,"Garden hose reel, 30 m ""pro""",found,EUR,4.5,19.99,12345,310,6.12,-1.25,-27.8,3.1,Melts in heat,,',
    );
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(lines[2]).toBe(`2026-11-29T09:05:00.000Z,"'=HYPERLINK(""x"")",,,queued,,,,,,,,,,,,`);
  });
});
