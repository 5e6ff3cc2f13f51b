import type { WebhookDelivery } from '@shelfscope/contracts';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Tenant } from '../tenancy.js';
import { redeliver, sendTestEvent } from './deliveries.js';
import { queueDeliveries } from './emit.js';
import type { EndpointContext } from './service.js';

/**
 * The webhook routes' verbs that send: each records its delivery as the calling organization's
 * admin (`asAdmin`, one transaction) and queues it only once that has committed, so a worker
 * never looks for a delivery that is not there yet.
 */

/** Runs `run` as the request's organization admin, in the company's transaction. */
export type AsAdmin = <T>(run: (context: EndpointContext & { tenant: Tenant }) => Promise<T>) => Promise<T>;
/** One delivery of one of the company's endpoints. */
type DeliveryTarget = { asAdmin: AsAdmin; jobs: Jobs; endpointId: string; deliveryId: string };

/** A delivery sent again (same webhook-id, one more attempt). */
export async function resendDelivery({ asAdmin, jobs, endpointId, deliveryId }: DeliveryTarget): Promise<WebhookDelivery> {
  const { delivery, attempt } = await asAdmin((context) => redeliver({ ...context, endpointId, deliveryId }));
  await queueDeliveries(jobs, [delivery.id], attempt);
  return delivery;
}

/** A webhook.test event sent to the endpoint; answers its delivery ids. */
export async function sendTest({
  asAdmin,
  jobs,
  endpointId,
}: Omit<DeliveryTarget, 'deliveryId'>): Promise<{ deliveryIds: string[] }> {
  const deliveryIds = await asAdmin((context) => sendTestEvent({ ...context, endpointId }));
  await queueDeliveries(jobs, deliveryIds);
  return { deliveryIds };
}
