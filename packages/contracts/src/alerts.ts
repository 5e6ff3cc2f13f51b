import { z } from 'zod';
import { BaseFields, Id } from './base.js';
import { FilterExpression } from './filters.js';
import { MARKETPLACE_CODES } from './marketplace-registry.js';

/** Where an alert reaches a member: the notifications menu, email, web push. */
export const AlertChannel = z.enum(['app', 'email', 'push']);
export type AlertChannel = z.infer<typeof AlertChannel>;

/** When a rule's emails go: at once, or gathered into one a day at the member's hour. */
export const AlertEmailMode = z.enum(['instant', 'digest']);
export type AlertEmailMode = z.infer<typeof AlertEmailMode>;

const RuleName = z.string().trim().min(1).max(100);

/** An IANA time zone the runtime knows (`Europe/Berlin`, `America/Los_Angeles`, `UTC`). */
const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Berlin');
const DigestHour = z.number().int().min(0).max(23);

/** The products a rule watches: exactly one of a product, a supplier's list, a shortlist or a saved filter. */
const Target = {
  productId: Id.nullable().optional(),
  supplierId: Id.nullable().optional(),
  shortlistId: Id.nullable().optional(),
  userFilterId: Id.nullable().optional(),
};
const TARGET_KEYS = ['productId', 'supplierId', 'shortlistId', 'userFilterId'] as const;
const oneTarget = (input: Partial<Record<(typeof TARGET_KEYS)[number], string | null | undefined>>) =>
  TARGET_KEYS.filter((key) => input[key] != null).length === 1;

/**
 * An alert rule (`/api/AlertRule`): fires when `condition`, an expression of the products filter
 * language with the change functions `previous()`, `change()` and `changePct()`, turns true for
 * a product of its target. Personal (its member's) or `shared` with the whole company.
 */
export const AlertRule = BaseFields.extend({
  name: z.string(),
  memberId: z.string(),
  shared: z.boolean(),
  productId: Id.nullable(),
  supplierId: Id.nullable(),
  shortlistId: Id.nullable(),
  userFilterId: Id.nullable(),
  condition: z.string(),
  channels: z.array(AlertChannel),
  emailMode: AlertEmailMode,
  digestHour: z.number().int(),
  digestTimeZone: z.string(),
  snoozedUntil: z.iso.datetime().nullable(),
});
export type AlertRule = z.infer<typeof AlertRule>;

/** `POST /api/AlertRule`. */
export const AlertRuleInput = z
  .object({
    name: RuleName,
    ...Target,
    condition: FilterExpression,
    channels: z.array(AlertChannel).min(1).max(3),
    shared: z.boolean().optional(),
    emailMode: AlertEmailMode.optional(),
    digestHour: DigestHour.optional(),
    digestTimeZone: TimeZone.optional(),
  })
  .refine(oneTarget, { message: 'name exactly one of productId, supplierId, shortlistId, userFilterId', path: ['productId'] });
export type AlertRuleInput = z.infer<typeof AlertRuleInput>;

/** `PUT /api/AlertRule/{id}`: the fields to change; a new target replaces the old one. */
export const AlertRuleUpdate = z
  .object({
    name: RuleName.optional(),
    ...Target,
    condition: FilterExpression.optional(),
    channels: z.array(AlertChannel).min(1).max(3).optional(),
    shared: z.boolean().optional(),
    emailMode: AlertEmailMode.optional(),
    digestHour: DigestHour.optional(),
    digestTimeZone: TimeZone.optional(),
    snoozedUntil: z.iso.datetime().nullable().optional(),
  })
  .refine((input) => TARGET_KEYS.every((key) => input[key] == null) || oneTarget(input), {
    message: 'name at most one of productId, supplierId, shortlistId, userFilterId',
    path: ['productId'],
  });
export type AlertRuleUpdate = z.infer<typeof AlertRuleUpdate>;

/** `POST /api/AlertRule/preview`: a rule not yet saved (or a saved one's body) tried on stored history. */
export const AlertRulePreviewInput = z
  .object({ ...Target, condition: FilterExpression, days: z.number().int().min(1).max(90).optional() })
  .refine(oneTarget, { message: 'name exactly one of productId, supplierId, shortlistId, userFilterId', path: ['productId'] });
export type AlertRulePreviewInput = z.infer<typeof AlertRulePreviewInput>;

/** What a rule would have fired over the stored readings of the last `days` days. */
export const AlertRulePreview = z.object({
  days: z.number().int(),
  fired: z.number().int(),
  products: z.number().int(),
  readings: z.number().int(),
  firings: z.array(z.object({ productId: Id, asin: z.string(), at: z.iso.datetime() })),
});
export type AlertRulePreview = z.infer<typeof AlertRulePreview>;

/** One figure of the condition, before (the previous reading) and after. */
export const AlertFigure = z.object({
  field: z.string(),
  before: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  after: z.union([z.number(), z.string(), z.boolean()]).nullable(),
});
export type AlertFigure = z.infer<typeof AlertFigure>;

/** A rule that fired for a product (`/api/Alert`). */
export const Alert = z.object({
  id: Id,
  ruleId: Id,
  ruleName: z.string(),
  productId: Id,
  asin: z.string(),
  title: z.string().nullable(),
  condition: z.string(),
  figures: z.array(AlertFigure),
  /** The product's marketplace: its figures are in that marketplace's currency. */
  marketplace: z.enum(MARKETPLACE_CODES),
  /** ISO 4217: the currency of the figures that are money (describeFigure). */
  currency: z.string(),
  /** ISO 4217: the currency of the pack cost (`cost`), the supplier's. */
  costCurrency: z.string(),
  /** The web app's page of the product. */
  link: z.string(),
  firedAt: z.iso.datetime(),
  read: z.boolean(),
  muted: z.boolean(),
});
export type Alert = z.infer<typeof Alert>;

export const AlertListQuery = z.object({
  unread: z.stringbool().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AlertListQuery = z.infer<typeof AlertListQuery>;

export const AlertList = z.object({ items: z.array(Alert), totalItems: z.number().int(), unread: z.number().int() });
export type AlertList = z.infer<typeof AlertList>;

/** `POST /api/Alert/{id}/snooze`: the alert's rule stays quiet until then (at most 90 days). */
export const AlertSnoozeInput = z.object({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
});
export type AlertSnoozeInput = z.infer<typeof AlertSnoozeInput>;

/** `GET /api/AlertPush/key`: the VAPID public key browsers subscribe with; null while push is off. */
export const AlertPushKey = z.object({ publicKey: z.string().nullable() });
export type AlertPushKey = z.infer<typeof AlertPushKey>;

/** `POST /api/AlertPush/subscription`: a browser's PushSubscription as `toJSON()` gives it. */
export const AlertPushSubscriptionInput = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type AlertPushSubscriptionInput = z.infer<typeof AlertPushSubscriptionInput>;

/** `DELETE /api/AlertPush/subscription`. */
export const AlertPushUnsubscribeInput = z.object({ endpoint: z.url().max(2000) });

/** The answer of the one-click unsubscribe (`POST /api/AlertRule/unsubscribe?token=`). */
export const AlertUnsubscribed = z.object({ ruleName: z.string(), unsubscribed: z.literal(true) });
export type AlertUnsubscribed = z.infer<typeof AlertUnsubscribed>;

/** What a watch reads again on the schedule: one product, a supplier's products, a shortlist's items, a saved filter's selection. */
export const WatchKind = z.enum(['product', 'supplier', 'shortlist', 'userFilter']);
export type WatchKind = z.infer<typeof WatchKind>;

/**
 * A member's watch (`/api/Watch`): products read again on the plan's schedule without an alert
 * rule. `name` is what it watches in words (the product's title, the supplier's, shortlist's or
 * saved filter's name; null when that is gone); `products` how many products it covers now.
 */
export const Watch = z.object({
  id: Id,
  kind: WatchKind,
  productId: Id.nullable(),
  supplierId: Id.nullable(),
  shortlistId: Id.nullable(),
  userFilterId: Id.nullable(),
  name: z.string().nullable(),
  products: z.number().int(),
  created: z.iso.datetime(),
});
export type Watch = z.infer<typeof Watch>;

/** `POST /api/Watch`: exactly one target; watching it again answers the watch there is. */
export const WatchInput = z
  .object(Target)
  .refine(oneTarget, { message: 'name exactly one of productId, supplierId, shortlistId, userFilterId', path: ['productId'] });
export type WatchInput = z.infer<typeof WatchInput>;

/** `GET /api/Watch`: the member's watches, or only those of one product (the product page's toggle). */
export const WatchListQuery = z.object({ productId: Id.optional() });
export type WatchListQuery = z.infer<typeof WatchListQuery>;
