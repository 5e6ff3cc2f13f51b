/** Cloudflare's Turnstile server-side validation endpoint. */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare answered within the timeout: `passed` or `failed`; otherwise `unavailable`. */
export type TurnstileOutcome = 'passed' | 'failed' | 'unavailable';

export type TurnstileOptions = {
  secret: string;
  /** Another siteverify endpoint (a stand-in server in tests). */
  verifyUrl?: string | undefined;
  timeoutMs?: number;
};

/**
 * Asks Cloudflare whether a Turnstile token is good: POST form fields secret, response and
 * remoteip to siteverify, which answers JSON `{ success: boolean, ... }`. An error, a non-2xx
 * answer, a body that is not JSON or no answer within the timeout (5 s) is `unavailable`, so the
 * caller can tell "the visitor failed" from "we could not ask".
 */
export async function verifyTurnstile(
  options: TurnstileOptions,
  token: string,
  remoteIp: string | undefined,
): Promise<TurnstileOutcome> {
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(options.verifyUrl ?? TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!res.ok) return 'unavailable';
    const body = (await res.json()) as { success?: unknown };
    return body.success === true ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
}
