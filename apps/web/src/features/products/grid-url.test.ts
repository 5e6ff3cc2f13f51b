import { describe, expect, it } from 'vitest';
import { gridSearch, readGridUrl } from './grid-url';

describe("the products grid's state in the address", () => {
  it('reads every part, with defaults for what is missing or malformed', () => {
    expect(readGridUrl({})).toEqual({
      supplierId: null,
      search: '',
      filter: '',
      sort: { field: '', descending: true },
      page: 1,
      pageSize: 100,
    });
    expect(readGridUrl({ supplierId: 's1', q: 'lamp', filter: 'roi > 30', sort: 'roi', desc: 0, page: 3, size: 250 })).toEqual({
      supplierId: 's1',
      search: 'lamp',
      filter: 'roi > 30',
      sort: { field: 'roi', descending: false },
      page: 3,
      pageSize: 250,
    });
    // A search of digits arrives as a number; a page of -2 or a size of 7 are not pages.
    expect(readGridUrl({ q: 12345, page: -2, size: 7 })).toMatchObject({ search: '12345', page: 1, pageSize: 100 });
  });

  it('writes what it reads, leaving defaults out', () => {
    const state = readGridUrl({ supplierId: 's1', q: 'lamp', filter: 'roi > 30', sort: 'roi', desc: 1, page: 2, size: 50 });
    expect(readGridUrl(gridSearch(state))).toEqual(state);
    expect(Object.values(gridSearch(readGridUrl({}))).every((v) => v === undefined)).toBe(true);
  });
});
