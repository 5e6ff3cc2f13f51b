import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './crypto.js';

describe('SecretBox (AES-256-GCM at rest and in stream tickets)', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed', () => {
    expect(box.open(box.seal('{"memberId":"m"}'))).toBe('{"memberId":"m"}');
  });

  it('refuses a truncated authentication tag (a prefix of the right tag would verify)', () => {
    const [iv, tag, body] = box.seal('{"memberId":"m"}').split('.') as [string, string, string];
    const tagBytes = Buffer.from(tag, 'base64url');
    expect(tagBytes).toHaveLength(16);
    for (const length of [4, 8, 12, 15]) {
      const truncated = [iv, tagBytes.subarray(0, length).toString('base64url'), body].join('.');
      expect(() => box.open(truncated), `${length}-byte tag`).toThrow();
    }
  });

  it('refuses a changed body, a wrong tag and a short nonce', () => {
    const [iv, tag, body] = box.seal('secret').split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open([iv, Buffer.alloc(16).toString('base64url'), body].join('.'))).toThrow();
    expect(() => box.open([Buffer.from(iv, 'base64url').subarray(0, 8).toString('base64url'), tag, body].join('.'))).toThrow();
  });
});
