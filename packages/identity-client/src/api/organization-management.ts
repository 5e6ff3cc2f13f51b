import type { Organization, WireData } from '../types.js';
import { validate } from '../validate.js';
import type { OrganizationDeleteResponse, OrganizationResponse } from '../wire/index.js';
import type { ClientContext } from './context.js';
import { type MembersApi, membersApi } from './members.js';

const ME = '/b2b/organizations/me';

/** Organization settings an admin may change (wire names; only those given are sent). */
export interface OrganizationUpdateParams {
  organization_name?: string;
  organization_slug?: string;
  organization_logo_url?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: 'RESTRICTED' | 'NOT_ALLOWED';
  email_invites?: 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';
  auth_methods?: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_auth_methods?: string[];
  mfa_policy?: 'OPTIONAL' | 'REQUIRED_FOR_ALL';
  mfa_methods?: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_mfa_methods?: ('sms_otp' | 'totp')[];
}

/** The signed-in member's organization, for its admins (the server checks each permission). */
export interface OrganizationManagementApi {
  /** The signed-in member's organization. */
  get(): Promise<WireData<typeof OrganizationResponse>>;
  /** The organization known locally, without a network call. */
  getSync(): Organization | null;
  /** Changes settings (each needs its stytch.organization permission on the server). */
  update(params: OrganizationUpdateParams): Promise<WireData<typeof OrganizationResponse>>;
  /** Deletes the organization (stytch.organization delete); signs out locally. */
  delete(): Promise<WireData<typeof OrganizationDeleteResponse>>;
  /** Member management of this organization. */
  members: MembersApi;
}

/** Builds the organization management API; answers keep the local organization in step. */
export function organizationManagementApi(ctx: ClientContext): OrganizationManagementApi {
  return {
    get: async () => {
      const response = await ctx.network.request<WireData<typeof OrganizationResponse>>({
        method: 'GET',
        path: ME,
      });
      ctx.store.updateOrganization(response.organization);
      return response;
    },
    getSync: () => ctx.store.getState()?.organization ?? null,
    update: async (params) => {
      validate('organization.update')
        .isOptionalString('organization_name', params.organization_name)
        .isOptionalString('organization_slug', params.organization_slug)
        .isOptionalString('mfa_policy', params.mfa_policy)
        .isOptionalString('mfa_methods', params.mfa_methods);
      const response = await ctx.network.request<WireData<typeof OrganizationResponse>>({
        method: 'PUT',
        path: ME,
        body: { ...params },
      });
      ctx.store.updateOrganization(response.organization);
      return response;
    },
    delete: async () => {
      const response = await ctx.network.request<WireData<typeof OrganizationDeleteResponse>>({ method: 'DELETE', path: ME });
      ctx.store.destroy();
      return response;
    },
    members: membersApi(ctx),
  };
}
