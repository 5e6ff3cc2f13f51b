import type { AlertPushSubscriptionInput } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { Tenant } from '../tenancy.js';
import type { PushSender } from './push.js';
import { alertPushSubscriptions } from './schema.js';

/** Runs work as the calling member's company (tenancy.ts asTenant, bound to the request). */
type AsMember = <T>(work: (tenant: Tenant) => Promise<T>) => Promise<T>;

/** Saves the browser's subscription for the member (an endpoint moves to whoever subscribed it last). */
async function subscribe(tenant: Tenant, input: z.infer<typeof AlertPushSubscriptionInput>): Promise<void> {
  await tenant.db
    .insert(alertPushSubscriptions)
    .values({ companyId: tenant.companyId, memberId: tenant.memberId, endpoint: input.endpoint, ...input.keys })
    .onConflictDoUpdate({
      target: alertPushSubscriptions.endpoint,
      set: { companyId: tenant.companyId, memberId: tenant.memberId, ...input.keys },
    });
}

async function unsubscribe(tenant: Tenant, endpoint: string): Promise<void> {
  await tenant.db
    .delete(alertPushSubscriptions)
    .where(and(eq(alertPushSubscriptions.memberId, tenant.memberId), eq(alertPushSubscriptions.endpoint, endpoint)));
}

/** Saves this browser's push subscription for the member; 409 push_off when the server has no VAPID keys. */
export async function subscribeToPush({
  run,
  push,
  input,
}: {
  run: AsMember;
  push: Pick<PushSender, 'enabled'>;
  input: z.infer<typeof AlertPushSubscriptionInput>;
}): Promise<{ subscribed: boolean }> {
  if (!push.enabled) throw new HttpError(409, 'push_off', 'Web push is not set up on this server (no VAPID keys).');
  await run((tenant) => subscribe(tenant, input));
  return { subscribed: true };
}

/** Forgets this browser's push subscription (the member's own only). */
export async function unsubscribeFromPush({
  run,
  endpoint,
}: {
  run: AsMember;
  endpoint: string;
}): Promise<{ subscribed: boolean }> {
  await run((tenant) => unsubscribe(tenant, endpoint));
  return { subscribed: false };
}
