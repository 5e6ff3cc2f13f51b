import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { DashboardMetric, DashboardRoiMetric } from '@shelfscope/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconSparkles } from '@tabler/icons-react';
import { describeChange, metricValue, type Trend } from './format';

const TREND_STYLE: Record<Trend, { color: string; Icon: typeof IconArrowUpRight }> = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  flat: { color: 'dimmed', Icon: IconMinus },
  new: { color: 'blue', Icon: IconSparkles },
  none: { color: 'dimmed', Icon: IconMinus },
};

function Change(props: Parameters<typeof describeChange>[0]) {
  const { trend, text, spoken } = describeChange(props);
  const { color, Icon } = TREND_STYLE[trend];
  return (
    <Group gap={4} wrap="nowrap" data-trend={trend}>
      <Icon
        size={14}
        stroke={2}
        color={color === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${color}-text)`}
        aria-hidden
      />
      <Text size="xs" c={color === 'dimmed' ? 'dimmed' : `var(--mantine-color-${color}-text)`} fw={500} aria-hidden>
        {text}
      </Text>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Group>
  );
}

/** One metric: this month's figure, and its change against last month and last year. */
export function MetricCard({
  label,
  kind,
  metric,
  help,
  currency,
}: {
  label: string;
  kind: 'count' | 'hours' | 'money' | 'percent';
  metric: DashboardMetric | DashboardRoiMetric;
  /** How the figure is made, when its name does not say. */
  help?: string | undefined;
  /** The currency of a money metric. */
  currency?: string | undefined;
}) {
  const points = 'percentage' in metric;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {metricValue(kind, metric, currency)}
      </Text>
      {help ? (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      ) : null}
      <Change
        change={metric.changeLastMonth}
        isPositive={metric.isChangeLastMonthPositive}
        against="last month"
        points={points}
      />
      <Change change={metric.yoYPercent} isPositive={metric.isYoYPositive} against="last year" points={points} />
    </Paper>
  );
}
