import { type TurnstileOptions, verifyTurnstile } from '../../platform/captcha/turnstile.js';
import { HttpError } from '../../platform/http/errors.js';

export type CaptchaSettings = Omit<TurnstileOptions, 'secret'> & {
  secret: string | undefined;
  isProduction: boolean;
};

/**
 * The lead form's bot check. With a secret, the token must pass Turnstile. Without one it is
 * skipped outside production (development and tests need no Cloudflare account), and refused in
 * production with 503: a missing secret is the server's misconfiguration, not the visitor's
 * mistake, and a 503 shows up in monitoring where a 400 would look like bad input.
 * Cloudflare not answering is also 503 (try again), never a silent pass.
 */
export function createCaptchaCheck(settings: CaptchaSettings) {
  const { secret, isProduction, ...turnstile } = settings;
  return async (token: string | null | undefined, remoteIp: string | undefined): Promise<void> => {
    if (!secret) {
      if (isProduction) throw new HttpError(503, 'captcha_unavailable', 'Captcha verification is not configured.');
      return;
    }
    if (!token) {
      throw HttpError.badRequest('turnstileToken is required', [
        { type: 'validation', field: 'turnstileToken', description: 'turnstileToken is required' },
      ]);
    }
    const outcome = await verifyTurnstile({ ...turnstile, secret }, token, remoteIp);
    if (outcome === 'failed') throw new HttpError(400, 'captcha_failed', 'Captcha verification failed. Please try again.');
    if (outcome === 'unavailable') {
      throw new HttpError(503, 'captcha_unavailable', 'Captcha verification is unavailable. Please try again later.');
    }
  };
}
