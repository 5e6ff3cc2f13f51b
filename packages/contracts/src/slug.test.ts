import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug.js';

describe('an organization slug made from its name', () => {
  it('keeps letters and digits, dashes between, lower case', () => {
    expect(slugFromName("Alex Northwind's organization")).toBe('alex-northwind-s-organization');
    expect(slugFromName('  Lantern Goods LLC  ')).toBe('lantern-goods-llc');
  });
  it('gives a short name "org-" first and cuts a long one at 60 without a trailing dash', () => {
    expect(slugFromName('A')).toBe('org-a');
    const long = slugFromName(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});
