import { clientContext, type IdentityClient } from '../client.js';
import type { AuthenticateResponse } from '../types.js';
import { validate } from '../validate.js';
import type {
  OidcConnection,
  SamlConnection,
  SsoAnswer,
  SsoConnection,
  SsoConnectionTest,
  ExternalConnection as WireExternalConnection,
} from '../wire/sso.js';
import { authenticateCall, type ClientContext, DEFAULT_SESSION_DURATION_MINUTES } from './context.js';

/** Sends the browser to a URL (the redirect flows); tests pass their own. */
export type Navigate = (url: string) => void;

/** The browser's own navigation. */
export const browserNavigate: Navigate = (url) => window.location.assign(url);

/** An SSO connection as discovery lists it (spec section 3, SSO connection). */
export type SSOConnection = SsoConnection;

/** A SAML connection as the management calls return it. */
export type SAMLConnection = SamlConnection;

/** An OIDC connection as the management calls return it (the client secret masked). */
export type OIDCConnection = OidcConnection;

/** An external connection (another organization's connection, shared). */
export type ExternalConnection = WireExternalConnection;

/** GET /b2b/sso. */
export type SSOGetConnectionsResponse = SsoAnswer<'list'>;

/** Parameters of sso.start. */
export interface SSOStartParams {
  connection_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/** The SSO calls of a login page. */
export interface SsoApi {
  /** Sends the browser to the identity provider of the connection (GET {base}/v1/public/sso/start). */
  start(params: SSOStartParams): Promise<void>;
  /** Exchanges the `sso` token of the redirect back (30 … 60 minutes, 60 unless given). */
  authenticate(params: { sso_token: string; session_duration_minutes?: number; locale?: string }): Promise<AuthenticateResponse>;
  /** The connections an email address can sign in with (spec section 7: emailAddress). */
  discoverConnections(emailAddress: string): Promise<SsoAnswer<'discovery'>>;
}

type SamlFields = {
  display_name?: string;
  identity_provider?: string;
  idp_entity_id?: string;
  idp_sso_url?: string;
  x509_certificate?: string;
  attribute_mapping?: Record<string, string>;
  alternative_audience_uri?: string;
  signing_private_key?: string;
  saml_connection_implicit_role_assignments?: { role_id: string }[];
  saml_group_implicit_role_assignments?: { role_id: string; group: string }[];
  [key: string]: unknown;
};

type OidcFields = {
  display_name?: string;
  identity_provider?: string;
  client_id?: string;
  client_secret?: string;
  issuer?: string;
  authorization_url?: string;
  token_url?: string;
  userinfo_url?: string;
  jwks_url?: string;
  custom_scopes?: string;
  attribute_mapping?: Record<string, string>;
  [key: string]: unknown;
};

/** What a connection test received from the IdP and what a sign-in would make of it (ShelfScope's addition). */
export type SSOConnectionTest = SsoConnectionTest;

/** Connection management for organization admins (RBAC checked by the server). */
export interface SsoManagementApi {
  getConnections(): Promise<SSOGetConnectionsResponse>;
  /** Starts a connection test: open redirect_url (a popup) to sign in at the IdP; no session comes of it. */
  startTest(params: { connection_id: string }): Promise<SsoAnswer<'testStarted'>>;
  /** The connection's latest test (null when none is kept). */
  getTest(params: { connection_id: string }): Promise<SsoAnswer<'test'>>;
  deleteConnection(params: { connection_id: string }): Promise<SsoAnswer<'deleted'>>;
  saml: {
    createConnection(params: { display_name?: string; identity_provider?: string }): Promise<SsoAnswer<'saml'>>;
    updateConnection(params: { connection_id: string } & SamlFields): Promise<SsoAnswer<'saml'>>;
    /** Imports the IdP's settings from its metadata URL. */
    updateConnectionByURL(params: { connection_id: string; metadata_url: string }): Promise<SsoAnswer<'saml'>>;
    deleteVerificationCertificate(params: {
      connection_id: string;
      certificate_id: string;
    }): Promise<SsoAnswer<'certificateDeleted'>>;
  };
  oidc: {
    createConnection(params: { display_name?: string; identity_provider?: string }): Promise<SsoAnswer<'oidc'>>;
    updateConnection(params: { connection_id: string } & OidcFields): Promise<SsoAnswer<'oidc'>>;
  };
  external: {
    createConnection(params: {
      external_organization_id: string;
      external_connection_id: string;
      display_name?: string;
      [key: string]: unknown;
    }): Promise<SsoAnswer<'external'>>;
    updateConnection(params: {
      connection_id: string;
      display_name?: string;
      [key: string]: unknown;
    }): Promise<SsoAnswer<'external'>>;
  };
}

/** Builds the SSO calls of a login page over the shared context. */
export function ssoApi(ctx: ClientContext, navigate: Navigate = browserNavigate): SsoApi {
  const pkce = ctx.pkce.sso;
  return {
    start: async (params) => {
      validate('sso.start')
        .isString('connection_id', params.connection_id)
        .isOptionalString('login_redirect_url', params.login_redirect_url)
        .isOptionalString('signup_redirect_url', params.signup_redirect_url);
      const url = new URL(ctx.network.rootUrl('/v1/public/sso/start'));
      url.searchParams.set('public_token', ctx.publicToken);
      url.searchParams.set('connection_id', params.connection_id);
      const challenge = await pkce.challengeIfRequired((await ctx.bootstrap.getAsync()).pkceRequiredForSso);
      if (challenge) url.searchParams.set('pkce_code_challenge', challenge);
      if (params.login_redirect_url) url.searchParams.set('login_redirect_url', params.login_redirect_url);
      if (params.signup_redirect_url) url.searchParams.set('signup_redirect_url', params.signup_redirect_url);
      navigate(url.toString());
    },
    authenticate: async (params) => {
      validate('sso.authenticate')
        .isString('sso_token', params.sso_token)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      const response = await authenticateCall(ctx, '/b2b/sso/authenticate', {
        sso_token: params.sso_token,
        session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        locale: params.locale,
        pkce_code_verifier: pkce.get()?.code_verifier,
      });
      pkce.clear();
      return response;
    },
    discoverConnections: (emailAddress) => {
      validate('sso.discoverConnections').isString('emailAddress', emailAddress);
      return ctx.network.request({
        method: 'GET',
        path: `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(emailAddress)}`,
      });
    },
  };
}

/** Builds connection management over the shared context. */
export function ssoManagementApi(ctx: Pick<ClientContext, 'network'>): SsoManagementApi {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>) =>
    ctx.network.request<T>({ method, path, ...(body ? { body } : {}) });
  const id = (method: string, connectionId: unknown) => {
    validate(method).isString('connection_id', connectionId);
    return encodeURIComponent(connectionId as string);
  };
  const withoutId = <P extends { connection_id: string }>(params: P) => {
    const { connection_id: _, ...rest } = params;
    return rest;
  };
  return {
    getConnections: () => call('GET', '/b2b/sso'),
    startTest: (p) => call('POST', `/b2b/sso/${id('sso.startTest', p.connection_id)}/test`),
    getTest: (p) => call('GET', `/b2b/sso/${id('sso.getTest', p.connection_id)}/test`),
    deleteConnection: (p) => call('DELETE', `/b2b/sso/${id('sso.deleteConnection', p.connection_id)}`),
    saml: {
      createConnection: (p) => call('POST', '/b2b/sso/saml', { ...p }),
      updateConnection: (p) => call('PUT', `/b2b/sso/saml/${id('sso.saml.updateConnection', p.connection_id)}`, withoutId(p)),
      updateConnectionByURL: (p) => {
        validate('sso.saml.updateConnectionByURL').isString('metadata_url', p.metadata_url);
        return call('PUT', `/b2b/sso/saml/${id('sso.saml.updateConnectionByURL', p.connection_id)}/url`, withoutId(p));
      },
      deleteVerificationCertificate: (p) => {
        validate('sso.saml.deleteVerificationCertificate').isString('certificate_id', p.certificate_id);
        const connection = id('sso.saml.deleteVerificationCertificate', p.connection_id);
        return call('DELETE', `/b2b/sso/saml/${connection}/verification_certificates/${encodeURIComponent(p.certificate_id)}`);
      },
    },
    oidc: {
      createConnection: (p) => call('POST', '/b2b/sso/oidc', { ...p }),
      updateConnection: (p) => call('PUT', `/b2b/sso/oidc/${id('sso.oidc.updateConnection', p.connection_id)}`, withoutId(p)),
    },
    external: {
      createConnection: (p) => {
        validate('sso.external.createConnection')
          .isString('external_organization_id', p.external_organization_id)
          .isString('external_connection_id', p.external_connection_id);
        return call('POST', '/b2b/sso/external', { ...p });
      },
      updateConnection: (p) =>
        call('PUT', `/b2b/sso/external/${id('sso.external.updateConnection', p.connection_id)}`, withoutId(p)),
    },
  };
}

/** The SSO calls over an existing client (the widget loads this with its SSO screens). */
export function ssoFor(client: IdentityClient, navigate?: Navigate): SsoApi {
  return ssoApi(clientContext(client), navigate);
}
