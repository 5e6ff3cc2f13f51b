import { createIdentityAdminClient } from '../admin-client.js';
import type { BootstrapResponse } from '../bootstrap.js';
import { createIdentityClient, type IdentityClient, type IdentityClientOptions } from '../client.js';
import { fakeFetch, type Handler, ok } from './fake-fetch.js';

/** Public token used by client tests. */
export const PUBLIC_TOKEN = 'public-token-test-client';

/** A bootstrap response with every flag off, overridable. */
export function bootstrapResponse(overrides: Partial<BootstrapResponse> = {}): BootstrapResponse {
  return {
    project_name: 'ShelfScope',
    disable_sdk_watermark: true,
    captcha_settings: { enabled: false },
    cname_domain: null,
    email_domains: ['gmail.com'],
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: true,
    password_config: null,
    siwe_required_for_crypto_wallets: false,
    vertical: 'B2B',
    ...overrides,
  };
}

const clients: Pick<IdentityClient, 'dispose'>[] = [];

/** Creates a client against a fake server; bootstrap is answered unless a route overrides it. */
export function makeClient(
  routes: Record<string, Handler> = {},
  options: Partial<IdentityClientOptions> & { bootstrap?: Partial<BootstrapResponse> } = {},
) {
  return makeWith(createIdentityClient, routes, options);
}

/** makeClient for the full client of a signed-in app (member management, rbac). */
export function makeAdminClient(
  routes: Record<string, Handler> = {},
  options: Partial<IdentityClientOptions> & { bootstrap?: Partial<BootstrapResponse> } = {},
) {
  return makeWith(createIdentityAdminClient, routes, options);
}

function makeWith<C extends Pick<IdentityClient, 'dispose'>>(
  create: (options: IdentityClientOptions) => C,
  routes: Record<string, Handler>,
  options: Partial<IdentityClientOptions> & { bootstrap?: Partial<BootstrapResponse> },
) {
  const { bootstrap, ...rest } = options;
  const server = fakeFetch({
    [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () => ok({ ...bootstrapResponse(bootstrap) }),
    ...routes,
  });
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const client = create({
    publicToken: PUBLIC_TOKEN,
    baseUrl: 'https://api.example.com',
    fetch: server.fetch,
    logger: { warn: (...a) => warnings.push(a), error: (...a) => errors.push(a) },
    ...rest,
  });
  clients.push(client);
  return { client, server, warnings, errors };
}

/** Disposes every client made by makeClient (call in afterEach). */
export function disposeClients(): void {
  for (const c of clients.splice(0)) c.dispose();
}
