import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { day, daysLeft, usePlanDetails } from '../lib/plan';

/**
 * A quiet line (a note, not a live region: it announces nothing) above every page while the company is in its free trial: the days left and when
 * it ends, and the way to Plan & billing. Nothing at all outside a trial.
 */
export function TrialBanner() {
  const { data } = usePlanDetails();
  if (data?.subscriptionStatus !== 'trialing' || !data.trialEnd) return null;
  const left = daysLeft(data.trialEnd);
  return (
    <Group
      role="note"
      aria-label="Free trial"
      gap="xs"
      wrap="wrap"
      mb="md"
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-default-hover)' }}
    >
      <Text size="sm">
        Free trial: {left === 1 ? '1 day' : `${left} days`} left, until {day(data.trialEnd)}.
      </Text>
      <Anchor component={Link} to="/billing" size="sm">
        Plan & billing
      </Anchor>
    </Group>
  );
}
