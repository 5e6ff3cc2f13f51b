import { validate } from '../validate.js';
import type { ScimAnswer, ScimConnection, ScimGroup, ScimGroupRoleAssignment, ScimRequest } from '../wire/scim.js';
import type { ClientContext } from './context.js';

/** A group-to-role rule: members of the IdP group get the role. */
export type SCIMGroupImplicitRoleAssignment = ScimGroupRoleAssignment;

/** The organization's SCIM connection as the management calls return it (never its token). */
export type SCIMConnection = ScimConnection;

/** A group the IdP pushed through the connection. */
export type SCIMGroup = ScimGroup;

/** One request of the IdP in the connection's live log (ShelfScope's addition): no body, query or token. */
export type SCIMRequest = ScimRequest;

/** SCIM connection management for organization admins (and the IT admin's portal). */
export interface ScimManagementApi {
  getConnection(): Promise<ScimAnswer<'get'>>;
  /** Creates the organization's connection; its bearer token is in this answer only. */
  createConnection(params: { display_name?: string; identity_provider?: string }): Promise<ScimAnswer<'create'>>;
  updateConnection(params: {
    connection_id: string;
    display_name?: string;
    identity_provider?: string;
    scim_group_implicit_role_assignments?: { role_id: string; group_id: string }[];
  }): Promise<ScimAnswer<'one'>>;
  getConnectionGroups(params?: { limit?: number; cursor?: string }): Promise<ScimAnswer<'groups'>>;
  /** The connection's last requests from the IdP, newest first. */
  getRequests(params: { connection_id: string }): Promise<ScimAnswer<'requests'>>;
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
