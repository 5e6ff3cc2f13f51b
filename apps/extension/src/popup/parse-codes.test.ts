import { describe, expect, it } from 'vitest';
import { parseIdentifiers, remember } from './parse-codes';

describe('pasted identifiers', () => {
  it('splits ASINs and codes, each once, and names what is neither', () => {
    expect(parseIdentifiers('B005O8OH8H, 800000000044\nb005o8oh8h 0-316-76948-X nonsense')).toEqual({
      found: [
        { kind: 'asin', value: 'B005O8OH8H' },
        { kind: 'code', value: '800000000044' },
        { kind: 'code', value: '031676948X' },
      ],
      rejected: ['nonsense'],
    });
  });

  it('keeps the ten latest lookups, newest first', () => {
    expect(remember(['A', 'B'], ['B', 'C'])).toEqual(['B', 'C', 'A']);
    expect(
      remember(
        [],
        Array.from({ length: 12 }, (_, i) => String(i)),
      ),
    ).toHaveLength(10);
  });
});
