import { Alert, Anchor, Group, Loader, Paper, SegmentedControl, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/locale';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { useDashboard, useFirstSteps } from './api/dashboard';
import { isBlank, METRICS, orderCurrencies } from './format';
import { MetricCard } from './metric-card';
import { OrdersTable } from './orders-table';

// Asked for once the figures are drawn (useAfterFirstScreen): uPlot is 22.6 kB gzip of a first visit.
const OrdersChart = lazy(() => import('./orders-chart'));
// Only a company with a first step still to take sees them: the others need not download them.
const GetStarted = lazy(() => import('./get-started'));
// Below the figures, for owners and buyers only: its tables, pager and controls (about 30 kB gzip
// with the scroll container's floating-ui) are asked for once the figures are drawn.
const TeamView = lazy(() => import('./team-view').then((m) => ({ default: m.TeamView })));

const monthLabel = (asOf: string) => formatDate(`${asOf}T12:00:00Z`, { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Usage and projections (docs/dashboard.md): the first steps while one is still to take, a card
 * per metric, 12 months of orders. (The server's health is the operators': the admin area.)
 */
function Usage() {
  const dashboard = useDashboard();
  const steps = useFirstSteps();
  const chartTime = useAfterFirstScreen(Boolean(dashboard.data));
  const [chosen, setChosen] = useState<string | null>(null);
  if (dashboard.isError)
    return (
      <Alert color="red" variant="light" title="The dashboard could not be loaded" role="alert" mb="lg">
        {dashboard.error.message}
      </Alert>
    );
  if (!dashboard.data)
    return (
      <Group justify="center" p="xl">
        <Loader role="status" size="sm" aria-label="Loading the dashboard" />
      </Group>
    );
  const data = dashboard.data;
  const blank = isBlank(data);
  const stepsLeft = steps.data ? Object.values(steps.data).some((done) => !done) : false;
  // Order money one currency at a time (never added across currencies): the default's first.
  const currencies = orderCurrencies(data);
  const inCurrency = currencies.find((c) => c.currency === chosen) ?? currencies[0];
  const shown = { ...data, ...inCurrency };
  const anyOrders = shown.orders.some((o) => o.cogsOnOrders > 0 || o.projectedRevenueOnOrders > 0);
  return (
    <>
      {stepsLeft && steps.data ? (
        <Suspense fallback={<Skeleton h={220} radius="md" mb="lg" />}>
          <GetStarted done={steps.data} blank={blank} />
        </Suspense>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="xs" mb="xs">
        <Text size="sm" c="dimmed">
          This month to {monthLabel(data.asOf)} ({data.timeZone}), against the same days of last month and of last year.
        </Text>
        {currencies.length > 1 ? (
          <Group gap="xs">
            <Text size="sm" id="order-currency-label">
              Orders in
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="order-currency-label"
              data={currencies.map((c) => c.currency)}
              value={inCurrency.currency}
              onChange={setChosen}
            />
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        {METRICS.map((m) => (
          <MetricCard
            key={m.key}
            label={m.label}
            kind={m.kind}
            metric={shown[m.key]}
            help={m.help}
            currency={inCurrency.currency}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mb="lg" component="section" aria-labelledby="orders-title">
        <Title order={3} size="h5" id="orders-title" mb="xs">
          Purchase orders, last 12 months{currencies.length > 1 ? `, ${inCurrency.currency}` : ''}
        </Title>
        {anyOrders ? (
          <>
            <Suspense fallback={<Skeleton h={320} radius="md" />}>
              {chartTime ? (
                <OrdersChart months={shown.orders} currency={inCurrency.currency} />
              ) : (
                <Skeleton h={320} radius="md" />
              )}
            </Suspense>
            <OrdersTable months={shown.orders} currency={inCurrency.currency} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No purchase orders downloaded in the last 12 months.{' '}
            <Anchor component={Link} to="/purchase-orders" size="sm" underline="always">
              Build one from a shortlist
            </Anchor>{' '}
            and download it: its cost of goods and projected revenue and profit are charted here by month.
          </Text>
        )}
      </Paper>
    </>
  );
}

export default function DashboardPage() {
  const teamTime = useAfterFirstScreen(Boolean(useDashboard().data));
  return (
    <>
      <PageHeader title="Dashboard" description="Your usage and what your orders are projected to earn." />
      <Usage />
      {teamTime ? (
        <Suspense fallback={null}>
          <TeamView />
        </Suspense>
      ) : null}
    </>
  );
}
