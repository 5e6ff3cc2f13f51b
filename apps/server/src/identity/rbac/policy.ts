import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ADMIN_ROLE, MEMBER_ROLE } from '../wire.js';
import { SELLER_RESOURCES, SELLER_ROLES } from './seller-policy.js';
/** "*" in a permission's actions grants every action of its resource. */
export const WILDCARD_ACTION = '*';

/**
 * The built-in resources and their actions, named as the provider names them, so policies and
 * `rbac.isAuthorized` calls written for it carry over. The server checks exactly these.
 */
const MEMBER_UPDATE_ACTIONS = [
  'update.info.name',
  'update.info.email',
  'update.info.untrusted-metadata',
  'update.info.mfa-phone',
  'update.info.delete.password',
  'update.info.delete.mfa-phone',
  'update.info.delete.mfa-totp',
  'update.settings.mfa-enrolled',
  'update.settings.default-mfa-method',
] as const;

export const BUILT_IN_RESOURCES = [
  {
    resource_id: 'stytch.organization',
    description: 'The organization: its name, slug, logo and authentication settings.',
    actions: [
      'update.info.name',
      'update.info.slug',
      'update.info.logo-url',
      'update.settings.email-jit-provisioning',
      'update.settings.email-invites',
      'update.settings.allowed-auth-methods',
      'update.settings.mfa-policy',
      'update.settings.allowed-mfa-methods',
      'update.settings.oauth-tenant-jit-provisioning',
      'update.settings.sso-jit-provisioning',
      'update.settings.default-sso-connection',
      'delete',
      'get-connected-apps',
    ],
  },
  {
    resource_id: 'stytch.member',
    description: 'Members of the organization.',
    actions: [
      'create',
      'search',
      'delete',
      'reactivate',
      'revoke-sessions',
      'update.settings.roles',
      'get-connected-apps',
      'revoke-connected-app',
      ...MEMBER_UPDATE_ACTIONS,
    ],
  },
  {
    resource_id: 'stytch.self',
    description: 'The signed-in member, acting on their own membership.',
    actions: ['delete', 'revoke-sessions', 'get-connected-apps', 'revoke-connected-app', ...MEMBER_UPDATE_ACTIONS],
  },
  {
    resource_id: 'stytch.sso',
    description: "The organization's SSO connections (SAML, OIDC, external).",
    actions: ['create', 'get', 'update', 'delete'],
  },
  {
    resource_id: 'stytch.scim',
    description: "The organization's SCIM connection: its bearer token, group-to-role rules and pushed groups.",
    actions: ['create', 'get', 'get-groups', 'update', 'delete', 'rotate'],
  },
] as const;

export type BuiltInResource = (typeof BUILT_IN_RESOURCES)[number];
export type ResourceId = BuiltInResource['resource_id'];
/** The actions of one built-in resource: `Action<'stytch.member'>` is 'create' | 'search' | ... */
export type Action<R extends ResourceId> = Extract<BuiltInResource, { resource_id: R }>['actions'][number];

const BUILT_IN_ROLES = [
  {
    role_id: ADMIN_ROLE,
    description: 'Administers the organization: settings, members, authentication policy.',
    // Organization admins keep every right they had before seller roles: all of the seller data too.
    permissions: [...BUILT_IN_RESOURCES, ...SELLER_RESOURCES].map((r) => ({
      resource_id: r.resource_id,
      actions: [WILDCARD_ACTION],
    })),
  },
  {
    role_id: MEMBER_ROLE,
    description: 'Every member of an organization.',
    permissions: [
      { resource_id: 'stytch.self', actions: [WILDCARD_ACTION] },
      { resource_id: 'stytch.member', actions: ['search'] },
    ],
  },
  ...SELLER_ROLES,
];

const Id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only');
const Permission = z.object({ resource_id: Id, actions: z.array(z.string().trim().min(1).max(128)).min(1).max(100) });
const Role = z.object({ role_id: Id, description: z.string().max(500).default(''), permissions: z.array(Permission).max(100) });
const Resource = z.object({
  resource_id: Id,
  description: z.string().max(500).default(''),
  actions: z.array(z.string().trim().min(1).max(128)).min(1).max(100),
});

/** The configured document: custom roles and resources, added to the built-in ones (docs/identity.md). */
export const RbacDocument = z
  .object({ roles: z.array(Role).max(100).default([]), resources: z.array(Resource).max(100).default([]) })
  .strict();
export type RbacDocument = z.infer<typeof RbacDocument>;

export type RbacPolicy = {
  roles: { role_id: string; description: string; permissions: { resource_id: string; actions: string[] }[] }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
};

/**
 * The project's policy: the built-in roles and resources plus the configured ones. A custom role
 * may also grant actions on the built-in resources (a "support" role that may search and revoke
 * sessions); a custom role or resource may not reuse a built-in id, and every permission must name
 * a known resource and its actions. Problems are returned, not thrown, so the config names them all.
 */
export function buildRbacPolicy(document: RbacDocument): { policy: RbacPolicy; problems: string[] } {
  const problems: string[] = [];
  const resources: RbacPolicy['resources'] = [...BUILT_IN_RESOURCES, ...SELLER_RESOURCES].map((r) => ({
    ...r,
    actions: [...r.actions],
  }));
  for (const resource of document.resources) {
    if (resource.resource_id.startsWith('stytch.'))
      problems.push(`resource ${resource.resource_id}: the stytch. prefix is reserved`);
    else if (resources.some((r) => r.resource_id === resource.resource_id))
      problems.push(`resource ${resource.resource_id}: defined twice`);
    else resources.push(resource);
  }
  const roles: RbacPolicy['roles'] = [...BUILT_IN_ROLES];
  for (const role of document.roles) {
    if (role.role_id.startsWith('stytch_')) {
      problems.push(`role ${role.role_id}: the stytch_ prefix is reserved`);
      continue;
    }
    if (roles.some((r) => r.role_id === role.role_id)) {
      problems.push(`role ${role.role_id}: defined twice`);
      continue;
    }
    for (const permission of role.permissions) {
      const resource = resources.find((r) => r.resource_id === permission.resource_id);
      if (!resource) {
        problems.push(`role ${role.role_id}: unknown resource ${permission.resource_id}`);
        continue;
      }
      for (const action of permission.actions) {
        if (action !== WILDCARD_ACTION && !resource.actions.includes(action))
          problems.push(`role ${role.role_id}: ${permission.resource_id} has no action ${action}`);
      }
    }
    roles.push(role);
  }
  return { policy: { roles, resources }, problems };
}

/**
 * Reads the policy document from IDENTITY_RBAC_POLICY (inline JSON) or IDENTITY_RBAC_POLICY_FILE
 * (a path to the same JSON). Returns the policy or the problems found.
 */
export function loadRbacPolicy(env: { inline?: string | undefined; file?: string | undefined }): {
  policy: RbacPolicy;
  problems: string[];
} {
  let text = env.inline;
  const source = env.inline ? 'IDENTITY_RBAC_POLICY' : 'IDENTITY_RBAC_POLICY_FILE';
  if (!text && env.file) {
    try {
      text = readFileSync(env.file, 'utf8');
    } catch (error) {
      return {
        policy: buildRbacPolicy({ roles: [], resources: [] }).policy,
        problems: [`${source}: cannot read ${env.file} (${(error as Error).message})`],
      };
    }
  }
  if (!text) return buildRbacPolicy({ roles: [], resources: [] });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { policy: buildRbacPolicy({ roles: [], resources: [] }).policy, problems: [`${source}: not valid JSON`] };
  }
  const parsed = RbacDocument.safeParse(json);
  if (!parsed.success) {
    return {
      policy: buildRbacPolicy({ roles: [], resources: [] }).policy,
      problems: parsed.error.issues.map((i) => `${source}: ${i.path.join('.') || 'document'}: ${i.message}`),
    };
  }
  const built = buildRbacPolicy(parsed.data);
  return { policy: built.policy, problems: built.problems.map((p) => `${source}: ${p}`) };
}

/**
 * Whether any of the roles grants the action on the resource (section 6: a permission on that
 * resource listing the action or "*"). Roles the policy does not know grant nothing.
 */
export function isAuthorized(policy: RbacPolicy, roleIds: readonly string[], resourceId: string, action: string): boolean {
  return policy.roles
    .filter((role) => roleIds.includes(role.role_id))
    .some((role) =>
      role.permissions.some(
        (p) => p.resource_id === resourceId && (p.actions.includes(action) || p.actions.includes(WILDCARD_ACTION)),
      ),
    );
}
