import type { Member, Organization, ResponseCommon } from '../types.js';
import { validate } from '../validate.js';
import { type ClientContext, post } from './context.js';

/** Organizations looked up without a session. */
export interface OrganizationsApi {
  /** The organization with this slug, or `organization: null` when there is none. */
  getBySlug(params: { organization_slug: string }): Promise<ResponseCommon & { organization: Organization | null }>;
}

/** The signed-in member. */
export interface SelfApi {
  /** Fetches the signed-in member (and their organization). */
  get(): Promise<ResponseCommon & { member: Member; organization?: Organization }>;
}

/** Builds the organizations API over the shared context. */
export function organizationsApi(ctx: ClientContext): OrganizationsApi {
  return {
    getBySlug: async (params) => {
      validate('organizations.getBySlug').isString('organization_slug', params.organization_slug);
      return post(ctx, '/b2b/organizations/search', { organization_slug: params.organization_slug });
    },
  };
}

/** Builds the self (current member) API over the shared context. */
export function selfApi(ctx: ClientContext): SelfApi {
  return {
    get: () => ctx.network.request({ method: 'GET', path: '/b2b/organizations/members/me' }),
  };
}
