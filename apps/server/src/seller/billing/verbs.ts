import type { CheckoutQuery, ProviderCustomer, Subscription, UpcomingInvoice } from '@shelfscope/contracts';
import { HttpError } from '../../platform/http/errors.js';
import type { CompanyRow } from '../company/service.js';
import type { ProviderPaymentMethod } from './provider.js';
import {
  applyNow,
  type BillingDeps,
  checkoutTrialEnd,
  customerIdOf,
  ensureCustomer,
  leadSubscription,
  nextInvoiceOf,
  ownSubscription,
  providerCall,
  subscriptionDto,
  subscriptionsOf,
} from './service.js';

/**
 * What the billing routes do, one verb per route (routes.ts parses and replies). Every verb acts
 * for the calling company: a subscription, checkout or customer id of another is a 404.
 */
type Caller = { deps: BillingDeps; company: CompanyRow };

/** Where the provider sends the member back to: the billing page. */
const returnUrlOf = (deps: BillingDeps) => `${deps.publicUrl}/billing`;

/** A checkout at the provider; a company with a live subscription changes it in the portal instead (409). */
export async function startCheckout(
  options: Caller & { memberId: string; query: CheckoutQuery },
): Promise<{ url: string; sessionId: string }> {
  const { deps, company, query } = options;
  const live = leadSubscription(await subscriptionsOf(deps, company));
  if (live && live.status !== 'canceled') {
    throw new HttpError(
      409,
      'already_subscribed',
      'You already have a subscription: change or cancel it in the customer portal.',
    );
  }
  const trialEnd = query.trialEnabled ? await checkoutTrialEnd(deps, company) : null;
  const customerId = await ensureCustomer(deps, company, options.memberId);
  const returnUrl = returnUrlOf(deps);
  const session = await providerCall(() =>
    deps.provider.createCheckoutSession({
      customerId,
      planCode: query.plan,
      period: query.period,
      trialEnd,
      referralCode: query.referralCode,
      metadata: { companyId: company.id, plan: query.plan, period: query.period },
      successUrl: `${returnUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnUrl}?checkout=canceled`,
    }),
  );
  return { url: session.url, sessionId: session.id };
}

export async function listSubscriptions(options: Caller): Promise<Subscription[]> {
  return (await subscriptionsOf(options.deps, options.company)).map(subscriptionDto);
}

/** The subscription that sets the plan; null before the first. */
export async function currentSubscription(options: Caller): Promise<Subscription | null> {
  const lead = leadSubscription(await subscriptionsOf(options.deps, options.company));
  return lead ? subscriptionDto(lead) : null;
}

export async function paymentMethods(options: Caller): Promise<ProviderPaymentMethod[]> {
  const customerId = await customerIdOf(options.deps.db, options.company.id);
  return customerId ? options.deps.provider.listPaymentMethods(customerId) : [];
}

export async function nextInvoice(options: Caller): Promise<UpcomingInvoice | null> {
  const customerId = await customerIdOf(options.deps.db, options.company.id);
  return customerId ? nextInvoiceOf(options.deps.provider, customerId) : null;
}

export async function cancelSubscription(
  options: Caller & { subscriptionId?: string | undefined; immediately: boolean },
): Promise<Subscription> {
  const { deps } = options;
  const sub = await ownSubscription(deps, options.company, options.subscriptionId);
  const after = await providerCall(() =>
    deps.provider.cancelSubscription({ subscriptionId: sub.id, atPeriodEnd: !options.immediately }),
  );
  await applyNow(deps, after);
  return subscriptionDto(after);
}

/** `CancelTrial`: ends a trial, paid now (`upgrade`) or cancelled; 409 when the subscription is not trialing. */
export async function cancelTrial(
  options: Caller & { subscriptionId?: string | undefined; upgrade: boolean },
): Promise<Subscription> {
  const { deps } = options;
  const sub = await ownSubscription(deps, options.company, options.subscriptionId);
  if (sub.status !== 'trialing') throw new HttpError(409, 'not_trialing', 'This subscription is not in a trial.');
  const after = await providerCall(() =>
    options.upgrade
      ? deps.provider.endTrialNow(sub.id)
      : deps.provider.cancelSubscription({ subscriptionId: sub.id, atPeriodEnd: false }),
  );
  await applyNow(deps, after);
  return subscriptionDto(after);
}

/** `UpgradeTrial`: ends the trial now and pays the first period. */
export async function upgradeTrial(options: Caller & { subscriptionId?: string | undefined }): Promise<Subscription> {
  const { deps } = options;
  const sub = await ownSubscription(deps, options.company, options.subscriptionId);
  const after = await providerCall(() => deps.provider.endTrialNow(sub.id));
  await applyNow(deps, after);
  return subscriptionDto(after);
}

export async function resumeSubscription(options: Caller & { subscriptionId?: string | undefined }): Promise<Subscription> {
  const { deps } = options;
  const sub = await ownSubscription(deps, options.company, options.subscriptionId);
  const after = await providerCall(() => deps.provider.resumeSubscription(sub.id));
  await applyNow(deps, after);
  return subscriptionDto(after);
}

/** The provider's customer portal; null before the first checkout. */
export async function customerPortal(options: Caller): Promise<{ portalUrl: string | null }> {
  const customerId = await customerIdOf(options.deps.db, options.company.id);
  return {
    portalUrl: customerId ? await options.deps.provider.portalUrl({ customerId, returnUrl: returnUrlOf(options.deps) }) : null,
  };
}

/** Applies a finished checkout at once (the web app's return); someone else's session is a 404. */
export async function applyCheckout(options: Caller & { sessionId: string }): Promise<Subscription | null> {
  const { deps } = options;
  const customerId = await customerIdOf(deps.db, options.company.id);
  const session = await deps.provider.getCheckoutSession(options.sessionId);
  if (!session || session.customerId !== customerId) throw new HttpError(404, 'not_found', 'No such checkout session.');
  const sub = session.subscriptionId ? await deps.provider.getSubscription(session.subscriptionId) : null;
  if (sub) await applyNow(deps, sub);
  return sub ? subscriptionDto(sub) : null;
}

export async function providerCustomer(options: Caller): Promise<ProviderCustomer> {
  return { customerId: await customerIdOf(options.deps.db, options.company.id), provider: options.deps.provider.name };
}

/** The provider reads by customer id answer only the caller's own customer: any other is a 404. */
async function ownCustomer(options: Caller & { customerId: string }): Promise<string> {
  if ((await customerIdOf(options.deps.db, options.company.id)) !== options.customerId) {
    throw new HttpError(404, 'not_found', 'No such customer.');
  }
  return options.customerId;
}

export async function customerPaymentMethods(options: Caller & { customerId: string }): Promise<ProviderPaymentMethod[]> {
  return options.deps.provider.listPaymentMethods(await ownCustomer(options));
}

export async function customerSubscription(options: Caller & { customerId: string }): Promise<Subscription | null> {
  const lead = leadSubscription(await options.deps.provider.listSubscriptions(await ownCustomer(options)));
  return lead ? subscriptionDto(lead) : null;
}
