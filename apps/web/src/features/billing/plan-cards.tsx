import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BillingPeriod, CatalogPlan, PaidPlan } from '@shelfscope/contracts';
import { formatCount } from '../../lib/locale';
import { day, money } from './format';

export type TrialOffer = { kind: 'running'; end: string; daysLeft: number } | { kind: 'available' } | null;

type Props = {
  plans: CatalogPlan[];
  period: BillingPeriod;
  onPeriod: (period: BillingPeriod) => void;
  /** The plan now paid for or tried (its card says so), if any, and its period. */
  currentPlan: string | null;
  currentPeriod: BillingPeriod | null;
  /** A live subscription: plans change in the billing portal, not with a second checkout. */
  hasLiveSubscription: boolean;
  /** The live subscription can switch now (active or trialing; a past-due one pays first). */
  canSwitch: boolean;
  switching: boolean;
  onSwitch: () => void;
  /**
   * The trial the checkout can give: `running` (the company's own, kept to its end or ended now,
   * the member told which), `available` (never had one), or null (had it: a second is never offered).
   */
  trial: TrialOffer;
  busyPlan: string | null;
  onChoose: (plan: PaidPlan, trial: boolean) => void;
};

/** The plans side by side with their prices (monthly or yearly), features and limits. */
export function PlanCards({
  plans,
  period,
  onPeriod,
  currentPlan,
  currentPeriod,
  hasLiveSubscription,
  canSwitch,
  switching,
  onSwitch,
  trial,
  busyPlan,
  onChoose,
}: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>Plans</Title>
        <SegmentedControl
          aria-label="Billing period"
          value={period}
          onChange={(value) => onPeriod(value as BillingPeriod)}
          data={[
            { value: 'Month', label: 'Monthly' },
            { value: 'Year', label: 'Yearly (2 months free)' },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {plans.map((plan) => {
          const price = period === 'Year' ? plan.yearlyPrice : plan.monthlyPrice;
          const isCurrent = plan.planCode === currentPlan && hasLiveSubscription;
          const isCurrentPrice = isCurrent && period === currentPeriod;
          return (
            <Card
              key={plan.planCode}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby={`plan-${plan.planCode}`}
            >
              <Stack gap="sm" h="100%">
                <Stack gap={4} align="flex-start">
                  <Title order={4} id={`plan-${plan.planCode}`}>
                    {plan.planName}
                  </Title>
                  {isCurrent ? <Badge variant="light">Current plan</Badge> : null}
                </Stack>
                <div>
                  <Text span fz={28} fw={700}>
                    {money(price)}
                  </Text>
                  <Text span c="dimmed" size="sm">
                    {period === 'Year' ? ' per year' : ' per month'}
                  </Text>
                  {period === 'Year' ? (
                    <Text size="xs" c="dimmed">
                      {money(Math.round(plan.yearlyPrice / 12))} a month, billed yearly
                    </Text>
                  ) : null}
                </div>
                <List size="sm" spacing={2}>
                  {plan.planFeatures.map((f) => (
                    <List.Item key={f.code}>{f.name}</List.Item>
                  ))}
                </List>
                <List size="sm" spacing={2} c="dimmed">
                  {plan.planLimits.map((l) => (
                    <List.Item key={l.limitName}>
                      {l.limitName}: {formatCount(l.maxValue)}
                    </List.Item>
                  ))}
                </List>
                <Stack gap="xs" mt="auto">
                  {hasLiveSubscription ? (
                    isCurrentPrice ? (
                      <Text size="xs" c="dimmed">
                        Your plan.
                      </Text>
                    ) : canSwitch ? (
                      <Button
                        variant="light"
                        onClick={onSwitch}
                        loading={switching}
                        aria-label={`Switch to ${plan.planName} ${period === 'Year' ? 'yearly' : 'monthly'}`}
                      >
                        Switch to this plan
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Pay the open invoice in the billing portal before changing plan.
                      </Text>
                    )
                  ) : (
                    <ChooseButtons
                      planName={plan.planName}
                      price={money(price)}
                      trial={trial}
                      busy={busyPlan?.startsWith(`${plan.planCode}:`) ? (busyPlan.endsWith(':trial') ? 'trial' : 'paid') : null}
                      onChoose={(withTrial) => onChoose(plan.planCode, withTrial)}
                    />
                  )}
                </Stack>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * How a plan is taken. In a running trial: keep it (billing starts at its end) or end it now
 * (charged today), each saying so; never a second trial. Otherwise subscribe, and start a free
 * trial only for a company that never had one.
 */
function ChooseButtons(props: {
  planName: string;
  price: string;
  trial: TrialOffer;
  busy: 'trial' | 'paid' | null;
  onChoose: (withTrial: boolean) => void;
}) {
  const { planName, price, trial, busy, onChoose } = props;
  if (trial?.kind === 'running') {
    const left = trial.daysLeft === 1 ? '1 trial day' : `${trial.daysLeft} trial days`;
    return (
      <>
        <Button
          onClick={() => onChoose(true)}
          loading={busy === 'trial'}
          aria-label={`Subscribe to ${planName}, keeping the trial`}
        >
          Subscribe, keep my trial
        </Button>
        <Text size="xs" c="dimmed">
          Nothing charged today: billing starts on {day(trial.end)}, when your trial ends.
        </Text>
        <Button
          variant="subtle"
          onClick={() => onChoose(false)}
          loading={busy === 'paid'}
          aria-label={`Subscribe to ${planName} and end the trial now`}
        >
          Subscribe and end the trial now
        </Button>
        <Text size="xs" c="dimmed">
          {price} charged today; the {left} left end now.
        </Text>
      </>
    );
  }
  return (
    <>
      <Button onClick={() => onChoose(false)} loading={busy === 'paid'} aria-label={`Subscribe to ${planName}`}>
        Subscribe
      </Button>
      {trial?.kind === 'available' ? (
        <Button
          variant="light"
          onClick={() => onChoose(true)}
          loading={busy === 'trial'}
          aria-label={`Start a free trial of ${planName}`}
        >
          Start free trial
        </Button>
      ) : null}
    </>
  );
}
