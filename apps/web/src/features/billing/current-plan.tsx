import { Alert, Badge, Button, Card, Group, Modal, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { PlanDetails, Subscription } from '@shelfscope/contracts';
import { useState } from 'react';
import { formatCount } from '../../lib/locale';
import { useCancelSubscription, usePortal, useResumeSubscription, useUpgradeTrial } from './api/billing';
import { day, daysLeft, money, STATUS_LABEL } from './format';

/** What canceling does to the seller's data (shown before confirming). */
export const DATA_KEPT =
  'Your suppliers, products, shortlists and orders are kept. Without a plan you can still open Plan & billing and your company profile; subscribe again to use everything as before.';

/** The plan in force: status, trial days or renewal, usage against limits, and what can be done. */
export function CurrentPlan({ details, subscription }: { details: PlanDetails; subscription: Subscription | null }) {
  const status = STATUS_LABEL[details.subscriptionStatus] ?? { label: details.subscriptionStatus, color: 'gray' };
  const upgrade = useUpgradeTrial();
  const resume = useResumeSubscription();
  const portal = usePortal();
  // What the dialog shows is fixed when it opens: it does not turn into the other one while closing.
  const [canceling, setCanceling] = useState<null | 'choose' | 'scheduled'>(null);
  const live = subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete';
  const trialDays = details.subscriptionStatus === 'trialing' ? daysLeft(details.trialEnd) : 0;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={3} id="current-plan">
              {details.planName}
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          {subscription?.amount != null && live ? (
            <Text size="sm" c="dimmed">
              {money(subscription.amount)} {subscription.billingFrequency === 1 ? 'a year' : 'a month'}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" aria-live="polite">
          {describe(details, subscription, trialDays)}
        </Text>
        {!details.isActive ? (
          <Alert color="blue" variant="light" title="Please select a plan to continue.">
            You currently have no active subscription. Your data is kept: choose a plan below to use it again.
          </Alert>
        ) : null}
        <Stack gap="xs" aria-label="Usage">
          {details.planLimits.map((limit) => {
            const share =
              limit.maxValue > 0 ? Math.min(100, (limit.currentValue / limit.maxValue) * 100) : limit.currentValue > 0 ? 100 : 0;
            const label = `${limit.limitName}: ${formatCount(limit.currentValue)} of ${formatCount(limit.maxValue)}`;
            return (
              <div key={limit.limitName}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{limit.limitName}</Text>
                  <Text size="sm" c={share >= 100 ? 'red' : 'dimmed'}>
                    {formatCount(limit.currentValue)} / {formatCount(limit.maxValue)}
                  </Text>
                </Group>
                <Progress
                  value={share}
                  color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'}
                  aria-label={label}
                  size="sm"
                />
              </div>
            );
          })}
        </Stack>
        <Seats details={details} />
        <Group gap="sm" wrap="wrap">
          {subscription?.status === 'trialing' ? (
            <Button onClick={() => upgrade.mutate(undefined)} loading={upgrade.isPending}>
              Upgrade trial now
            </Button>
          ) : null}
          {live && subscription.cancelAtPeriodEnd ? (
            <Button
              onClick={() => subscription.subscriptionId && resume.mutate(subscription.subscriptionId)}
              loading={resume.isPending}
            >
              Resume subscription
            </Button>
          ) : null}
          {live && (subscription.status === 'active' || subscription.status === 'trialing') ? (
            <Button variant="light" onClick={() => portal.mutate()} loading={portal.isPending}>
              Change plan
            </Button>
          ) : null}
          {subscription ? (
            <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
              Open billing portal
            </Button>
          ) : null}
          {live ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setCanceling(subscription.cancelAtPeriodEnd ? 'scheduled' : 'choose')}
            >
              Cancel subscription
            </Button>
          ) : null}
        </Group>
        {upgrade.error ? <ErrorLine error={upgrade.error} /> : null}
        {live && subscription.subscriptionId ? (
          <CancelModal
            opened={canceling !== null}
            onClose={() => setCanceling(null)}
            subscriptionId={subscription.subscriptionId}
            periodEnd={endOf(subscription)}
            scheduled={canceling === 'scheduled'}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function describe(details: PlanDetails, subscription: Subscription | null, trialDays: number): string {
  if (details.subscriptionStatus === 'trialing') {
    const left = trialDays === 1 ? '1 day' : `${trialDays} days`;
    return `${left} left in your free trial (until ${day(details.trialEnd)}).${subscription ? '' : ' Choose a plan to keep going after it.'}`;
  }
  if (subscription?.cancelAtPeriodEnd) return `Your subscription ends on ${day(endOf(subscription))}. Your data is kept.`;
  if (details.subscriptionStatus === 'active') return `Renews on ${day(details.currentPeriodEnd)}.`;
  if (details.subscriptionStatus === 'past_due')
    return 'The last payment failed. Update your card in the billing portal to keep your plan.';
  if (details.subscriptionStatus === 'canceled') return 'Your subscription has ended. Your data is kept.';
  return 'You have no plan yet.';
}

/** When the running period ends: a trial's end while trialing, else the paid period's. */
const endOf = (subscription: Subscription) =>
  subscription.status === 'trialing' ? subscription.trialEnd : subscription.currentPeriodEnd;

function ErrorLine({ error }: { error: Error }) {
  return (
    <Text size="sm" c="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
      {error.message}
    </Text>
  );
}

/**
 * Cancel now or at the period's end. Once an end is scheduled the dialog says so and offers to
 * resume, or to end it now instead: it never offers the same choice again as if nothing were set.
 */
function CancelModal({
  opened,
  onClose,
  subscriptionId,
  periodEnd,
  scheduled,
}: {
  opened: boolean;
  onClose: () => void;
  subscriptionId: string;
  periodEnd: string | null;
  scheduled: boolean;
}) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [when, setWhen] = useState<'end' | 'now'>('end');
  const error = cancel.error ?? resume.error;
  const cancelNow = () => cancel.mutate({ subscriptionId, cancelImmediately: true }, { onSuccess: onClose });
  if (scheduled) {
    return (
      <Modal opened={opened} onClose={onClose} title="Your subscription is set to end" centered>
        <Stack gap="md">
          <Text size="sm">
            It ends on {day(periodEnd)}: you keep using everything until then, and nothing more is charged. Resume it to keep your
            plan after that date.
          </Text>
          <Text size="sm">{DATA_KEPT}</Text>
          {error ? <ErrorLine error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="red" loading={cancel.isPending} onClick={cancelNow}>
              End it now instead
            </Button>
            <Button loading={resume.isPending} onClick={() => resume.mutate(subscriptionId, { onSuccess: onClose })}>
              Resume subscription
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel your subscription?" centered>
      <Stack gap="md">
        <Radio.Group value={when} onChange={(v) => setWhen(v as 'end' | 'now')} label="When should it end?">
          <Stack gap="xs" mt="xs">
            <Radio value="end" label={`At the end of the period (${day(periodEnd)}): keep using everything until then`} />
            <Radio value="now" label="Now: access stops today" />
          </Stack>
        </Radio.Group>
        <Text size="sm">{DATA_KEPT}</Text>
        {error ? <ErrorLine error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep subscription
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              when === 'now' ? cancelNow() : cancel.mutate({ subscriptionId, cancelImmediately: false }, { onSuccess: onClose })
            }
          >
            {when === 'now' ? 'Cancel now' : 'Cancel at period end'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The plan's limit on members that the seats count (server: plans/routes.ts LIMIT_NAMES.teamMembers). */
const SEAT_LIMIT = 'Team members';

/**
 * Seats: the members who hold one (active and invited, as the invitation limit counts them) of
 * the plan's team-member limit, and what that leaves.
 */
function Seats({ details }: { details: PlanDetails }) {
  const seats = details.planLimits.find((limit) => limit.limitName === SEAT_LIMIT);
  if (!seats) return null;
  const free = seats.maxValue - seats.currentValue;
  return (
    <Text size="sm" aria-label="Seats">
      Seats: {formatCount(seats.currentValue)} of {formatCount(seats.maxValue)} used (active and invited members).{' '}
      {free > 0 ? `${formatCount(free)} free.` : 'No seat free: upgrade your plan to invite more members.'}
    </Text>
  );
}
