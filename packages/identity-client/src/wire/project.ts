import { z } from 'zod';
import { identityEnvelope } from './base.js';

/** projects/bootstrap/{public_token}: what the client needs to know of the project before any call. */
export const BootstrapResponse = identityEnvelope({
  project_name: z.string(),
  disable_sdk_watermark: z.boolean(),
  /** Turnstile names its site key; ALTCHA names the challenge URL the widget asks. */
  captcha_settings: z.looseObject({
    enabled: z.boolean(),
    /** turnstile or altcha. */
    provider: z.string().optional(),
    siteKey: z.string().optional(),
    challenge_url: z.string().optional(),
  }),
  cname_domain: z.string().nullable(),
  email_domains: z.array(z.string()),
  pkce_required_for_email_magic_links: z.boolean(),
  pkce_required_for_password_resets: z.boolean(),
  pkce_required_for_oauth: z.boolean(),
  pkce_required_for_sso: z.boolean(),
  slug_pattern: z.string().nullable(),
  create_organization_enabled: z.boolean(),
  password_config: z.looseObject({ luds_complexity: z.number().int(), luds_minimum_count: z.number().int() }).nullable(),
  dfp_protected_auth_enabled: z.boolean(),
  dfp_protected_auth_mode: z.string().nullable(),
  /** The project's RBAC policy (roles and resources), as identity/rbac/policy.ts holds it. */
  rbac_policy: z.unknown(),
  siwe_required_for_crypto_wallets: z.boolean(),
  vertical: z.string(),
});

/** The session JWT's signing keys (a JWKS, RFC 7517): no envelope. */
export const JwksResponse = z.looseObject({
  // Optional as jose's JWK type has them; every key we publish names both.
  keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
});
