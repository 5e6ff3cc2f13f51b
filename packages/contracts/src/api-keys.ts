import { z } from 'zod';
import { Id } from './base.js';

/**
 * What an API key may do, as `resource:action`. A route declares the one it needs (its
 * `x-access` in the OpenAPI document); a key holds a set of them. `write` does not imply `read`.
 */
export const API_KEY_SCOPES = [
  'products:read',
  'products:write',
  'suppliers:read',
  'suppliers:write',
  'uploads:read',
  'uploads:write',
  'shortlists:read',
  'shortlists:write',
  'orders:read',
  'orders:write',
  'company:read',
  'dashboard:read',
  'members:read',
  'members:write',
] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** One API key as listed: never the key itself, which is shown once when it is created. */
export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  /** The key's first characters (`ss_live_ab12`), enough to recognise it in a list or a scanner's report. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  expiresAt: z.iso.datetime().nullable(),
  created: z.iso.datetime(),
  createdBy: z.string(),
  lastUsedAt: z.iso.datetime().nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** `POST /api/ApiKey`. An expiry, when given, lies in the future (checked by the server against its clock). */
export const ApiKeyInput = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(ApiKeyScope).min(1).max(API_KEY_SCOPES.length),
  expiresAt: z.iso.datetime().nullable().optional(),
});
export type ApiKeyInput = z.infer<typeof ApiKeyInput>;

/** The answer to a create: the listed fields and, this once, the key. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** `DELETE /api/ApiKey/{id}` and other routes that name a key. */
export const ApiKeyParams = z.object({ id: z.string().max(200) });
