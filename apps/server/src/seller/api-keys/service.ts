import type { ApiKey, ApiKeyInput, CreatedApiKey } from '@shelfscope/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { requireOrganizationAdmin } from '../auth/organization-admin.js';
import type { Caller } from '../auth/session-verifier.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { newApiKey } from './key.js';
import { apiKeys } from './schema.js';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as listed: allow-listed fields, never the hash. */
export function apiKeyDto(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKey['scopes'],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The company's keys, newest first, revoked ones included (their history stays visible). */
export async function listApiKeys(options: { tenant: Tenant; caller: Caller }): Promise<ApiKey[]> {
  requireOrganizationAdmin(options.caller, 'API keys');
  const rows = await options.tenant.db
    .select()
    .from(apiKeys)
    .where(companyFilter(options.tenant, apiKeys.companyId))
    .orderBy(desc(apiKeys.created));
  return rows.map(apiKeyDto);
}

/** A new key; the answer carries the key itself, which is stored only as its hash. */
export async function createApiKey(options: {
  tenant: Tenant;
  caller: Caller;
  input: ApiKeyInput;
  prefix: 'ss_live_' | 'ss_test_';
  now?: Date;
}): Promise<CreatedApiKey> {
  const { tenant, caller, input } = options;
  requireOrganizationAdmin(caller, 'API keys');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= (options.now ?? new Date())) {
    throw HttpError.badRequest('expiresAt must lie in the future.', [
      { type: 'validation', field: 'expiresAt', description: 'expiresAt must lie in the future' },
    ]);
  }
  const { key, keyHash, shown } = newApiKey(options.prefix);
  const [row] = await tenant.db
    .insert(apiKeys)
    .values({
      companyId: tenant.companyId,
      name: input.name,
      prefix: shown,
      keyHash,
      scopes: [...new Set(input.scopes)],
      expiresAt,
      createdBy: caller.memberId,
    })
    .returning();
  if (!row) throw new Error('api_keys insert returned no row');
  return { ...apiKeyDto(row), key };
}

/** Revokes a key of the company (404 for an unknown, another company's or an already revoked one). */
export async function revokeApiKey(options: { tenant: Tenant; caller: Caller; id: string }): Promise<ApiKey> {
  const { tenant, caller } = options;
  requireOrganizationAdmin(caller, 'API keys');
  if (!/^[0-9a-f-]{36}$/i.test(options.id)) throw HttpError.notFound('No such API key.');
  const [row] = await tenant.db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: caller.memberId })
    .where(and(eq(apiKeys.id, options.id), companyFilter(tenant, apiKeys.companyId), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) throw HttpError.notFound('No such API key.');
  return apiKeyDto(row);
}
