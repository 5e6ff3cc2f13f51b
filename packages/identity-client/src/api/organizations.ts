import type { WireData } from '../types.js';
import { validate } from '../validate.js';
import type { MemberLookupResponse, OrganizationBySlugResponse, SelfResponse } from '../wire/index.js';
import { type ClientContext, post } from './context.js';

/** Organizations looked up without a session. */
export interface OrganizationsApi {
  /** The organization with this slug, or `organization: null` when there is none. */
  getBySlug(params: { organization_slug: string }): Promise<WireData<typeof OrganizationBySlugResponse>>;
  /**
   * Whether an address is a member of the organization (the organization password form's first
   * step, as the official UI asks it): the member's status, or null.
   */
  searchMember(params: { email_address: string; organization_id: string }): Promise<WireData<typeof MemberLookupResponse>>;
}

/** What the member search reveals: only what the login form's decision needs (the member's status). */
export type MemberSearchResult = NonNullable<WireData<typeof MemberLookupResponse>['member']>;

/** The signed-in member. */
export interface SelfApi {
  /** Fetches the signed-in member (and their organization). */
  get(): Promise<WireData<typeof SelfResponse>>;
}

/** Builds the organizations API over the shared context. */
export function organizationsApi(ctx: ClientContext): OrganizationsApi {
  return {
    getBySlug: async (params) => {
      validate('organizations.getBySlug').isString('organization_slug', params.organization_slug);
      return post(ctx, '/b2b/organizations/search', { organization_slug: params.organization_slug });
    },
    searchMember: async (params) => {
      validate('organizations.searchMember')
        .isString('email_address', params.email_address)
        .isString('organization_id', params.organization_id);
      return post(ctx, '/b2b/organizations/members/search', {
        email_address: params.email_address,
        organization_id: params.organization_id,
      });
    },
  };
}

/** Builds the self (current member) API over the shared context. */
export function selfApi(ctx: ClientContext): SelfApi {
  return {
    get: () => ctx.network.request({ method: 'GET', path: '/b2b/organizations/members/me' }),
  };
}
