import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { EmailInput, Mailer } from '../../../platform/mail/outbox.js';
import { PLAN_CATALOG } from '../../plans/catalog.js';
import type { PendingEvent } from './events.js';
import { localBillingCustomers, localBillingInvoices, localBillingPaymentMethods, localBillingSubscriptions } from './schema.js';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const longDay = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The receipt of a paid invoice, in plain words: what was paid, for what, by which card, and where its PDF is. */
export function receiptEmail(input: {
  to: string;
  invoiceId: string;
  amount: number;
  planName: string;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
  billingUrl: string;
}): EmailInput {
  const lines = [
    `Thank you for your payment of ${money(input.amount)} to ShelfScope.`,
    '',
    `Invoice: ${input.invoiceId}`,
    `Paid: ${longDay(input.paidAt)}${input.card ? ` with ${input.card.brand.toUpperCase()} ending ${input.card.last4}` : ''}`,
    `Plan: ${input.planName}, billed ${input.period === 'Year' ? 'yearly' : 'monthly'}`,
    `Period: ${longDay(input.periodStart)} to ${longDay(input.periodEnd)}`,
    `Amount: ${money(input.amount)}`,
    '',
    `Download the invoice as a PDF on Plan & billing: ${input.billingUrl}`,
  ];
  return { to: input.to, subject: `Your ShelfScope receipt: ${money(input.amount)} paid`, text: lines.join('\n') };
}

/**
 * Stripe emails a receipt for every paid invoice to the customer's address; the local provider
 * does the same through our outbox (the dev mailbox outside production). Recorded in the change's
 * own transaction: a receipt exists exactly when the payment does. Answers the outbox ids to queue.
 */
export async function recordReceipts(tx: Db, mailer: Mailer, events: PendingEvent[], billingUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (const event of events) {
    if (event.type !== 'invoice.paid' || typeof event.object.id !== 'string') continue;
    const [invoice] = await tx.select().from(localBillingInvoices).where(eq(localBillingInvoices.id, event.object.id));
    if (!invoice?.paidAt || invoice.amount <= 0) continue;
    const [customer] = await tx.select().from(localBillingCustomers).where(eq(localBillingCustomers.id, invoice.customerId));
    if (!customer?.email) continue;
    const [sub] = await tx
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, invoice.subscriptionId));
    const [card] = customer.defaultPaymentMethod
      ? await tx.select().from(localBillingPaymentMethods).where(eq(localBillingPaymentMethods.id, customer.defaultPaymentMethod))
      : [];
    const plan = sub ? PLAN_CATALOG[sub.planCode as keyof typeof PLAN_CATALOG] : undefined;
    ids.push(
      await mailer.record(
        tx,
        receiptEmail({
          to: customer.email,
          invoiceId: invoice.id,
          amount: invoice.amount,
          planName: plan?.name ?? sub?.planCode ?? 'ShelfScope',
          period: sub?.period ?? 'Month',
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          paidAt: invoice.paidAt,
          card: card ? { brand: card.brand, last4: card.last4 } : null,
          billingUrl,
        }),
      ),
    );
  }
  return ids;
}
