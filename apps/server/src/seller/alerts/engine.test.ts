import { describe, expect, it } from 'vitest';
import { PRODUCT_FILTER_FIELDS } from '../products/fields.js';
import { parseFilter } from '../products/filter.js';
import { crossesAtLast, crossings, holds } from './engine.js';
import { ALERT_FIELDS, readField } from './reading.js';

const rule = (condition: string) => parseFilter(condition, ALERT_FIELDS, { functions: true });
const at = (condition: string, readings: Record<string, unknown>[]) => crossings(rule(condition), readings, readField);

// Recorded sequences of readings: the analysis fields a rule reads, one object per version.
const prices = [31, 29, 28, 30.5, 27, 27, 32, 26].map((buyBoxCurrent) => ({ buyBoxCurrent }));

describe('a rule fires once per crossing', () => {
  it('fires when the condition turns true, not again while it stays true, and again after it clears', () => {
    // below 30: at 1 (29), stays (28), clears (30.5), crosses at 4 (27), stays (27), clears (32), crosses at 7.
    expect(at('buyBoxCurrent < 30', prices)).toEqual([1, 4, 7]);
  });

  it('does not fire on the first reading: a condition already true when watching starts is no crossing', () => {
    expect(at('buyBoxCurrent < 100', prices)).toEqual([]);
  });

  it('evaluates live exactly as over the whole history', () => {
    for (const condition of ['buyBoxCurrent < 30', 'change(buyBoxCurrent) <= -2', 'not buyBoxCurrent >= 28']) {
      const live = prices.flatMap((_, i) => (crossesAtLast(rule(condition), prices.slice(0, i + 1), readField) ? [i] : []));
      expect(live).toEqual(at(condition, prices));
    }
  });

  it('sees Amazon leaving and coming back through the amazonOnListing field', () => {
    const amazon = [true, true, false, false, true, false].map((isAmazonSeller) => ({ isAmazonSeller }));
    expect(at('amazonOnListing = false', amazon)).toEqual([2, 5]);
    expect(at('previous(amazonOnListing) = false and amazonOnListing = true', amazon)).toEqual([4]);
  });

  it('counts FBA offers falling to N or below, and a rank improving by a share', () => {
    const readings = [
      { fbaOffersCount: 5, bsrCurrent: 10_000 },
      { fbaOffersCount: 3, bsrCurrent: 9_000 },
      { fbaOffersCount: 2, bsrCurrent: 7_000 },
      { fbaOffersCount: 1, bsrCurrent: 5_000 },
      { fbaOffersCount: 4, bsrCurrent: 5_100 },
      { fbaOffersCount: 2, bsrCurrent: 3_000 },
    ];
    expect(at('fbaOffers <= 2', readings)).toEqual([2, 5]);
    // 10,000 -> 9,000 is -10%; 9,000 -> 7,000 is -22%: fires; 7,000 -> 5,000 (-29%) still true; 5,000 -> 5,100 clears.
    expect(at('changePct(bsrCurrent) <= -20', readings)).toEqual([2, 5]);
  });

  it('treats a missing figure as unknown, never as a match', () => {
    const readings = [{ roi: 10 }, { roi: null }, { roi: 40 }, {}, { roi: 45 }];
    expect(at('roi >= 30', readings)).toEqual([2, 4]);
    expect(at('not roi < 30', readings)).toEqual([2, 4]);
    expect(holds(rule('change(roi) > 0'), { roi: 5 }, null, readField)).toBe(false);
  });

  it('sees a new brand alert appear', () => {
    const readings = [{ hasAlert: false }, { hasAlert: false }, { hasAlert: true }, { hasAlert: true }];
    expect(at('hasAlert = true', readings)).toEqual([2]);
  });
});

describe('the change functions', () => {
  it('are for alert rules only: the products list refuses them with a 400 naming the function', () => {
    expect(() => parseFilter('change(roi) > 5', ALERT_FIELDS)).toThrow(
      /change\(\) at position 1 compares with the previous reading/,
    );
  });

  it('take a number field (change, changePct) and name an unknown function', () => {
    expect(() => rule('change(isHazmat) > 1')).toThrow(/change\(\) takes a number field; isHazmat is boolean/);
    expect(() => rule('delta(roi) > 1')).toThrow(/Unknown function "delta"/);
    expect(() => rule('change(roi > 1')).toThrow(/Expected "\)" after roi/);
  });
});

// The fields a reading adds beyond the market's (products/market-signals.ts,
// products/reading-eligibility.ts), over recorded sequences: when they fire and when they do not.
describe('a competitor running out, the brand losing the buy box, eligibility changing', () => {
  it('fires when another competitor runs out of stock, not while the count holds or falls', () => {
    const readings = [0, 0, 1, 1, 0, 2, null, 3].map((competitorsOutOfStock) => ({ competitorsOutOfStock }));
    // 0 -> 1 at 2; holds at 3; falls at 4; 0 -> 2 at 5; unread stock at 6 is unknown (no change);
    // 6 -> 7 compares 3 with nothing read: unknown, so no firing there either.
    expect(at('change(competitorsOutOfStock) > 0', readings)).toEqual([2, 5]);
    // "At least one out": once per crossing, again after every competitor restocked (4), and
    // after an unread reading (6), as after any missing figure.
    expect(at('competitorsOutOfStock >= 1', readings)).toEqual([2, 5, 7]);
    expect(
      at(
        'change(competitorsOutOfStock) > 0',
        [0, 0, 0].map((competitorsOutOfStock) => ({ competitorsOutOfStock })),
      ),
    ).toEqual([]);
  });

  it('fires when the brand held the buy box and no longer does, not when it never held it', () => {
    const lost = 'previous(buyBoxIsBrand) = true and buyBoxIsBrand = false';
    const readings = [true, true, false, false, true, false, null, false].map((buyBoxIsBrand) => ({ buyBoxIsBrand }));
    // Lost at 2 and at 5; at 6 the holder is unknown, and 6 -> 7 has no known brand holder before.
    expect(at(lost, readings)).toEqual([2, 5]);
    expect(
      at(
        lost,
        [false, false, false].map((buyBoxIsBrand) => ({ buyBoxIsBrand })),
      ),
    ).toEqual([]);
  });

  it('fires at the reading after the account’s answer changed, and on a chosen change only', () => {
    const readings = [
      { eligibility: null, eligibilityPrevious: null, eligibilityChanged: false },
      { eligibility: 'approval_required', eligibilityPrevious: null, eligibilityChanged: false }, // first answer: no change
      { eligibility: 'approval_required', eligibilityPrevious: null, eligibilityChanged: false },
      { eligibility: 'allowed', eligibilityPrevious: 'approval_required', eligibilityChanged: true }, // approved
      { eligibility: 'allowed', eligibilityPrevious: 'approval_required', eligibilityChanged: false },
      { eligibility: 'not_eligible', eligibilityPrevious: 'allowed', eligibilityChanged: true }, // restricted
    ];
    expect(at('eligibilityChanged = true', readings)).toEqual([3, 5]);
    expect(at("eligibilityPrevious = 'approval_required' and eligibility = 'allowed'", readings)).toEqual([3]);
    expect(at("previous(eligibility) = 'allowed' and eligibility != 'allowed'", readings)).toEqual([5]);
    expect(at('eligibilityChanged = true', readings.slice(0, 3))).toEqual([]);
  });

  it('are alert fields only where no product column holds them: the list refuses eligibilityChanged', () => {
    expect(() => parseFilter('eligibilityChanged = true', PRODUCT_FILTER_FIELDS)).toThrow(/Unknown field "eligibilityChanged"/);
    expect(() => parseFilter('buyBoxIsBrand = false and competitorsOutOfStock >= 1', PRODUCT_FILTER_FIELDS)).not.toThrow();
  });
});
