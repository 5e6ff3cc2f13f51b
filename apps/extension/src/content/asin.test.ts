import { describe, expect, it } from 'vitest';
import { MARKETPLACE_DOMAINS as MANIFEST_DOMAINS } from '../../scripts/manifest.mjs';
import { asinFromDocument, asinFromUrl, MARKETPLACE_DOMAINS, pageAsin } from './asin';

describe('the page’s ASIN', () => {
  it('reads the three product paths on every marketplace domain', () => {
    expect(asinFromUrl('https://www.amazon.com/dp/B005O8OH8H')).toBe('B005O8OH8H');
    expect(asinFromUrl('https://www.amazon.co.uk/Some-Slug/dp/b005o8oh8h/ref=sr_1_1?th=1')).toBe('B005O8OH8H');
    expect(asinFromUrl('https://www.amazon.de/gp/product/0316769487?psc=1')).toBe('0316769487');
    expect(asinFromUrl('https://www.amazon.co.jp/gp/aw/d/B005O8OH8H')).toBe('B005O8OH8H');
    expect(asinFromUrl('https://smile.amazon.com/dp/B005O8OH8H#reviews')).toBe('B005O8OH8H');
  });

  it('leaves other pages and other sites alone', () => {
    expect(asinFromUrl('https://www.amazon.com/s?k=cable')).toBeNull();
    expect(asinFromUrl('https://www.amazon.com/dp/B005O8OH8')).toBeNull();
    expect(asinFromUrl('https://amazon.com.evil.example/dp/B005O8OH8H')).toBeNull();
    expect(asinFromUrl('https://www.example.com/dp/B005O8OH8H')).toBeNull();
    expect(asinFromUrl('not a url')).toBeNull();
  });

  it('falls back to the page’s ASIN field on a marketplace page whose URL lacks it', () => {
    document.body.innerHTML = '<form><input type="hidden" id="ASIN" name="ASIN" value="b005olS0LF"></form>';
    expect(asinFromDocument(document)).toBe('B005OLS0LF');
    expect(pageAsin('https://www.amazon.com/some-product-page', document)).toBe('B005OLS0LF');
    expect(pageAsin('https://www.example.com/some-product-page', document)).toBeNull();
    document.body.innerHTML = '<div id="dp" data-asin="B005O8OH8H"></div>';
    expect(asinFromDocument(document)).toBe('B005O8OH8H');
  });

  it('runs on the same domains as the manifest’s content script', () => {
    expect([...MARKETPLACE_DOMAINS]).toEqual(MANIFEST_DOMAINS);
  });
});
