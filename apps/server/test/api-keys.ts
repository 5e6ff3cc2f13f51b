import { type ApiKeyScope, CreatedApiKey, envelope } from '@shelfscope/contracts';
import { api } from './seller.js';
import type { TestContext } from './test-app.js';

/** A new key of the caller's company with `scopes`, checked against its schema. */
export async function createKey(ctx: TestContext, jwt: string, scopes: ApiKeyScope[], extra: { expiresAt?: string } = {}) {
  const res = await api(ctx, 'POST', '/api/ApiKey', jwt, { name: `key ${scopes.join(' ')}`, scopes, ...extra });
  if (res.status !== 200) throw new Error(`key not created: ${JSON.stringify(res.body)}`);
  return envelope(CreatedApiKey).parse(res.body).data;
}
