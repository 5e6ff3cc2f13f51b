import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.js';

// What a browser does with the header: RFC 6266's filename* (UTF-8, percent-encoded) first.
const decoded = (header: string) => {
  const star = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  return star ? decodeURIComponent(star) : /filename="([^"]*)"/.exec(header)?.[1];
};

describe('Content-Disposition of a download', () => {
  it('names an ASCII file plainly', () => {
    expect(attachment('products.csv')).toBe('attachment; filename="products.csv"');
  });

  it("adds filename*=UTF-8'' for a name that is not ASCII, with an ASCII stand-in", () => {
    const header = attachment('purchase-order-PO-7-Müller-日本-£.pdf');
    expect(header).toBe(
      `attachment; filename="purchase-order-PO-7-Muller-__-_.pdf"; filename*=UTF-8''purchase-order-PO-7-M%C3%BCller-%E6%97%A5%E6%9C%AC-%C2%A3.pdf`,
    );
    expect(decoded(header)).toBe('purchase-order-PO-7-Müller-日本-£.pdf');
  });

  it('never lets a quote, a backslash or a line break out of the quoted name', () => {
    const header = attachment('a"b\\c\r\nSet-Cookie: x.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(/filename="([^"]*)"/.exec(header)?.[1]).toBe('a_b_c__Set-Cookie: x.csv');
    expect(decoded(header)).toBe('a"b\\c\r\nSet-Cookie: x.csv');
  });
});
