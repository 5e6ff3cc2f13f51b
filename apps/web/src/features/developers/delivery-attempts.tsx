import { Badge, Group, Stack, Text } from '@mantine/core';
import { ErrorText } from '../../components/error-text';
import { useWebhookAttempts } from '../../lib/webhooks';
import { when } from './shown-once';

/** Every attempt of one delivery, oldest first: the log row shows only the latest. */
export function DeliveryAttempts({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const attempts = useWebhookAttempts(endpointId, deliveryId);
  if (attempts.error) return <ErrorText error={attempts.error} />;
  if (!attempts.data) return null;
  if (attempts.data.length === 0) return <Text size="xs">Not tried yet.</Text>;
  return (
    <Stack gap={4} aria-label="Attempts">
      {attempts.data.map((attempt) => (
        <Group key={attempt.attempt} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" w={24} ta="right">
            #{attempt.attempt}
          </Text>
          <Badge size="xs" variant="light" color={attempt.outcome === 'succeeded' ? 'teal' : 'red'}>
            {attempt.responseStatus ?? 'no answer'}
          </Badge>
          <Text size="xs" c="dimmed" miw={64}>
            {attempt.latencyMs} ms
          </Text>
          <Text size="xs" c="dimmed" miw={110}>
            {when(attempt.at)}
          </Text>
          <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {attempt.responseExcerpt}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
