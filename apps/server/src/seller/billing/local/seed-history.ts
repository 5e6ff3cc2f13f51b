import type { BillingPeriod, PaidPlan } from '@shelfscope/contracts';
import type { Db } from '../../../db/database.js';
import { PLAN_CATALOG } from '../../plans/catalog.js';
import type { ProviderSubscription } from '../provider.js';
import type { CheckedCard } from './cards.js';
import { addPeriod, newId } from './clock.js';
import { type LocalBillingProvider, toProviderSubscription } from './provider.js';
import { localBillingInvoices, localBillingSubscriptions } from './schema.js';

/**
 * Demo data: a card and a subscription that started at `started` and paid `periods` invoices,
 * the last for the period running now. Written directly (no events): the seed applies it.
 */
export async function seedPaidHistory(
  provider: LocalBillingProvider,
  db: Db,
  input: { customerId: string; planCode: PaidPlan; period: BillingPeriod; started: Date; periods: number; card: CheckedCard },
): Promise<ProviderSubscription> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await provider.attachCard(tx, input.customerId, input.card, input.started);
    const plan = PLAN_CATALOG[input.planCode];
    const amount = input.period === 'Year' ? plan.prices.yearly : plan.prices.monthly;
    const id = newId('sub');
    let start = input.started;
    for (let i = 0; i < input.periods; i += 1) {
      const end = addPeriod(start, input.period);
      await tx.insert(localBillingInvoices).values({
        id: newId('in'),
        customerId: input.customerId,
        subscriptionId: id,
        status: 'paid',
        amount,
        periodStart: start,
        periodEnd: end,
        attempts: 1,
        paidAt: start,
        created: start,
      });
      if (i < input.periods - 1) start = end;
    }
    const [sub] = await tx
      .insert(localBillingSubscriptions)
      .values({
        id,
        customerId: input.customerId,
        status: 'active',
        planCode: input.planCode,
        period: input.period,
        amount,
        currentPeriodStart: start,
        currentPeriodEnd: addPeriod(start, input.period),
        metadata: {},
        created: input.started,
      })
      .returning();
    if (!sub) throw new Error('local billing: demo subscription not written');
    return toProviderSubscription(sub);
  });
}
