import type { ScimRegistration } from '../schema.js';

export const SCHEMA_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCHEMA_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const SCHEMA_ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
}

/**
 * The SCIM attributes of a member as the provider's wire shows them: the User resource the IdP
 * sent, with snake_case names (userName → user_name, name.givenName → name.given_name) and the
 * enterprise extension under `enterprise_extension`.
 */
export function scimAttributesWire(resource: Record<string, unknown>): Record<string, unknown> {
  const { [SCHEMA_ENTERPRISE_USER]: enterprise, schemas: _s, meta: _m, id: _i, ...core } = resource;
  const out = snakeKeys(core) as Record<string, unknown>;
  if (enterprise !== undefined) out.enterprise_extension = snakeKeys(enterprise);
  return out;
}

export function scimRegistrationWire(r: ScimRegistration) {
  return {
    connection_id: r.connection_id,
    registration_id: r.registration_id,
    external_id: r.external_id,
    scim_attributes: scimAttributesWire(r.scim_attributes),
  };
}
