import { z } from 'zod';

/**
 * The SCIM 2.0 resources (RFC 7643) as the service under /v1/scim/{connection_id} serves them to
 * an IdP (scim/service-routes.ts). Loose at every level: a User carries back whatever attributes
 * the IdP stored on it (enterprise extension, phone numbers...), under the names it sent.
 */
const Meta = z.looseObject({ resourceType: z.string(), location: z.string() });

/** A User: an organization member provisioned through the connection (scim/users.ts userResource). */
export const ScimUserSchema = z.looseObject({
  schemas: z.array(z.string()),
  id: z.string(),
  userName: z.string(),
  active: z.boolean(),
  externalId: z.string().optional(),
  meta: Meta.extend({ created: z.string(), lastModified: z.string() }),
});

/** A Group, with its members unless the request excluded them (scim/groups.ts groupResource). */
export const ScimGroupResourceSchema = z.looseObject({
  schemas: z.array(z.string()),
  id: z.string(),
  displayName: z.string(),
  externalId: z.string().optional(),
  // Each member also carries `$ref` (its User's URL), left undeclared: a property of that name
  // would read as a JSON Schema reference in the OpenAPI document and break its generation.
  members: z.array(z.looseObject({ value: z.string(), display: z.string() })).optional(),
});

/** A ListResponse (RFC 7644 3.4.2) of the given resources. */
export const scimListResponse = <T extends z.ZodType>(resource: T) =>
  z.looseObject({
    schemas: z.array(z.string()),
    totalResults: z.number().int(),
    startIndex: z.number().int(),
    itemsPerPage: z.number().int(),
    Resources: z.array(resource),
  });

/** A resource of the discovery endpoints (ServiceProviderConfig, ResourceType, Schema): described by RFC 7643, served as is. */
const DiscoveryResource = z.looseObject({ schemas: z.array(z.string()).optional(), id: z.string().optional() });

/** The answers of the SCIM service, by route. */
export const ScimProtocolResponses = {
  serviceProviderConfig: z.looseObject({
    schemas: z.array(z.string()),
    patch: z.looseObject({ supported: z.boolean() }),
    bulk: z.looseObject({ supported: z.boolean() }),
    filter: z.looseObject({ supported: z.boolean(), maxResults: z.number().int() }),
    authenticationSchemes: z.array(z.looseObject({ type: z.string(), name: z.string() })),
    meta: Meta,
  }),
  resourceTypes: scimListResponse(DiscoveryResource),
  schemas: scimListResponse(DiscoveryResource),
  user: ScimUserSchema,
  users: scimListResponse(ScimUserSchema),
  group: ScimGroupResourceSchema,
  groups: scimListResponse(ScimGroupResourceSchema),
};
