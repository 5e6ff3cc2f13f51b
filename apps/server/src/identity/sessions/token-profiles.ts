import { z } from 'zod';

/**
 * A trusted auth token profile (sessions/attest): tokens from another identity system that this
 * project accepts as proof of a member's email. Keys come from a JWKS URL or an inline JWKS.
 */
const Profile = z
  .object({
    profile_id: z.string().trim().min(1).max(128),
    issuer: z.string().trim().min(1).max(500),
    audience: z.string().trim().min(1).max(500),
    jwks_url: z.url().optional(),
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1).max(20) }).optional(),
    /** The claim that carries the member's email address. */
    email_claim: z.string().min(1).max(100).default('email'),
    /** The organization a token of this profile signs into when the call names none. */
    organization_id: z.string().min(1).max(128).optional(),
  })
  .strict()
  .refine((p) => Boolean(p.jwks_url) !== Boolean(p.jwks), { message: 'give exactly one of jwks_url and jwks' });

export type TokenProfile = z.infer<typeof Profile>;

/** Parses IDENTITY_TRUSTED_TOKEN_PROFILES: a JSON array of profiles (docs/identity.md). */
export function parseTokenProfiles(text: string | undefined): { profiles: TokenProfile[]; problems: string[] } {
  if (!text) return { profiles: [], problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { profiles: [], problems: ['IDENTITY_TRUSTED_TOKEN_PROFILES: not valid JSON'] };
  }
  const parsed = z.array(Profile).max(20).safeParse(json);
  if (!parsed.success) {
    return {
      profiles: [],
      problems: parsed.error.issues.map((i) => `IDENTITY_TRUSTED_TOKEN_PROFILES: ${i.path.join('.') || 'list'}: ${i.message}`),
    };
  }
  const ids = parsed.data.map((p) => p.profile_id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  return {
    profiles: parsed.data,
    problems: twice.map((id) => `IDENTITY_TRUSTED_TOKEN_PROFILES: profile ${id} defined twice`),
  };
}
