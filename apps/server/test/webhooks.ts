import { envelope, listEnvelope, WebhookDelivery, WebhookEndpointWithSecret } from '@shelfscope/contracts';
import { api } from './seller.js';
import { eventually, type TestContext } from './test-app.js';

/** A new endpoint of the caller's company, checked against its schema (the secret included). */
export async function createEndpoint(ctx: TestContext, jwt: string, url: string, eventTypes: string[] = ['upload.finished']) {
  const res = await api(ctx, 'POST', '/api/Webhook', jwt, { url, eventTypes });
  if (res.status !== 200) throw new Error(`endpoint not created: ${JSON.stringify(res.body)}`);
  return envelope(WebhookEndpointWithSecret).parse(res.body).data;
}

export async function deliveriesOf(ctx: TestContext, jwt: string, endpointId: string) {
  const res = await api(ctx, 'GET', `/api/Webhook/${endpointId}/deliveries`, jwt);
  return listEnvelope(WebhookDelivery).parse(res.body).data;
}

/** Waits until the endpoint's newest delivery has settled (succeeded or failed for good). */
export function settled(ctx: TestContext, jwt: string, endpointId: string, timeoutMs = 20_000) {
  return eventually(async () => {
    const [newest] = await deliveriesOf(ctx, jwt, endpointId);
    return newest && newest.status !== 'pending' ? newest : null;
  }, timeoutMs);
}
