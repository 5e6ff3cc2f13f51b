import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';

export type ApiClientOptions = {
  /** Where ShelfScope runs, e.g. https://shelfscope.example.com (the paths start with /api). */
  baseUrl: string;
  /** An API key (`ss_live_…`) or a connected app's access token: sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: ClientOptions['fetch'];
};

/**
 * A typed client of the seller API: `client.GET('/api/Supplier')`, `client.POST(...)`, with the
 * paths, parameters and bodies of the OpenAPI document this version was generated from
 * (`src/openapi.ts`). Answers are `{ data, error, response }` (openapi-fetch).
 */
export function createApiClient(options: ApiClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
