import { Alert, Anchor, Badge, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { useDashboard } from './api/dashboard';
import { useHealth } from './api/get-health';
import { isBlank, METRICS } from './format';
import { MetricCard } from './metric-card';
import { OrdersTable } from './orders-table';

const OrdersChart = lazy(() => import('./orders-chart'));
// Only a company with nothing yet sees its first steps: the others need not download them.
const GetStarted = lazy(() => import('./get-started'));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/** The system card: is the server up, which database it runs on, where the tools are. */
function SystemStatus() {
  const health = useHealth();
  if (health.isPending) return <Skeleton height={132} radius="md" />;
  if (health.isError) {
    return (
      <Alert color="red" title="The server does not answer">
        {health.error.message}
      </Alert>
    );
  }
  const { data } = health;
  const database = data.database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL';
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h5">
          System
        </Title>
        <Badge color={data.status === 'ok' ? 'teal' : 'red'} variant="light">
          {data.status === 'ok' ? 'All systems working' : 'Degraded'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Fact label="Version" value={data.version} />
        <Fact label="Database" value={database} />
        <Fact
          label="Database latency"
          value={data.database.reachable ? `${data.database.latencyMs?.toFixed(1)} ms` : 'unreachable'}
        />
      </SimpleGrid>
      <Group gap="lg" mt="md">
        <Anchor href="/api/docs" size="sm">
          API documentation
        </Anchor>
        {data.devTools ? (
          <Anchor href="/dev/mailbox" size="sm">
            Dev mailbox
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}

const monthLabel = (asOf: string) =>
  new Date(`${asOf}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Usage and projections (docs/dashboard.md): a card per metric, 12 months of orders, then the system. */
function Usage() {
  const dashboard = useDashboard();
  if (dashboard.isError)
    return (
      <Alert color="red" variant="light" title="The dashboard could not be loaded" role="alert" mb="lg">
        {dashboard.error.message}
      </Alert>
    );
  if (!dashboard.data)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" aria-label="Loading the dashboard" />
      </Group>
    );
  const data = dashboard.data;
  const blank = isBlank(data);
  const anyOrders = data.orders.some((o) => o.cogsOnOrders > 0 || o.projectedRevenueOnOrders > 0);
  return (
    <>
      {blank ? (
        <Suspense fallback={<Skeleton h={220} radius="md" mb="lg" />}>
          <GetStarted />
        </Suspense>
      ) : null}
      <Text size="sm" c="dimmed" mb="xs">
        This month to {monthLabel(data.asOf)} ({data.timeZone}), against the same days of last month and of last year.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        {METRICS.map((m) => (
          <MetricCard key={m.key} label={m.label} kind={m.kind} metric={data[m.key]} help={m.help} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mb="lg" component="section" aria-labelledby="orders-title">
        <Title order={3} size="h5" id="orders-title" mb="xs">
          Purchase orders, last 12 months
        </Title>
        {anyOrders ? (
          <>
            <Suspense fallback={<Skeleton h={320} radius="md" />}>
              <OrdersChart months={data.orders} />
            </Suspense>
            <OrdersTable months={data.orders} />
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
  return (
    <>
      <PageHeader title="Dashboard" description="Your usage and what your orders are projected to earn." />
      <Usage />
      <SystemStatus />
    </>
  );
}
