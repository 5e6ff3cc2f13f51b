import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.js';

/**
 * How PostgreSQL reads a LIKE pattern with its default escape character (`\`): `%` any run,
 * `_` any one character, `\x` the character x itself.
 */
function likeMatches(pattern: string, text: string): boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i] as string;
    if (ch === '\\') {
      i += 1;
      source += (pattern[i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`).test(text);
}

describe('containsPattern', () => {
  it('escapes each of LIKE’s special characters: %, _ and the escape itself', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\x')).toBe('%C:\\\\x%');
    expect(containsPattern('plain text')).toBe('%plain text%');
  });

  it('matches its text literally, anywhere, and nothing the wildcards would have let in', () => {
    expect(likeMatches(containsPattern('50%'), 'save 50% now')).toBe(true);
    expect(likeMatches(containsPattern('50%'), 'save 500 now')).toBe(false);
    expect(likeMatches(containsPattern('a_b'), 'xa_by')).toBe(true);
    expect(likeMatches(containsPattern('a_b'), 'axb')).toBe(false);
    expect(likeMatches(containsPattern('a\\b'), 'a\\b')).toBe(true);
    expect(likeMatches(containsPattern('a\\%'), 'a\\x')).toBe(false);
  });
});
