import type { ClientConfig } from '@shelfscope/contracts';
import { OAUTH_PROVIDERS, providerSettings } from '../../identity/oauth/providers.js';
import type { Services } from '../../services.js';

/**
 * What browser clients need before they can create their identity client: the project's public
 * token, the identity API's origin, the session-cookie mode and the OAuth providers sign-in may
 * offer (configured, or the dev IdP's). Served by `GET /api/client-config` and written into the
 * web app's page (spa.ts), so the app's first screen does not wait for a request to learn it.
 */
export function clientConfigOf(services: Pick<Services, 'identity' | 'config'>): ClientConfig {
  return {
    identity: {
      publicToken: services.identity.project.publicToken,
      baseUrl: services.config.publicUrl,
      sessionCookies: services.config.identity.webSessionCookies,
      oauthProviders: OAUTH_PROVIDERS.filter((provider) => providerSettings(services.identity, provider) !== null),
    },
  };
}
