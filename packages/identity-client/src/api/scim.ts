import type { ResponseCommon } from '../types.js';
import { validate } from '../validate.js';
import type { ClientContext } from './context.js';

/** A group-to-role rule: members of the IdP group get the role. */
export interface SCIMGroupImplicitRoleAssignment {
  role_id: string;
  group_id: string;
  group_name: string;
}

/** The organization's SCIM connection as the management calls return it (never its token). */
export interface SCIMConnection {
  organization_id: string;
  connection_id: string;
  status: string;
  display_name: string;
  identity_provider: string;
  /** What the admin enters at the IdP as the SCIM base URL. */
  base_url: string;
  bearer_token_last_four: string;
  bearer_token_expires_at: string;
  next_bearer_token_last_four?: string;
  scim_group_implicit_role_assignments: SCIMGroupImplicitRoleAssignment[];
  created_at: string;
  updated_at: string;
}

/** A group the IdP pushed through the connection. */
export interface SCIMGroup {
  group_id: string;
  group_name: string;
  organization_id: string;
  connection_id: string;
}

/** One request of the IdP in the connection's live log (ShelfScope's addition): no body, query or token. */
export interface SCIMRequest {
  request_id: string;
  method: string;
  path: string;
  status: number;
  result: 'succeeded' | 'failed';
  outcome: string;
  duration_ms: number;
  created_at: string;
}

/** SCIM connection management for organization admins (and the IT admin's portal). */
export interface ScimManagementApi {
  getConnection(): Promise<{ connection: SCIMConnection | null } & ResponseCommon>;
  /** Creates the organization's connection; its bearer token is in this answer only. */
  createConnection(params: {
    display_name?: string;
    identity_provider?: string;
  }): Promise<{ connection: SCIMConnection & { bearer_token: string } } & ResponseCommon>;
  updateConnection(params: {
    connection_id: string;
    display_name?: string;
    identity_provider?: string;
    scim_group_implicit_role_assignments?: { role_id: string; group_id: string }[];
  }): Promise<{ connection: SCIMConnection } & ResponseCommon>;
  getConnectionGroups(params?: {
    limit?: number;
    cursor?: string;
  }): Promise<{ scim_groups: SCIMGroup[]; next_cursor: string } & ResponseCommon>;
  /** The connection's last requests from the IdP, newest first. */
  getRequests(params: { connection_id: string }): Promise<{ scim_requests: SCIMRequest[] } & ResponseCommon>;
}

export function scimManagementApi(ctx: Pick<ClientContext, 'network'>): ScimManagementApi {
  const id = (method: string, connectionId: unknown) => {
    validate(method).isString('connection_id', connectionId);
    return encodeURIComponent(connectionId as string);
  };
  return {
    getConnection: () => ctx.network.request({ method: 'GET', path: '/b2b/scim' }),
    createConnection: (p) => ctx.network.request({ method: 'POST', path: '/b2b/scim', body: { ...p } }),
    updateConnection: ({ connection_id, ...rest }) =>
      ctx.network.request({ method: 'PUT', path: `/b2b/scim/${id('scim.updateConnection', connection_id)}`, body: rest }),
    getConnectionGroups: (p = {}) => ctx.network.request({ method: 'POST', path: '/b2b/scim/groups', body: { ...p } }),
    getRequests: (p) =>
      ctx.network.request({ method: 'GET', path: `/b2b/scim/${id('scim.getRequests', p.connection_id)}/requests` }),
  };
}
