import { createHash, randomBytes } from 'node:crypto';

/** Both prefixes: a token with one of them is an API key, never a session JWT (which starts `eyJ`). */
export const KEY_PREFIXES = ['ss_live_', 'ss_test_'] as const;

/** 32 bytes from the CSPRNG: 256 bits, so a plain SHA-256 of the key is safe to store and look up. */
const KEY_BYTES = 32;
/** Characters of the key kept in clear to tell keys apart in a list (prefix + 4). */
const SHOWN_CHARS = 4;

/** A new key, the hash to store and the part to show. The key itself is returned once and never kept. */
export function newApiKey(prefix: (typeof KEY_PREFIXES)[number]) {
  const key = `${prefix}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), shown: key.slice(0, prefix.length + SHOWN_CHARS) };
}

/** What is stored and looked up: hex SHA-256 of the whole key text. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isApiKeyText(token: string): boolean {
  return KEY_PREFIXES.some((prefix) => token.startsWith(prefix));
}
