import { NetworkClient } from '../network.js';
import { createTelemetrySource } from '../telemetry.js';
import { validate } from '../validate.js';
import type { PortalAnswer, PortalLink as WirePortalLink, PortalSession as WirePortalSession } from '../wire/portal.js';
import type { ClientContext } from './context.js';
import { type DomainsApi, domainsApi } from './domains.js';
import { type ScimManagementApi, scimManagementApi } from './scim.js';
import { type SsoManagementApi, ssoManagementApi } from './sso.js';

/** A one-time link an organization admin gives an outside IT admin (ShelfScope's addition). */
export type PortalLink = WirePortalLink;

/** The portal session a link started: the IT admin's view of it. */
export type PortalSession = WirePortalSession;

export interface CreatePortalLinkParams {
  label?: string;
  /** How long the link may be opened (5 to 10080 minutes; default a day). */
  expires_in_minutes?: number;
  /** How long the session it starts lasts (15 to 1440 minutes; default 4 hours). */
  session_duration_minutes?: number;
}

/** An organization admin's links: list, create (the address answered once), revoke. */
export interface PortalLinksApi {
  list(): Promise<PortalAnswer<'list'>>;
  create(params: CreatePortalLinkParams): Promise<PortalAnswer<'create'>>;
  revoke(params: { link_id: string }): Promise<PortalAnswer<'revoke'>>;
}

const LINKS = '/b2b/portal/links';

export function portalLinksApi(ctx: Pick<ClientContext, 'network'>): PortalLinksApi {
  return {
    list: () => ctx.network.request({ method: 'GET', path: LINKS }),
    create: (p) => ctx.network.request({ method: 'POST', path: LINKS, body: { ...p } }),
    revoke: (p) => {
      validate('portalLinks.revoke').isString('link_id', p.link_id);
      return ctx.network.request({ method: 'POST', path: `${LINKS}/${encodeURIComponent(p.link_id)}/revoke` });
    },
  };
}

/**
 * The IT admin's client in the portal: no member session and no cookies, only the portal
 * session token a link gave (kept by the page, sent as Basic auth like a session token). Its
 * server routes are the portal's: SSO and domain management, SCIM, and the session itself.
 */
export interface PortalClient {
  /** Redeems a link's token (once) and keeps the portal session token it answers. */
  redeem(token: string): Promise<PortalAnswer<'redeem'>>;
  session(): Promise<PortalAnswer<'session'>>;
  /** Ends the portal session ("Sign out"); the token is forgotten. */
  end(): Promise<PortalAnswer<'end'>>;
  sso: SsoManagementApi;
  domains: DomainsApi;
  scim: ScimManagementApi;
  /** The portal session token now held (null before redeem or after end). */
  token(): string | null;
}

export interface PortalClientOptions {
  publicToken: string;
  baseUrl: string;
  /** A token kept from an earlier redeem (the page's session storage). */
  portalSessionToken?: string | null;
  /** Told whenever the token changes (to keep it; null when the session ended). */
  onToken?: (token: string | null) => void;
  fetch?: typeof fetch;
}

export function createPortalClient(options: PortalClientOptions): PortalClient {
  let token = options.portalSessionToken ?? null;
  const setToken = (value: string | null) => {
    token = value;
    options.onToken?.(value);
  };
  const network = new NetworkClient({
    publicToken: options.publicToken,
    baseUrl: options.baseUrl,
    readSessionToken: () => token ?? undefined,
    readIntermediateSessionToken: () => undefined,
    telemetry: createTelemetrySource(undefined, window.location.hostname),
    parentHost: () => window.location.origin,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const ctx = { network };
  return {
    redeem: async (linkToken) => {
      validate('portal.redeem').isString('token', linkToken);
      const response = await network.request<PortalAnswer<'redeem'>>({
        method: 'POST',
        path: '/b2b/portal/redeem',
        body: { token: linkToken },
      });
      setToken(response.portal_session_token);
      return response;
    },
    session: () => network.request({ method: 'GET', path: '/b2b/portal/session' }),
    end: async () => {
      const response = await network.request<PortalAnswer<'end'>>({
        method: 'POST',
        path: '/b2b/portal/session/end',
      });
      setToken(null);
      return response;
    },
    sso: ssoManagementApi(ctx),
    domains: domainsApi(ctx),
    scim: scimManagementApi(ctx),
    token: () => token,
  };
}
