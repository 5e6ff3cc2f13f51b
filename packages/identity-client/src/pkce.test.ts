import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Url, createPkcePair, PKCE_STORAGE_PREFIX, PkceManager, pkceChallenge } from './pkce.js';
import { resetBrowser } from './test-support/fake-fetch.js';

afterEach(resetBrowser);

/** Real Web Crypto, with getRandomValues fixed so the verifier is predictable. */
function fixedRandom(fill: (words: Uint32Array) => void): Crypto {
  return {
    subtle: crypto.subtle,
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      fill(array as unknown as Uint32Array);
      return array;
    },
    randomUUID: () => crypto.randomUUID(),
  } as Crypto;
}

describe('pair', () => {
  it('makes a verifier of 16 32-bit values as 8 hex digits each (128 characters)', async () => {
    const pair = await createPkcePair();
    expect(pair.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(pair.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await createPkcePair()).code_verifier).not.toBe(pair.code_verifier);
  });

  it('zero-pads each value and keeps them in order', async () => {
    const pair = await createPkcePair(
      fixedRandom((w) =>
        w.forEach((_, i) => {
          w[i] = i === 15 ? 0xffffffff : i;
        }),
      ),
    );
    const expected = `${Array.from({ length: 15 }, (_, i) => i.toString(16).padStart(8, '0')).join('')}ffffffff`;
    expect(pair.code_verifier).toBe(expected);
    expect(pair.code_challenge).toBe(await pkceChallenge(expected));
  });

  it('computes the S256 challenge of the RFC 7636 example', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes base64url without padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});

describe('PkceManager', () => {
  const manager = (warn = vi.fn()) => ({ warn, pkce: new PkceManager('public-token-test-p', 'magic_links', localStorage, warn) });
  const key = `${PKCE_STORAGE_PREFIX}public-token-test-p::magic_links`;

  it('stores the pair it starts and returns it until cleared', async () => {
    const { pkce } = manager();
    const pair = await pkce.start();
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual(pair);
    expect(pkce.get()).toEqual(pair);
    pkce.clear();
    expect(pkce.get()).toBeUndefined();
  });

  it('keeps pairs of different flows apart', async () => {
    const { pkce } = manager();
    await pkce.start();
    expect(new PkceManager('public-token-test-p', 'oauth', localStorage, vi.fn()).get()).toBeUndefined();
  });

  it('creates a challenge only when required, and clears a stored pair otherwise', async () => {
    const { pkce } = manager();
    const challenge = await pkce.challengeIfRequired(true);
    expect(challenge).toBe(pkce.get()?.code_challenge);
    expect(await pkce.challengeIfRequired(false)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each(['{broken', '{"code_challenge":1,"code_verifier":"x"}', '"text"'])(
    'warns about a malformed pair %s and treats it as absent',
    (raw) => {
      const { pkce, warn } = manager();
      localStorage.setItem(key, raw);
      expect(pkce.get()).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );
});
