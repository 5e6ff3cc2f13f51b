import { Alert, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BillingPeriod, PaidPlan, PlanDetails, Subscription } from '@shelfscope/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import {
  useCheckout,
  useConfirmCheckout,
  useNextInvoice,
  usePaymentMethods,
  usePlanCatalog,
  usePlanDetails,
  usePortal,
  useSubscriptions,
} from './api/billing';
import { CurrentPlan } from './current-plan';
import { day, daysLeft, money } from './format';
import { InvoicesPanel } from './invoices';
import { PlanCards, type TrialOffer } from './plan-cards';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The subscription that sets the plan: a live one before an ended one, newest first (as the server picks). */
function lead(subscriptions: Subscription[]): Subscription | null {
  const usable = subscriptions.filter((s) => s.status !== 'incomplete');
  return usable.find((s) => LIVE.has(s.status ?? '')) ?? usable[0] ?? null;
}

/** Which trial a checkout can give (docs/billing.md, "Trials"): the running one, a first one, or none. */
function trialOffer(details: PlanDetails, subscriptions: Subscription[]): TrialOffer {
  const left = daysLeft(details.trialEnd);
  if (details.subscriptionStatus === 'trialing' && details.trialEnd && left > 0)
    return { kind: 'running', end: details.trialEnd, daysLeft: left };
  return subscriptions.length === 0 && !details.trialEnd ? { kind: 'available' } : null;
}

/** Plan & billing (`/billing`): the current plan and usage, the plans, cards and the next invoice. */
export default function BillingPage() {
  const details = usePlanDetails();
  const catalog = usePlanCatalog();
  const subscriptions = useSubscriptions();
  const [period, setPeriod] = useState<BillingPeriod>('Month');
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const checkout = useCheckout();
  // A live subscription changes plan in the provider's portal (docs/billing.md, "Changing plan").
  const portal = usePortal();
  useReturnFromCheckout();

  const error = details.error ?? catalog.error ?? subscriptions.error;
  if (error) {
    return (
      <>
        <PageHeader title="Plan & billing" />
        <Alert color="red" variant="light" title="Billing could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {error.message}
          </Text>
        </Alert>
      </>
    );
  }
  if (!details.data || !catalog.data || !subscriptions.data) {
    return (
      <>
        <PageHeader title="Plan & billing" />
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading billing" />
        </Group>
      </>
    );
  }
  const current = lead(subscriptions.data);
  const live = current !== null && LIVE.has(current.status ?? '');
  const choose = (plan: PaidPlan, trial: boolean) => {
    setBusyPlan(`${plan}:${trial ? 'trial' : 'paid'}`);
    checkout.mutate({ plan, period, trialEnabled: trial }, { onError: () => setBusyPlan(null) });
  };

  return (
    <Stack gap="xl">
      <PageHeader title="Plan & billing" description="Your plan, its limits and usage, payment methods and the next invoice." />
      <CurrentPlan details={details.data} subscription={current} />
      {checkout.error ? (
        <Text c="red" size="sm" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {checkout.error.message}
        </Text>
      ) : null}
      <PlanCards
        plans={catalog.data}
        period={period}
        onPeriod={setPeriod}
        currentPlan={current?.planType ?? null}
        currentPeriod={current ? (current.billingFrequency === 1 ? 'Year' : 'Month') : null}
        hasLiveSubscription={live}
        canSwitch={current?.status === 'active' || current?.status === 'trialing'}
        switching={portal.isPending}
        onSwitch={() => portal.mutate()}
        trial={trialOffer(details.data, subscriptions.data)}
        busyPlan={checkout.isPending || checkout.isSuccess ? busyPlan : null}
        onChoose={choose}
      />
      {current ? <PaymentPanel /> : null}
      {current ? <InvoicesPanel /> : null}
    </Stack>
  );
}

/** Back from the provider's checkout (`?checkout=success&session_id=`): apply it, then drop the query. */
function useReturnFromCheckout() {
  const search = useSearch({ strict: false }) as { checkout?: string; session_id?: string };
  const navigate = useNavigate();
  const confirm = useConfirmCheckout();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !search.checkout) return;
    done.current = true;
    const leave = () => void navigate({ to: '/billing' as never, search: {} as never, replace: true });
    if (search.checkout === 'success' && search.session_id) confirm.mutate(search.session_id, { onSettled: leave });
    else leave();
  }, [search, confirm, navigate]);
}

function PaymentPanel() {
  const cards = usePaymentMethods();
  const invoice = useNextInvoice();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-methods">
        <Title order={3} id="payment-methods" mb="sm">
          Payment methods
        </Title>
        {cards.data && cards.data.length > 0 ? (
          <List size="sm" spacing={4}>
            {cards.data.map((card) => (
              <List.Item key={card.id}>
                {card.brand.toUpperCase()} ending {card.last4}, expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                {card.isDefault ? ' (default)' : ''}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {cards.isLoading ? 'Loading…' : 'No card saved.'}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="sm">
          Cards are changed in the billing portal.
        </Text>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-invoice">
        <Title order={3} id="next-invoice" mb="sm">
          Next invoice
        </Title>
        {invoice.data ? (
          <Text size="sm">
            {money(invoice.data.amount)} on {day(invoice.data.nextPaymentAttempt)}
            {invoice.data.trialEndDate ? `, when the trial ends` : ''}.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {invoice.isLoading ? 'Loading…' : 'Nothing will be charged.'}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
