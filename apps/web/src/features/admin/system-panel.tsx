import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
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

/**
 * The system card, for operators (it was on every seller's dashboard): is the server up, which
 * database it runs on and how fast it answers, where the tools are.
 */
export function SystemPanel() {
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
