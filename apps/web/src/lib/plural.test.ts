import { describe, expect, it } from 'vitest';
import { counted, possessive } from './plural';

describe('counted', () => {
  it('says one of a thing and several things, with thousands separated', () => {
    expect(counted(1, 'column')).toBe('1 column');
    expect(counted(0, 'column')).toBe('0 columns');
    expect(counted(2, 'duplicate')).toBe('2 duplicates');
    expect(counted(1_204, 'row')).toBe('1,204 rows');
    expect(counted(1, 'match', 'matches')).toBe('1 match');
    expect(counted(3, 'match', 'matches')).toBe('3 matches');
  });

  it('makes a name possessive as English does', () => {
    expect(possessive('Distributors')).toBe('Distributors’');
    expect(possessive('Acme')).toBe('Acme’s');
  });
});
