import { API_KEY_SCOPES, type ApiKeyScope } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import type { RouteAccess } from '../../platform/http/route-access.js';

type Operation = { security?: Record<string, string[]>[]; 'x-access'?: RouteAccess };
type Route = { method: string; path: string; url: string; operation: Operation };

/**
 * Every route of the seller API, from the OpenAPI document: each declares its access, and an API
 * key reaches a route exactly when it holds the route's scope. A route added later is in the
 * table by itself.
 */
let ctx: TestContext;
let routes: Route[];
const keys = new Map<ApiKeyScope | 'other', string>();

beforeAll(async () => {
  ctx = await createTestApp();
  const { jwt } = await sellerSession(ctx, 'Scoped Traders');
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        operation,
      })),
    )
    .filter((route) => route.operation.security?.some((requirement) => 'bearer' in requirement));
  for (const scope of API_KEY_SCOPES) keys.set(scope, (await createKey(ctx, jwt, [scope])).key);
});
afterAll(() => ctx.close());

const call = (route: Route, key: string) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
  });

describe('API key scopes, route by route', () => {
  it('finds the seller routes, and every one declares its access', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((route) => !route.operation['x-access']).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('shows the scope a key needs in the OpenAPI security requirement', () => {
    for (const route of routes) {
      const access = route.operation['x-access'] as RouteAccess;
      const keyRequirement = route.operation.security?.find((requirement) => 'apiKey' in requirement);
      expect(keyRequirement?.apiKey ?? null, `${route.method} ${route.path}`).toEqual(access.scope ? [access.scope] : null);
    }
  });

  it('lets a key through only with the route scope; keys never reach session-only routes', async () => {
    for (const route of routes) {
      const { scope } = route.operation['x-access'] as RouteAccess;
      const label = `${route.method} ${route.path}`;
      const wrong = API_KEY_SCOPES.find((other) => other !== scope) as ApiKeyScope;
      const refused = await call(route, keys.get(wrong) as string);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json().errors[0].type, label).toBe(scope ? 'insufficient_scope' : 'forbidden');
      if (!scope) continue;
      const allowed = await call(route, keys.get(scope) as string);
      expect([401, 403, 500].includes(allowed.statusCode), `${label}: ${allowed.statusCode} ${allowed.body.slice(0, 200)}`).toBe(
        false,
      );
    }
  });
});
