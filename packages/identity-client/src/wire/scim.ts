import { z } from 'zod';
import { identityEnvelope } from './base.js';

/** A group-to-role rule: members of the IdP group get the role. */
export const ScimGroupRoleAssignmentSchema = z.looseObject({ role_id: z.string(), group_id: z.string(), group_name: z.string() });

/** The organization's SCIM connection as the management calls return it (never its token): scimConnectionWire. */
export const ScimConnectionSchema = z.looseObject({
  organization_id: z.string(),
  connection_id: z.string(),
  status: z.string(),
  display_name: z.string(),
  identity_provider: z.string(),
  /** What the admin enters at the IdP as the SCIM base URL. */
  base_url: z.string(),
  bearer_token_last_four: z.string(),
  bearer_token_expires_at: z.string(),
  /** Only while a rotation is under way. */
  next_bearer_token_last_four: z.string().optional(),
  next_bearer_token_expires_at: z.string().optional(),
  scim_group_implicit_role_assignments: z.array(ScimGroupRoleAssignmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A group the IdP pushed through the connection. */
export const ScimGroupSchema = z.looseObject({
  group_id: z.string(),
  group_name: z.string(),
  organization_id: z.string(),
  connection_id: z.string(),
});

/** One request of the IdP in the connection's live log (ShelfScope's addition): no body, query or token. */
export const ScimRequestSchema = z.looseObject({
  request_id: z.string(),
  method: z.string(),
  /** Under the connection's base URL, without the query. */
  path: z.string(),
  status: z.number(),
  /** succeeded (2xx) or failed. */
  result: z.enum(['succeeded', 'failed']),
  outcome: z.string(),
  duration_ms: z.number(),
  created_at: z.string(),
});

/** The answers of /sdk/v1/b2b/scim... (connection management, groups, the request log). */
export const ScimResponses = {
  create: identityEnvelope({ connection: ScimConnectionSchema.extend({ bearer_token: z.string() }) }),
  get: identityEnvelope({ connection: ScimConnectionSchema.nullable() }),
  one: identityEnvelope({ connection: ScimConnectionSchema }),
  remove: identityEnvelope({ connection_id: z.string() }),
  rotateStart: identityEnvelope({ connection: ScimConnectionSchema.extend({ next_bearer_token: z.string() }) }),
  groups: identityEnvelope({ scim_groups: z.array(ScimGroupSchema), next_cursor: z.string() }),
  requests: identityEnvelope({ scim_requests: z.array(ScimRequestSchema) }),
};

export type ScimConnection = z.infer<typeof ScimConnectionSchema>;
export type ScimGroup = z.infer<typeof ScimGroupSchema>;
export type ScimRequest = z.infer<typeof ScimRequestSchema>;
export type ScimGroupRoleAssignment = z.infer<typeof ScimGroupRoleAssignmentSchema>;
/** The `data` of an answer: what the client hands its caller. */
export type ScimAnswer<K extends keyof typeof ScimResponses> = z.infer<(typeof ScimResponses)[K]>['data'];
