import { describe, expect, it } from 'vitest';
import { isStorableText, storableText } from './storable.js';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, accepts paired ones', () => {
    expect(isStorableText('plain, ünïcode, 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
  });

  it('cleans: NUL dropped, an unpaired surrogate becomes U+FFFD, pairs kept', () => {
    expect(storableText('AS\u0000IN')).toBe('ASIN');
    expect(storableText('x\uD800y\uDC00z😀')).toBe('x\uFFFDy\uFFFDz😀');
    expect(storableText('fine')).toBe('fine');
  });
});
