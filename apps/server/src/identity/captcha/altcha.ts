import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { IdentityContext } from '../context.js';
import { hitRateLimit } from '../rate-limit.js';

/**
 * The self-hosted proof-of-work captcha (ALTCHA, protocol v2). The browser searches counters up to
 * ALTCHA_MAX_COUNTER for the one whose SHA-256 key starts with the challenge's prefix: about
 * half that many hashes on average, a fraction of a second for a person, a real cost per attempt
 * for a bot. Challenges are signed with a key derived from the server secret, so any instance
 * verifies them, and expire after ALTCHA_CHALLENGE_MINUTES.
 */
export const ALTCHA_ALGORITHM = 'SHA-256';
export const ALTCHA_MAX_COUNTER = 100_000;
export const ALTCHA_CHALLENGE_MINUTES = 10;

const hmacSecret = (ctx: IdentityContext) => ctx.box.hash('captcha', 'altcha-hmac-v1');

export async function createAltchaChallenge(ctx: IdentityContext) {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(1, ALTCHA_MAX_COUNTER),
    deriveKey,
    hmacSignatureSecret: hmacSecret(ctx),
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_MINUTES * 60_000),
  });
}

/** The token the widget submits: base64 of the JSON payload {challenge, solution}. */
function parsePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return value && typeof value === 'object' && value.challenge && value.solution ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether a solved challenge is good: signed by us, unexpired, solved, and not used before. A
 * solution is single use (its signature is recorded until the challenge would have expired), so
 * one solved challenge cannot open many requests.
 */
export async function verifyAltcha(ctx: IdentityContext, token: string): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload?.challenge.signature) return false;
  let verified = false;
  try {
    ({ verified } = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret(ctx),
    }));
  } catch {
    return false;
  }
  if (!verified) return false;
  // Once per challenge lifetime: after that the challenge has expired anyway.
  return hitRateLimit(ctx.rateLimits, `altcha-used:${payload.challenge.signature}`, 1, ALTCHA_CHALLENGE_MINUTES * 60);
}
