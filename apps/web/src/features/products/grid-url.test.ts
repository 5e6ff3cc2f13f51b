import { describe, expect, it } from 'vitest';
import { gridSearch, readGridUrl } from './grid-url';

describe("the products grid's state in the address", () => {
  it('reads every part, with defaults for what is missing or malformed', () => {
    expect(readGridUrl({})).toEqual({
      supplierId: null,
      search: '',
      filter: '',
      sort: { field: '', descending: true },
    });
    expect(readGridUrl({ supplierId: 's1', q: 'lamp', filter: 'roi > 30', sort: 'roi', desc: 0, page: 3, size: 250 })).toEqual({
      supplierId: 's1',
      search: 'lamp',
      filter: 'roi > 30',
      sort: { field: 'roi', descending: false },
    });
    // A search of digits arrives as a number.
    expect(readGridUrl({ q: 12345 })).toMatchObject({ search: '12345' });
  });

  it('writes what it reads, leaving defaults out', () => {
    const state = readGridUrl({ supplierId: 's1', q: 'lamp', filter: 'roi > 30', sort: 'roi', desc: 1 });
    expect(readGridUrl(gridSearch(state))).toEqual(state);
    // An older link's page and size are dropped from the address on the next change (one list).
    expect(gridSearch(readGridUrl({ page: 3, size: 250 }))).toMatchObject({ page: undefined, size: undefined });
    expect(Object.values(gridSearch(readGridUrl({}))).every((v) => v === undefined)).toBe(true);
  });
});
