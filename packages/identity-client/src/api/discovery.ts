import type { AuthenticateResponse, WireData } from '../types.js';
import { validate } from '../validate.js';
import type { DiscoveredOrganizationsResponse as DiscoveredOrganizationsResponseSchema } from '../wire/index.js';
import { authenticateCall, type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, post } from './context.js';

/** Result of listing the organizations tied to the intermediate session's email. */
export type DiscoveredOrganizationsResponse = WireData<typeof DiscoveredOrganizationsResponseSchema>;

/** Parameters of creating an organization from an intermediate session. */
export interface CreateOrganizationParams {
  session_duration_minutes?: number;
  organization_name?: string;
  organization_slug?: string;
  organization_logo_url?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: string;
  email_invites?: string;
  auth_methods?: string;
  allowed_auth_methods?: string[];
  mfa_policy?: string;
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
}

/** Organization discovery: list, create, and turn the intermediate session into a real one. */
export interface DiscoveryApi {
  organizations: {
    /** Organizations the email can join or log in to. */
    list(): Promise<DiscoveredOrganizationsResponse>;
    /** Creates an organization with the caller as its admin and logs in to it. */
    create(params?: CreateOrganizationParams): Promise<AuthenticateResponse>;
  };
  intermediateSessions: {
    /** Logs in to one discovered organization. */
    exchange(params: {
      organization_id: string;
      session_duration_minutes?: number;
      locale?: string;
    }): Promise<AuthenticateResponse>;
  };
}

/** Builds the discovery API over the shared context. */
export function discoveryApi(ctx: ClientContext): DiscoveryApi {
  return {
    organizations: {
      list: () => post<DiscoveredOrganizationsResponse>(ctx, '/b2b/discovery/organizations', {}, true),
      create: async (params = {}) => {
        validate('discovery.organizations.create')
          .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
          .isOptionalString('organization_name', params.organization_name)
          .isOptionalString('organization_slug', params.organization_slug)
          .isOptionalString('organization_logo_url', params.organization_logo_url);
        return authenticateCall(ctx, '/b2b/discovery/organizations/create', {
          ...params,
          session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        });
      },
    },
    intermediateSessions: {
      exchange: async (params) => {
        validate('discovery.intermediateSessions.exchange')
          .isString('organization_id', params.organization_id)
          .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
          .isOptionalString('locale', params.locale);
        return authenticateCall(ctx, '/b2b/discovery/intermediate_sessions/exchange', {
          organization_id: params.organization_id,
          session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
          locale: params.locale,
        });
      },
    },
  };
}
