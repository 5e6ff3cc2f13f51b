import { describe, expect, it } from 'vitest';
import { changeOf, compareLists, countKinds, kindsOfProduct, type ListRow, noCounts, profitKinds } from './compare.js';
import { changeLine } from './line.js';

let nextRow = 2;
/** A list row: code, item number, pack cost and size (rows numbered as in a file, from 2). */
const r = (identifier: string | null, itemNumber: string | null, packCost: number, packSize = 1, extra: Partial<ListRow> = {}) =>
  ({ row: nextRow++, identifier, itemNumber, asin: null, productId: null, packCost, packSize, ...extra }) as ListRow;
const kindsBy = (changes: ReturnType<typeof compareLists>['changes']) =>
  changes.map((c) => [c.current?.identifier ?? c.previous?.identifier, c.kinds.join('+')]);

describe('compareLists', () => {
  it('pairs reordered rows by their codes: nothing changed', () => {
    const before = [r('A', 'I-1', 10), r('B', 'I-2', 20), r('C', 'I-3', 30)];
    const after = [r('C', 'I-3', 30), r('A', 'I-1', 10), r('B', 'I-2', 20)];
    expect(compareLists(before, after)).toEqual({ changes: [], unchanged: 3 });
  });

  it('says cheaper and dearer by the unit cost, new and dropped items', () => {
    const before = [r('A', null, 10), r('B', null, 20), r('GONE', null, 5)];
    const after = [r('B', null, 21), r('A', null, 9.5), r('NEW', null, 7)];
    const { changes, unchanged } = compareLists(before, after);
    expect(unchanged).toBe(0);
    // This list's file order, the dropped last.
    expect(kindsBy(changes)).toEqual([
      ['B', 'dearer'],
      ['A', 'cheaper'],
      ['NEW', 'new'],
      ['GONE', 'dropped'],
    ]);
  });

  it('compares a changed pack by the unit cost: 12 at 24 to 6 at 13.20 is dearer a unit and a new pack', () => {
    const { changes } = compareLists([r('A', 'I-1', 24, 12)], [r('A', 'I-1', 13.2, 6)]);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.kinds).toEqual(['dearer', 'packChanged']);
    // The same unit cost in another pack is only a new pack size.
    expect(compareLists([r('A', null, 24, 12)], [r('A', null, 12, 6)]).changes[0]?.kinds).toEqual(['packChanged']);
  });

  it('pairs duplicate codes in file order, the first with the first', () => {
    const before = [r('A', null, 10), r('A', null, 11), r('B', null, 1)];
    const after = [r('B', null, 1), r('A', null, 10), r('A', null, 12), r('A', null, 13)];
    const { changes, unchanged } = compareLists(before, after);
    expect(unchanged).toBe(2);
    expect(changes.map((c) => [c.previous?.packCost ?? null, c.current?.packCost ?? null, c.kinds])).toEqual([
      [11, 12, ['dearer']],
      [null, 13, ['new']],
    ]);
  });

  it('follows a code that moved to another item number, and a new code under the same item number', () => {
    const before = [r('111', 'OLD-1', 5), r('222', 'KEEP-2', 6)];
    const after = [r('333', 'KEEP-2', 6), r('111', 'NEW-9', 5)];
    const { changes, unchanged } = compareLists(before, after);
    expect(unchanged).toBe(0);
    expect(changes.map((c) => [c.previous?.itemNumber, c.current?.itemNumber, c.kinds.join('+')])).toEqual([
      ['KEEP-2', 'KEEP-2', 'codeChanged'],
      ['OLD-1', 'NEW-9', 'itemNumberChanged'],
    ]);
  });

  it('matches by item number and code first, so a swapped code does not pair the wrong rows', () => {
    // X-1 keeps 111; X-2 moves from 222 to 111 as well (a duplicate code): X-1 pairs with X-1.
    const before = [r('111', 'X-1', 5), r('222', 'X-2', 6)];
    const after = [r('111', 'X-2', 6), r('111', 'X-1', 5)];
    const { changes, unchanged } = compareLists(before, after);
    expect(unchanged).toBe(1);
    expect(changes.map((c) => [c.previous?.identifier, c.current?.identifier, c.kinds.join('+')])).toEqual([
      ['222', '111', 'codeChanged'],
    ]);
  });

  it('never matches blank codes or blank item numbers; an ASIN pairs what is left', () => {
    const before = [r(null, null, 5), r(null, '', 6), r('777', null, 8, 1, { asin: 'B000000001' })];
    const after = [r(null, null, 5), r('888', null, 8, 1, { asin: 'B000000001' })];
    const { changes } = compareLists(before, after);
    expect(changes.map((c) => [c.previous?.identifier ?? null, c.current?.identifier ?? null, c.kinds.join('+')])).toEqual([
      [null, null, 'new'],
      ['777', '888', 'codeChanged'],
      [null, null, 'dropped'],
      [null, null, 'dropped'],
    ]);
  });

  it('reads item numbers and codes without case or spaces around them', () => {
    expect(compareLists([r('abc', ' it-1 ', 5)], [r('ABC', 'IT-1', 5)])).toEqual({ changes: [], unchanged: 1 });
  });

  it('finds a product’s change among a list’s changes (for alert rules)', () => {
    const { changes } = compareLists([r('A', null, 10, 1, { productId: 'p-1' })], [r('A', null, 8, 1, { productId: 'p-1' })]);
    expect(kindsOfProduct(changes, 'p-1')).toEqual(['cheaper']);
    expect(kindsOfProduct(changes, 'p-2')).toEqual([]);
  });
});

describe('figures', () => {
  it('changes are after - before, 4 decimals, and a percent of before', () => {
    expect(changeOf(4, 3.5)).toEqual({ change: -0.5, percent: -12.5 });
    expect(changeOf(0.3, 0.1)).toEqual({ change: -0.2, percent: -66.67 });
    expect(changeOf(0, 1)).toEqual({ change: 1, percent: null });
    expect(changeOf(null, 1)).toEqual({ change: null, percent: null });
  });

  it('profitable means a profit above zero', () => {
    expect(profitKinds(-1, 0.01)).toEqual(['nowProfitable']);
    expect(profitKinds(0, 2)).toEqual(['nowProfitable']);
    expect(profitKinds(0.5, 0)).toEqual(['noLongerProfitable']);
    expect(profitKinds(1, 2)).toEqual([]);
    expect(profitKinds(null, 2)).toEqual([]);
  });
});

describe('changeLine', () => {
  const counts = (partial: Partial<ReturnType<typeof noCounts>>) => ({ ...noCounts(), ...partial });

  it('says the issue’s sentence', () => {
    expect(changeLine(counts({ cheaper: 42, dearer: 7, new: 3, dropped: 2, nowProfitable: 5 }))).toBe(
      '42 cheaper, 7 dearer, 3 new, 2 dropped; 5 now profitable',
    );
  });

  it('leaves out kinds with no item, counts nouns in the right number, separates thousands', () => {
    expect(changeLine(counts({ dearer: 1_204, packChanged: 1 }))).toBe('1,204 dearer, 1 new pack size');
    expect(changeLine(counts({ packChanged: 2, codeChanged: 1, itemNumberChanged: 3 }))).toBe(
      '2 new pack sizes, 1 new code, 3 new item numbers',
    );
    expect(changeLine(counts({ noLongerProfitable: 1 }))).toBe('1 no longer profitable');
    expect(changeLine(counts({ nowProfitable: 1, noLongerProfitable: 2, new: 1 }))).toBe(
      '1 new; 1 now profitable, 2 no longer profitable',
    );
    expect(changeLine(noCounts())).toBe('nothing changed');
    expect(changeLine(null)).toBeNull();
  });

  it('counts each kind of each change', () => {
    expect(countKinds([{ kinds: ['cheaper', 'packChanged'] }, { kinds: ['cheaper'] }])).toMatchObject({
      cheaper: 2,
      packChanged: 1,
      new: 0,
    });
  });
});
