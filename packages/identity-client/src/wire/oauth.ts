import { z } from 'zod';
import { identityEnvelope } from './base.js';
import { DiscoveredOrganizationSchema } from './discovery.js';
import { AuthenticateShape } from './sessions.js';

/** OAuth sign-in answers (/sdk/v1/b2b/oauth/*, Google One Tap). */

/** oauth/authenticate: the login's answer, with the provider's account (its tokens are not handed out: empty). */
export const OAuthAuthenticateResponse = identityEnvelope({
  ...AuthenticateShape,
  provider_subject: z.string(),
  provider_type: z.string(),
  provider_values: z.looseObject({
    access_token: z.string(),
    refresh_token: z.string(),
    id_token: z.string(),
    expires_at: z.string().nullable(),
    scopes: z.array(z.string()),
  }),
});

/** oauth/discovery/authenticate: an intermediate session, the account's name and tenants, where it can go. */
export const OAuthDiscoveryAuthenticateResponse = identityEnvelope({
  intermediate_session_token: z.string(),
  email_address: z.string(),
  full_name: z.string(),
  provider_type: z.string(),
  provider_tenant_id: z.string(),
  provider_tenant_ids: z.array(z.string()),
  discovered_organizations: z.array(DiscoveredOrganizationSchema),
});

/** oauth/google/onetap/start: the Google client id One Tap runs with (empty when not configured). */
export const OneTapStartResponse = identityEnvelope({ google_client_id: z.string() });

/** oauth/google/onetap/submit and its discovery form: where the browser goes next, with a token. */
export const OneTapSubmitResponse = identityEnvelope({ redirect_url: z.string() });
