import type {
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@shelfscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { SecretBox } from '../../identity/crypto.js';
import { type OutboundPolicy, refusal } from '../../identity/sso/outbound.js';
import { HttpError } from '../../platform/http/errors.js';
import { requireOrganizationAdmin } from '../auth/organization-admin.js';
import type { Caller } from '../auth/session-verifier.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { webhookEndpoints } from './schema.js';
import { newWebhookSecret } from './signature.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** What every endpoint verb needs besides its own input. */
export type EndpointContext = { tenant: Tenant; caller: Caller; box: SecretBox };

const WHAT = 'webhooks';
const NOT_FOUND = 'No such webhook endpoint.';

export function endpointDto(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
  };
}

/**
 * An address written in the URL itself that deliveries may not reach is refused at once, naming
 * the field; a name is checked when each delivery connects (sso/outbound.ts), as it may resolve
 * elsewhere later.
 */
export function checkWebhookUrl(url: string, policy: OutboundPolicy): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const reason = /^[\d.]+$|:/.test(host) ? refusal(host, policy) : null;
  if (reason) {
    throw HttpError.badRequest(`url: ${reason}; webhooks go to public addresses only.`, [
      { type: 'validation', field: 'url', description: `url: ${reason}; webhooks go to public addresses only` },
    ]);
  }
}

export async function listEndpoints(options: EndpointContext): Promise<WebhookEndpoint[]> {
  requireOrganizationAdmin(options.caller, WHAT);
  const rows = await options.tenant.db
    .select()
    .from(webhookEndpoints)
    .where(companyFilter(options.tenant, webhookEndpoints.companyId))
    .orderBy(desc(webhookEndpoints.created));
  return rows.map(endpointDto);
}

/** The company's endpoint by id, or a 404 (an unknown, malformed or another company's id alike). */
export async function findEndpoint(tenant: Tenant, id: string): Promise<EndpointRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), companyFilter(tenant, webhookEndpoints.companyId)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

export async function createEndpoint(
  options: EndpointContext & { input: WebhookEndpointInput; policy: OutboundPolicy },
): Promise<WebhookEndpointWithSecret> {
  const { tenant, caller, input } = options;
  requireOrganizationAdmin(caller, WHAT);
  checkWebhookUrl(input.url, options.policy);
  const secret = newWebhookSecret();
  const [row] = await tenant.db
    .insert(webhookEndpoints)
    .values({
      companyId: tenant.companyId,
      url: input.url,
      description: input.description ?? '',
      eventTypes: [...new Set(input.eventTypes)],
      enabled: input.enabled ?? true,
      secretSealed: options.box.seal(secret),
      createdBy: caller.memberId,
    })
    .returning();
  if (!row) throw new Error('webhook_endpoints insert returned no row');
  return { ...endpointDto(row), secret };
}

/** Changes the fields sent; turning an endpoint on again starts its failure count afresh. */
export async function updateEndpoint(
  options: EndpointContext & { id: string; input: WebhookEndpointUpdate; policy: OutboundPolicy },
): Promise<WebhookEndpoint> {
  const { tenant, caller, input } = options;
  requireOrganizationAdmin(caller, WHAT);
  const current = await findEndpoint(tenant, options.id);
  if (input.url !== undefined) checkWebhookUrl(input.url, options.policy);
  const [row] = await tenant.db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.enabled === true && !current.enabled ? { consecutiveFailures: 0, disabledReason: null } : {}),
      modified: new Date(),
    })
    .where(eq(webhookEndpoints.id, current.id))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return endpointDto(row);
}

/** Deletes an endpoint and its delivery log; queued attempts then find nothing and end. */
export async function deleteEndpoint(options: EndpointContext & { id: string }): Promise<WebhookEndpoint> {
  requireOrganizationAdmin(options.caller, WHAT);
  const current = await findEndpoint(options.tenant, options.id);
  await options.tenant.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
  return endpointDto(current);
}

/**
 * A new signing secret. The one it replaces keeps signing beside it for the overlap, so a
 * receiver that still checks the old one accepts every delivery while it is being updated.
 */
export async function rotateSecret(
  options: EndpointContext & { id: string; overlapSeconds: number },
): Promise<WebhookEndpointWithSecret> {
  const { tenant, caller } = options;
  requireOrganizationAdmin(caller, WHAT);
  const current = await findEndpoint(tenant, options.id);
  const secret = newWebhookSecret();
  const [row] = await tenant.db
    .update(webhookEndpoints)
    .set({
      secretSealed: options.box.seal(secret),
      previousSecretSealed: options.overlapSeconds > 0 ? current.secretSealed : null,
      previousSecretUntil: options.overlapSeconds > 0 ? new Date(Date.now() + options.overlapSeconds * 1000) : null,
      modified: new Date(),
    })
    .where(eq(webhookEndpoints.id, current.id))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return { ...endpointDto(row), secret };
}
