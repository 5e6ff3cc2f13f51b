import { Badge, Button, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { useRedeliver, useWebhookDeliveries } from '../../lib/webhooks';
import { DeliveryAttempts } from './delivery-attempts';
import { when } from './shown-once';

const STATUS_COLOURS = { succeeded: 'teal', failed: 'red', pending: 'yellow' } as const;

/** An endpoint's newest deliveries: outcome, attempts, answer and latency; each can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliver();
  const [open, setOpen] = useState<string | null>(null);
  if (deliveries.error) return <ErrorText error={deliveries.error} />;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0) return <Text size="sm">Nothing sent yet. “Send test event” sends one.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={4} fz="sm" aria-label="Delivery log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Latency</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Fragment key={delivery.id}>
              <Table.Tr>
                <Table.Td>
                  <Text size="sm">{delivery.eventType}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {delivery.eventId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[delivery.status]} variant="light">
                    {delivery.status}
                  </Badge>
                  {delivery.status === 'pending' ? (
                    <Text size="xs" c="dimmed">
                      {delivery.nextAttemptAt ? `next ${when(delivery.nextAttemptAt)}` : 'waits for an earlier event'}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-expanded={open === delivery.id}
                    onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                  >
                    {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                  </Button>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm">{delivery.responseStatus ?? '—'}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {delivery.responseExcerpt}
                  </Text>
                </Table.Td>
                <Table.Td>{delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`}</Table.Td>
                <Table.Td>{when(delivery.lastAttemptAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                    onClick={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
                  >
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
              {open === delivery.id ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <DeliveryAttempts endpointId={endpointId} deliveryId={delivery.id} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
