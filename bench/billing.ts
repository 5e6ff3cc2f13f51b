import Stripe from 'stripe';
import { measure, pool, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * Webhook handling under 20 concurrent deliveries, against the built server (production mode,
 * embedded PGlite, the local billing provider) on loopback. 20 companies each subscribe through
 * the local checkout (test card 4242); then 2,000 Stripe-signed `customer.subscription.updated`
 * events (one in four a replay of an earlier id) are posted to /api/payments-hook, 20 at a time.
 * Each delivery verifies the signature, reads the subscription from the provider, and in one
 * transaction records the event id and applies the state to the mirror and the company.
 */
const COMPANIES = 20;
const DELIVERIES = 2_000;
const CONCURRENCY = 20;
const SECRET = 'whsec_benchsecret0123456789abcdef';

export async function billingBench(): Promise<Record<string, string>> {
  const database = process.env.BENCH_DATABASE_URL ?? '';
  const server = await startServer({ DEV_TOOLS: '1', LOCAL_BILLING_WEBHOOK_SECRET: SECRET, DATABASE_URL: database });
  try {
    const subscriptions = await pool(
      Array.from({ length: COMPANIES }, (_, i) => i),
      4,
      async (i) => {
        const { freshJwt } = await signUpCompany(server.url, `Bench Billing ${i}`);
        const jwt = await freshJwt();
        const checkout = await seller(server.url, jwt, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Month');
        if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
        const url = (checkout.body.data as { url: string }).url;
        const paid = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ number: '4242424242424242', expiry: '12/34', cvc: '123' }),
          redirect: 'manual',
        });
        if (paid.status !== 303) throw new Error(`the checkout page answered ${paid.status}`);
        const current = await seller(server.url, jwt, 'GET', '/api/Customer/GetCurrentSubscription');
        return (current.body.data as { subscriptionId: string }).subscriptionId;
      },
    );

    const signer = new Stripe('sk_test_bench_signer');
    const bodies = Array.from({ length: DELIVERIES }, (_, i) => {
      // Every fourth delivery repeats the event id of the one three before it: a replay.
      const id = i % 4 === 3 ? `evt_bench_${i - 3}` : `evt_bench_${i}`;
      const subscription = subscriptions[i % subscriptions.length];
      return JSON.stringify({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: subscription, object: 'subscription', status: 'active' } },
      });
    });
    const deliver = async (body: string) => {
      const res = await fetch(`${server.url}/api/payments-hook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      return res.status;
    };
    await measure(bodies.slice(0, 100), deliver, CONCURRENCY); // warm-up (ids reused below are replays)
    const run = await measure(
      bodies.map((b) => b.replaceAll('evt_bench_', 'evt_run_')),
      deliver,
      CONCURRENCY,
    );
    return {
      database: database ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite',
      'POST /api/payments-hook, 20 concurrent, 2,000 deliveries over 20 companies (1 in 4 a replay): p50 / p95 / max (ms)': `${run.p50} / ${run.p95} / ${run.max}`,
      'deliveries, per second, failures': `${run.count}, ${run.rps}/s, ${run.failures}`,
    };
  } finally {
    await server.stop();
  }
}
