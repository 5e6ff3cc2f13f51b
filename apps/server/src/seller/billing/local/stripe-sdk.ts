import type Stripe from 'stripe';

let sdk: Promise<Stripe> | undefined;

/**
 * Stripe's SDK for the local provider, which uses only its webhook signing scheme (signing at
 * delivery, checking at receipt). Loaded with the first event, not at start: its 6 MB of heap
 * stay out of a server that takes no payment (decision 048). The key is never sent anywhere.
 */
export function stripeWebhookSdk(): Promise<Stripe> {
  sdk ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk('sk_test_local_signing_only'));
  return sdk;
}
