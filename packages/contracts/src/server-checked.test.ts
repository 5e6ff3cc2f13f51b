import { describe, expect, it } from 'vitest';
import { serverChecked } from './request.js';

describe('serverChecked: the envelope check of clients that leave the schema to the server', () => {
  it('passes an envelope through as it came', () => {
    const body = { errors: [], details: null, hasErrors: false, data: { asin: 'B000000001' } };
    expect(serverChecked<{ asin: string }>().parse(body)).toBe(body);
  });

  it.each([
    ['a page of HTML as JSON text', '<html>'],
    ['null', null],
    ['an object without data', { hasErrors: false }],
    ['an envelope with errors', { hasErrors: true, errors: [], details: null, data: null }],
    ['an envelope without hasErrors', { data: {} }],
  ])('refuses %s', (_, body) => {
    expect(() => serverChecked().parse(body)).toThrow('not a ShelfScope response');
  });
});
