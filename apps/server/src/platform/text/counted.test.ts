import { describe, expect, it } from 'vitest';
import { uploadSummary } from '../../seller/uploads/job.js';
import { counted } from './counted.js';

describe('counted', () => {
  it('says one duplicate and several duplicates', () => {
    expect(counted(1, 'duplicate')).toBe('1 duplicate');
    expect(counted(2, 'duplicate')).toBe('2 duplicates');
    expect(counted(1_709, 'row')).toBe('1,709 rows');
  });

  // Issue 40, item 22: "1 duplicates merged".
  it('words an upload’s summary grammatically, with thousands separated', () => {
    expect(uploadSummary({ matched: 1_709, unmatched: 1, candidates: 1, merged: 1, failed: 0 })).toBe(
      '1,709 matched, 1 not found, 1 with several matches, 1 duplicate merged, 0 rejected.',
    );
    expect(uploadSummary({ matched: 1, unmatched: 0, candidates: 0, merged: 2, failed: 3 })).toBe(
      '1 matched, 0 not found, 0 with several matches, 2 duplicates merged, 3 rejected.',
    );
  });
});
