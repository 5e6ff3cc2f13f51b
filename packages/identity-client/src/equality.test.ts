import { describe, expect, it } from 'vitest';
import { deepEqualIgnoring, sameState } from './equality.js';

describe('sameState', () => {
  it('ignores last_accessed_at at any depth', () => {
    expect(sameState({ session: { id: 1, last_accessed_at: 'a' } }, { session: { id: 1, last_accessed_at: 'b' } })).toBe(true);
    expect(sameState({ session: { id: 1, last_accessed_at: 'a' } }, { session: { id: 2, last_accessed_at: 'a' } })).toBe(false);
  });

  it('compares arrays, nulls and missing keys', () => {
    const none = new Set<string>();
    expect(deepEqualIgnoring([1, { a: [2] }], [1, { a: [2] }], none)).toBe(true);
    expect(deepEqualIgnoring([1, 2], [1, 2, 3], none)).toBe(false);
    expect(deepEqualIgnoring({ a: 1 }, { b: 1 }, none)).toBe(false);
    expect(deepEqualIgnoring(null, {}, none)).toBe(false);
    expect(deepEqualIgnoring([], {}, none)).toBe(false);
    expect(sameState(null, null)).toBe(true);
  });
});
