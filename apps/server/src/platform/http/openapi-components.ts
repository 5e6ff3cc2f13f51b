import {
  Alert,
  AlertRule,
  ApiError,
  Category,
  Company,
  HistoryPoint,
  Offer,
  PlanDetails,
  Product,
  ProductDetail,
  ProductGraph,
  PurchaseOrder,
  PurchaseOrderItem,
  ScoreThreshold,
  Shortlist,
  ShortlistItem,
  Subscription,
  Supplier,
  UserFilter,
  UserResource,
  UserSettings,
  Watch,
  WebhookEndpoint,
} from '@shelfscope/contracts';
import {
  AuthFactorSchema,
  DiscoveredOrganizationSchema,
  MemberSchema,
  MemberSessionSchema,
  OrganizationSchema,
} from '@shelfscope/identity-client/wire';
import { z } from 'zod';

/**
 * The objects OpenAPI documents once, as components, and refers to from every route that returns
 * them: fastify-type-provider-zod writes a `$ref` for a schema to which zod's global registry gives
 * an id. The ids only name the JSON Schema of the docs; requests are validated and answers
 * serialized by the zod schemas themselves, which the registry does not change.
 */

/** The identity wire's: nearly every /sdk/v1 answer carries a member, its organization or a session. */
const IDENTITY: [z.ZodType, string][] = [
  [MemberSchema, 'IdentityMember'],
  [OrganizationSchema, 'IdentityOrganization'],
  [MemberSessionSchema, 'IdentityMemberSession'],
  [AuthFactorSchema, 'IdentityAuthFactor'],
  [DiscoveredOrganizationSchema, 'IdentityDiscoveredOrganization'],
];

/**
 * The seller API's. Written out wherever they occur, the document was 1.68 MB (a product alone is
 * 17 KB, and was in 42 places), the generated client 26,000 lines, and Swagger UI took 18-28 s to
 * draw it (issue 38). Listed: each object whose copies beyond the first cost 3 KB or more of the
 * document, measured on the document. openapi-components.test.ts fails if one is inline again.
 */
export const SELLER_COMPONENTS: [z.ZodType, string][] = [
  // In every envelope (230 places).
  [ApiError, 'ApiError'],
  // Products and quick-view items are the same objects.
  [Product, 'Product'],
  [ProductDetail, 'ProductDetail'],
  [Offer, 'Offer'],
  [ProductGraph, 'ProductGraph'],
  [HistoryPoint, 'HistoryPoint'],
  [ShortlistItem, 'ShortlistItem'],
  [Shortlist, 'Shortlist'],
  [Supplier, 'Supplier'],
  [Category, 'Category'],
  [PurchaseOrder, 'PurchaseOrder'],
  [PurchaseOrderItem, 'PurchaseOrderItem'],
  [AlertRule, 'AlertRule'],
  [Alert, 'Alert'],
  [Watch, 'Watch'],
  [Subscription, 'Subscription'],
  [PlanDetails, 'PlanDetails'],
  [UserSettings, 'UserSettings'],
  // Nine of them in each threshold set (settings, company profile, their inputs).
  [ScoreThreshold, 'ScoreThreshold'],
  [UserFilter, 'UserFilter'],
  [UserResource, 'UserResource'],
  [Company, 'Company'],
  [WebhookEndpoint, 'WebhookEndpoint'],
];

/** Gives the listed schemas their component ids; every app a process builds calls it (the registry is global). */
export function registerComponents() {
  for (const [schema, id] of [...IDENTITY, ...SELLER_COMPONENTS]) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
  }
}

type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The document without the component schemas nothing refers to. fastify-type-provider-zod writes
 * each registered schema twice, as read (`Product`) and as written (`ProductInput`), though most are
 * only ever answered: the unused twins would add about 100 KB to the document and to the client.
 */
export function withoutUnusedSchemas<T extends Document>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    // An array's values are its items: walked the same way.
    if (node === null || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    const name = typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
    if (name && !used.has(name)) {
      used.add(name);
      visit(schemas[name]);
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
