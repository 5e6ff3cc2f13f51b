import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyTurnstile } from '../../platform/captcha/turnstile.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { enforceRateLimit } from '../rate-limit.js';
import { createAltchaChallenge, verifyAltcha } from './altcha.js';

/**
 * The sign-in and code-sending routes that need a captcha when it is on: each one either proves a
 * credential (a password guess) or makes us send something (an email, a text).
 */
export const CAPTCHA_ROUTES = new Set([
  '/sdk/v1/b2b/magic_links/email/login_or_signup',
  '/sdk/v1/b2b/magic_links/email/discovery/send',
  '/sdk/v1/b2b/otps/email/login_or_signup',
  '/sdk/v1/b2b/otps/email/discovery/send',
  '/sdk/v1/b2b/otps/sms/send',
  '/sdk/v1/b2b/passwords/authenticate',
  '/sdk/v1/b2b/passwords/discovery/authenticate',
  '/sdk/v1/b2b/passwords/email/reset/start',
  '/sdk/v1/b2b/passwords/discovery/reset/start',
]);

/** The text the official client looks for in a non-JSON answer before retrying once with a token. */
export const CAPTCHA_REQUIRED = 'Captcha required';
/** Challenges one address may fetch per minute (each costs us an HMAC; solving costs the caller). */
const CHALLENGES_PER_MINUTE = 60;

/** What bootstrap serves as captcha_settings. */
export function captchaSettings(ctx: IdentityContext) {
  const { captcha } = ctx.config.identity;
  if (!captcha.enabled) return { enabled: false };
  return captcha.provider === 'turnstile'
    ? { enabled: true, siteKey: captcha.siteKey, provider: 'turnstile' }
    : { enabled: true, provider: 'altcha', challenge_url: `${ctx.config.publicUrl}/sdk/v1/captcha/challenge` };
}

/** Whether a captcha token is good, by the configured provider. */
async function verifyCaptcha(ctx: IdentityContext, token: string, remoteIp: string): Promise<void> {
  const { captcha } = ctx.config.identity;
  if (captcha.provider === 'altcha') {
    if (!(await verifyAltcha(ctx, token))) throw identityError('captcha_failed');
    return;
  }
  const outcome = await verifyTurnstile({ secret: captcha.secret ?? '', verifyUrl: captcha.verifyUrl }, token, remoteIp);
  if (outcome === 'failed') throw identityError('captcha_failed');
  // Cloudflare did not answer: not the visitor's fault, but no pass either.
  if (outcome === 'unavailable')
    throw identityError('captcha_failed', 'The captcha could not be checked just now. Please try again.');
}

/**
 * With captcha on, the listed routes need `captcha_token` in their body. Without one they answer
 * the plain-text "Captcha required" (the official client then gets a token and retries once);
 * a token that does not verify is 429 captcha_failed. Runs before validation, on the raw body.
 */
export function registerCaptchaCheck(app: FastifyInstance, ctx: IdentityContext) {
  if (!ctx.config.identity.captcha.enabled) return;
  app.addHook('preValidation', async (request, reply) => {
    if (!CAPTCHA_ROUTES.has(request.routeOptions.url ?? '')) return;
    const token = (request.body as { captcha_token?: unknown } | undefined)?.captcha_token;
    if (typeof token !== 'string' || token === '') {
      return reply.code(401).type('text/plain; charset=utf-8').send(CAPTCHA_REQUIRED);
    }
    await verifyCaptcha(ctx, token, request.ip);
  });
}

/** Where `npm run build -w @shelfscope/login-widget` puts the on-demand captcha solver; the same relative path from src/ and dist/. */
export const CAPTCHA_WIDGET_DIR = fileURLToPath(new URL('../../../../../packages/login-widget/dist/captcha', import.meta.url));
/** The files of that build served under /sdk/v1/captcha/: the solver, and the worker it starts. */
const CAPTCHA_FILES = { 'widget.js': 'captcha.js', 'sha-worker.js': 'sha-worker.js' } as const;

/**
 * GET /sdk/v1/captcha/widget.js: the solver the login widget loads when a call asks for a
 * captcha (the ALTCHA widget, or Turnstile's loader). GET /sdk/v1/captcha/challenge: a fresh
 * proof-of-work challenge for the ALTCHA widget.
 */
export const captchaRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { captcha } = ctx.config.identity;
    if (!captcha.enabled) return;
    for (const [name, file] of Object.entries(CAPTCHA_FILES)) {
      app.get(`/sdk/v1/captcha/${name}`, { schema: { hide: true } }, async (_request, reply) => {
        let script: Buffer;
        try {
          script = await readFile(path.join(CAPTCHA_WIDGET_DIR, file));
        } catch {
          throw identityError('captcha_widget_not_built');
        }
        return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(script);
      });
    }
    if (captcha.provider !== 'altcha') return;
    app.get(
      '/sdk/v1/captcha/challenge',
      {
        schema: {
          tags: ['identity'],
          summary: 'A proof-of-work captcha challenge (ALTCHA)',
          // The ALTCHA widget's own format (altcha-lib's), not the identity wire: declared, not restated.
          response: { 200: z.looseObject({}).describe('An ALTCHA challenge as altcha-lib creates it') },
        },
      },
      async (request, reply) => {
        await enforceRateLimit(ctx.rateLimits, `captcha-challenge:${request.ip}`, CHALLENGES_PER_MINUTE, 60);
        reply.header('Cache-Control', 'no-store');
        return { ...(await createAltchaChallenge(ctx)) };
      },
    );
  };
