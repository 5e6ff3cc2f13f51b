import { afterEach, describe, expect, it } from 'vitest';
import { alertFiguresText, notificationText } from './alert-figures';
import { setMemberLocale } from './locale';

afterEach(() => setMemberLocale(null));

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const figures = [
  { field: 'buyBoxCurrent', before: 9, after: 3.5 },
  { field: 'amazonOnListing', before: true, after: false },
];

describe('an alert’s figures on screen', () => {
  it('are written in the product’s currency and the member’s locale', () => {
    setMemberLocale('en-US');
    expect(alertFiguresText(figures, { currency: 'GBP' })).toBe('Buy box: £9.00 → £3.50 · Amazon on listing: yes → no');
    setMemberLocale('de-DE');
    expect(plain(alertFiguresText(figures, { currency: 'EUR' }))).toBe('Buy box: 9,00 € → 3,50 € · Amazon on listing: yes → no');
  });

  it('rewrites an alert notification from its data, and leaves others and older ones as sent', () => {
    setMemberLocale('en-US');
    const data = { product: 'Blue mug', figures, currency: 'USD', costCurrency: 'USD', alertId: 'x' };
    expect(notificationText({ kind: 'alert.fired', message: 'Blue mug: raw', data })).toBe(
      'Blue mug: Buy box: $9.00 → $3.50; Amazon on listing: yes → no',
    );
    expect(notificationText({ kind: 'alert.fired', message: 'as sent', data: { alertId: 'x' } })).toBe('as sent');
    expect(notificationText({ kind: 'upload.finished', message: 'Upload done', data })).toBe('Upload done');
  });

  it('writes the seller and account fields in words', () => {
    setMemberLocale('en-US');
    const more = [
      { field: 'competitorsOutOfStock', before: 1, after: 2 },
      { field: 'buyBoxIsBrand', before: true, after: false },
      { field: 'eligibilityPrevious', before: null, after: 'approval_required' },
      { field: 'eligibilityChanged', before: false, after: true },
    ];
    expect(alertFiguresText(more, { currency: 'USD' })).toBe(
      'Competitors out of stock: 1 → 2 · Brand holds the buy box: yes → no · ' +
        'Can I sell, before its last change: unknown → approval required · Can I sell changed: no → yes',
    );
  });
});
