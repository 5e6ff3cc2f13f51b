import { z } from 'zod';
import { PageQuery } from './paging.js';
import { PlanDetails, PlanType } from './plan.js';

/**
 * The admin area (spec sections 6 and 7, docs/admin.md): platform admins only. Every other
 * caller, organization admins included, gets 403 `admin_only`.
 */

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const providerId = z.string().trim().min(1).max(255);

/** `GET /api/UserAccount/admin-access`: whether the caller may open the admin area. */
export const AdminAccess = z.object({ isAdmin: z.boolean() });
export type AdminAccess = z.infer<typeof AdminAccess>;

/** `GET /api/admin/Users`: the user lookup (email, name, organization or customer id). */
export const AdminUserSearchQuery = PageQuery.extend({
  search: z.string().trim().max(200).default(''),
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuery>;

export const AdminUserSummary = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  companyId: z.string().nullable(),
  planCode: PlanType.nullable(),
  subscriptionStatus: z.string().nullable(),
  customerId: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

/** `GET /api/admin/Users/{userId}`: the member, their organization and company, plan and usage. */
export const AdminUserDetail = z.object({
  member: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    status: z.string(),
    roles: z.array(z.string()),
    created: z.iso.datetime(),
  }),
  organization: z.object({ organizationId: z.string(), name: z.string(), slug: z.string() }),
  company: z.object({ companyId: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** Plan, status and usage against the plan's limits (null: the organization never called the API). */
  plan: PlanDetails.nullable(),
  customerId: z.string().nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** `GET /api/admin/Users/stripe-customers`: Stripe's cursor paging (newest first at the provider). */
export const AdminCustomersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  startingAfter: providerId.optional(),
  endingBefore: providerId.optional(),
  /** true (default): newest first, as the provider pages; false: the page oldest first. */
  descending: bool.default(true),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

export const AdminCustomer = z.object({
  customerId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  created: z.iso.datetime(),
  /** Our company of this customer (null: a customer the app does not know). */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomerPage = z.object({
  data: z.array(AdminCustomer),
  hasMore: z.boolean(),
  provider: z.enum(['local', 'stripe']),
});
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

/** `payment-methods`, `subscriptions`, `next-invoice`: a provider customer id, or a user whose company's customer it is. */
export const AdminCustomerQuery = z
  .object({ customerId: providerId.optional(), userId: providerId.optional() })
  .refine((q) => q.customerId || q.userId, { message: 'Give customerId or userId.' });
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>;

/** `GET /api/admin/Users/stripe-customerId`. */
export const AdminUserQuery = z.object({ userId: providerId });

/** `GET /api/admin/Utility/subscription-validation`. */
export const SubscriptionValidationQuery = z.object({ shouldSelfHeal: bool.default(false) });

const PlanState = z.object({ planCode: z.string(), subscriptionStatus: z.string() });

export const SubscriptionDifference = z.object({
  companyId: z.string(),
  companyName: z.string(),
  customerId: z.string(),
  subscriptionId: z.string(),
  /** What our company row says. */
  local: PlanState,
  /** What the billing provider says. */
  provider: PlanState,
  /** After a self-heal: the company row as it now is (null without self-heal). */
  after: PlanState.nullable(),
  repaired: z.boolean(),
});
export type SubscriptionDifference = z.infer<typeof SubscriptionDifference>;

export const SubscriptionValidation = z.object({
  /** Companies with a provider customer whose subscriptions were compared. */
  checked: z.number().int(),
  differences: z.array(SubscriptionDifference),
  /** Companies whose subscriptions the provider could not answer (a customer deleted there): not checked. */
  unreadable: z.array(z.object({ companyId: z.string(), companyName: z.string(), customerId: z.string(), message: z.string() })),
  selfHealed: z.boolean(),
  repaired: z.number().int(),
});
export type SubscriptionValidation = z.infer<typeof SubscriptionValidation>;

/** `GET /api/admin/AuditLog`: every admin read, denial and self-heal. */
export const AdminAuditQuery = PageQuery;
export const AdminAuditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  memberId: z.string(),
  email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** The target in words: a member's name and email, a billing customer's company; null when it is a search. */
  about: z.string().nullable(),
  outcome: z.enum(['allowed', 'denied', 'failed']),
  statusCode: z.number().int(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;
