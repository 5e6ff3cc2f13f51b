import { UsageError } from '../errors.js';
import type { Member, WireData } from '../types.js';
import { validate } from '../validate.js';
import type {
  MemberDeleteResponse,
  MemberResponse as MemberResponseSchema,
  MemberSearchResponse as MemberSearchResponseSchema,
} from '../wire/index.js';
import type { ClientContext } from './context.js';
import { type SelfApi, selfApi } from './organizations.js';

/** A member call's answer: the member (after the change) and its organization. */
export type MemberResponse = WireData<typeof MemberResponseSchema>;

/** What member updates may change (only the fields given are sent). */
export interface MemberChangeParams {
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  mfa_enrolled?: boolean;
  mfa_phone_number?: string;
  default_mfa_method?: string;
}

/** One search filter: the provider's filter names (member_emails, statuses, member_roles, ...). */
export interface MemberSearchOperand {
  filter_name: string;
  filter_value: unknown;
}

/** members.search: filters joined by AND or OR, and a cursor for the next page. */
export interface MemberSearchParams {
  query?: { operator: 'AND' | 'OR'; operands: MemberSearchOperand[] };
  cursor?: string;
  limit?: number;
}

/** A page of members, with their organization by id. */
export type MemberSearchResponse = WireData<typeof MemberSearchResponseSchema>;

/** Member management of the signed-in member's organization; the server checks permissions. */
export interface MembersApi {
  create(
    params: MemberChangeParams & { email_address: string; roles?: string[]; create_member_as_pending?: boolean },
  ): Promise<MemberResponse>;
  search(params?: MemberSearchParams): Promise<MemberSearchResponse>;
  update(params: MemberChangeParams & { member_id: string; roles?: string[]; email_address?: string }): Promise<MemberResponse>;
  /** Deletes (deactivates) a member; deleting oneself signs out locally. */
  delete(memberId: string): Promise<WireData<typeof MemberDeleteResponse>>;
  reactivate(memberId: string): Promise<MemberResponse>;
  deletePassword(memberPasswordId: string): Promise<MemberResponse>;
  startEmailUpdate(params: {
    member_id: string;
    email_address: string;
    login_redirect_url?: string;
    locale?: string;
  }): Promise<MemberResponse>;
  unlinkRetiredEmail(params: { member_id: string; email_id?: string; email_address?: string }): Promise<MemberResponse>;
}

/** magicLinks.email.invite: who to invite into the signed-in member's organization. */
export interface InviteParams {
  email_address: string;
  name?: string;
  roles?: string[];
  untrusted_metadata?: Record<string, unknown>;
  invite_redirect_url?: string;
  invite_expiration_minutes?: number;
  locale?: string;
}

/** Invites an address by email (stytch.member create on the server): an invited member and a link. */
export function inviteApi(ctx: ClientContext) {
  return async (params: InviteParams): Promise<MemberResponse> => {
    validate('magicLinks.email.invite')
      .isString('email_address', params.email_address)
      .isOptionalString('name', params.name)
      .isOptionalString('invite_redirect_url', params.invite_redirect_url)
      .isOptionalNumber('invite_expiration_minutes', params.invite_expiration_minutes);
    checkRoles('magicLinks.email.invite', params.roles);
    return ctx.network.request({ method: 'POST', path: '/b2b/magic_links/email/invite', body: { ...params } });
  };
}

/** The signed-in member acting on itself. */
export interface SelfManagementApi extends SelfApi {
  /** The member known locally, without a network call. */
  getSync(): Member | null;
  update(params: MemberChangeParams): Promise<MemberResponse>;
  deletePassword(memberPasswordId: string): Promise<MemberResponse>;
  /** Removes one's own MFA phone number (as the official client's self.deleteMFAPhoneNumber). */
  deleteMFAPhoneNumber(): Promise<MemberResponse>;
  /** Removes one's own authenticator app and its backup codes (self.deleteMFATOTP). */
  deleteMFATOTP(): Promise<MemberResponse>;
  startEmailUpdate(params: { email_address: string; login_redirect_url?: string; locale?: string }): Promise<MemberResponse>;
  unlinkRetiredEmail(params: { email_id?: string; email_address?: string }): Promise<MemberResponse>;
}

const MEMBERS = '/b2b/organizations/members';

function checkChanges(method: string, params: MemberChangeParams) {
  const metadata: unknown = params.untrusted_metadata;
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))) {
    throw new UsageError(method, 'untrusted_metadata', 'an object');
  }
  return validate(method)
    .isOptionalString('name', params.name)
    .isOptionalBoolean('mfa_enrolled', params.mfa_enrolled)
    .isOptionalString('mfa_phone_number', params.mfa_phone_number)
    .isOptionalString('default_mfa_method', params.default_mfa_method);
}

function checkRoles(method: string, roles: unknown) {
  if (roles !== undefined && !(Array.isArray(roles) && roles.every((r) => typeof r === 'string'))) {
    throw new UsageError(method, 'roles', 'an array of strings');
  }
}

/** Builds the member management API; responses about the signed-in member refresh its state. */
export function membersApi(ctx: ClientContext): MembersApi {
  const request = async <T extends Partial<MemberResponse>>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => {
    const response = await ctx.network.request<T>({ method, path, ...(body ? { body: { ...body } } : {}) });
    if (response.member) ctx.store.updateMember(response.member);
    return response;
  };
  return {
    create: async (params) => {
      checkChanges('organization.members.create', params)
        .isString('email_address', params.email_address)
        .isOptionalBoolean('create_member_as_pending', params.create_member_as_pending);
      checkRoles('organization.members.create', params.roles);
      return request('POST', MEMBERS, params);
    },
    search: async (params = {}) => {
      validate('organization.members.search').isOptionalString('cursor', params.cursor).isOptionalNumber('limit', params.limit);
      return ctx.network.request({ method: 'POST', path: '/b2b/organizations/me/members/search', body: { ...params } });
    },
    update: async (params) => {
      checkChanges('organization.members.update', params)
        .isString('member_id', params.member_id)
        .isOptionalString('email_address', params.email_address);
      checkRoles('organization.members.update', params.roles);
      return request('PUT', `${MEMBERS}/${encodeURIComponent(params.member_id)}`, params);
    },
    delete: async (memberId) => {
      validate('organization.members.delete').isString('member_id', memberId);
      const response = await ctx.network.request<WireData<typeof MemberDeleteResponse>>({
        method: 'DELETE',
        path: `${MEMBERS}/${encodeURIComponent(memberId)}`,
      });
      if (memberId === ctx.store.getState()?.member.member_id) ctx.store.destroy();
      return response;
    },
    reactivate: async (memberId) => {
      validate('organization.members.reactivate').isString('member_id', memberId);
      return request('PUT', `${MEMBERS}/${encodeURIComponent(memberId)}/reactivate`);
    },
    deletePassword: async (memberPasswordId) => {
      validate('organization.members.deletePassword').isString('member_password_id', memberPasswordId);
      return request('DELETE', `${MEMBERS}/passwords/${encodeURIComponent(memberPasswordId)}`);
    },
    startEmailUpdate: async ({ member_id, ...body }) => {
      validate('organization.members.startEmailUpdate')
        .isString('member_id', member_id)
        .isString('email_address', body.email_address);
      return request('POST', `${MEMBERS}/${encodeURIComponent(member_id)}/start_email_update`, body);
    },
    unlinkRetiredEmail: async ({ member_id, ...body }) => {
      validate('organization.members.unlinkRetiredEmail')
        .isString('member_id', member_id)
        .isOptionalString('email_id', body.email_id)
        .isOptionalString('email_address', body.email_address);
      return request('POST', `${MEMBERS}/${encodeURIComponent(member_id)}/unlink_retired_email`, body);
    },
  };
}

/** Builds the self API; every answer refreshes the locally known member. */
export function selfManagementApi(ctx: ClientContext): SelfManagementApi {
  const request = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => {
    const response = await ctx.network.request<MemberResponse>({ method, path, ...(body ? { body: { ...body } } : {}) });
    ctx.store.updateMember(response.member);
    return response;
  };
  return {
    ...selfApi(ctx),
    getSync: () => ctx.store.getState()?.member ?? null,
    update: async (params) => {
      checkChanges('self.update', params);
      return request('PUT', `${MEMBERS}/update`, params);
    },
    deletePassword: async (memberPasswordId) => {
      validate('self.deletePassword').isString('member_password_id', memberPasswordId);
      return request('DELETE', `${MEMBERS}/passwords/${encodeURIComponent(memberPasswordId)}`);
    },
    deleteMFAPhoneNumber: () => request('DELETE', `${MEMBERS}/deletePhoneNumber`),
    deleteMFATOTP: () => request('DELETE', `${MEMBERS}/deleteTOTP`),
    startEmailUpdate: async (params) => {
      validate('self.startEmailUpdate').isString('email_address', params.email_address).isOptionalString('locale', params.locale);
      return request('POST', `${MEMBERS}/start_email_update`, params);
    },
    unlinkRetiredEmail: async (params) => {
      validate('self.unlinkRetiredEmail')
        .isOptionalString('email_id', params.email_id)
        .isOptionalString('email_address', params.email_address);
      return request('POST', `${MEMBERS}/unlink_retired_email`, params);
    },
  };
}
