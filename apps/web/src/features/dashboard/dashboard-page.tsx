import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AREAS } from '../../app/areas';
import { PageHeader } from '../../components/page-header';
import { useHealth } from './api/get-health';

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

export default function DashboardPage() {
  const dashboard = AREAS.find((a) => a.path === '/');
  return (
    <>
      <PageHeader title="Dashboard" {...(dashboard ? { description: dashboard.summary } : {})} />
      <SystemStatus />
    </>
  );
}
