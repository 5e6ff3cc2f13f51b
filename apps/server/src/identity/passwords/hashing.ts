import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB, two
 * passes, one lane. The library's default algorithm is argon2id (its enum is a const enum, which
 * isolatedModules cannot import), so the PHC string starts with `$argon2id$` (tested).
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** Longest password accepted anywhere (characters): bounds the hashing and estimation work. */
export const MAX_PASSWORD_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Constant-time check of a password against its stored PHC string; false for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no hash to check (unknown address, member
 * without a password), so response times do not tell who has a password.
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that is never anyone’s');
  await verifyPassword(await decoy, password);
}
