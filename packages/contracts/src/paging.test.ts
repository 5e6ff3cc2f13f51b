import { describe, expect, it } from 'vitest';
import { BaseFields } from './base.js';
import { listEnvelope } from './envelope.js';
import { MAX_PAGE_SIZE, PageQuery } from './paging.js';

describe('PageQuery', () => {
  it('defaults to the first page of 50 and coerces query strings', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(PageQuery.parse({ page: '3', pageSize: '200' })).toEqual({ page: 3, pageSize: 200 });
  });

  it('refuses pages below 1 and sizes above the maximum instead of clamping them', () => {
    expect(PageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuery.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(PageQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('listEnvelope', () => {
  it('adds the page, its size and the total to the envelope', () => {
    const Schema = listEnvelope(BaseFields.pick({ id: true }));
    const id = '0b7f6a55-3f4e-4c3a-9f55-6f0b1d2e3c4d';
    const value = { errors: null, details: null, hasErrors: false, data: [{ id }], page: 1, pageSize: 50, totalItems: 1 };
    expect(Schema.parse(value)).toEqual(value);
    expect(Schema.safeParse({ ...value, totalItems: undefined }).success).toBe(false);
  });
});
