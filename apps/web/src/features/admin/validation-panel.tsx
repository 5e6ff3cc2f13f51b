import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { planName } from '@shelfscope/contracts';
import { useState } from 'react';
import { useSubscriptionValidation } from './api/admin';

const state = (s: { planCode: string; subscriptionStatus: string }) => `${planName(s.planCode)} · ${s.subscriptionStatus}`;

/**
 * Compares every company's plan and status with the billing provider. "Repair" (after a
 * confirmation) sets each differing company from the provider and reports what it changed.
 */
export function ValidationPanel() {
  const validation = useSubscriptionValidation();
  const [confirming, setConfirming] = useState(false);
  const report = validation.data;
  const differences = report?.differences ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button onClick={() => validation.mutate(false)} loading={validation.isPending && validation.variables === false}>
          Check subscriptions
        </Button>
        <Button
          color="orange"
          variant="light"
          disabled={!report || report.selfHealed || differences.length === 0}
          onClick={() => setConfirming(true)}
        >
          Repair
        </Button>
      </Group>
      {validation.isError ? (
        <Alert color="red" variant="light" title="The check failed" role="alert">
          {validation.error.message}
        </Alert>
      ) : null}
      {report ? (
        <Text size="sm" role="status">
          {report.selfHealed
            ? `Repaired ${report.repaired} of ${differences.length} ${differences.length === 1 ? 'company' : 'companies'} from the billing provider.`
            : `${report.checked} billed ${report.checked === 1 ? 'company' : 'companies'} checked: ${differences.length === 0 ? 'all agree with the billing provider.' : `${differences.length} ${differences.length === 1 ? 'differs' : 'differ'}.`}`}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Compares each billed company's plan and status with its subscription at the billing provider. Checking changes nothing.
        </Text>
      )}
      {report && report.unreadable.length > 0 ? (
        <Alert color="orange" variant="light" title="Not checked: the provider could not read these customers">
          {report.unreadable.map((u) => (
            <Text size="sm" key={u.companyId}>
              {`${u.companyName} (${u.customerId}): ${u.message}`}
            </Text>
          ))}
        </Alert>
      ) : null}
      {differences.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Ours</Table.Th>
                  <Table.Th>Provider</Table.Th>
                  <Table.Th>After repair</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {differences.map((d) => (
                  <Table.Tr key={d.companyId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {d.companyName}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {d.customerId} · {d.subscriptionId}
                      </Text>
                    </Table.Td>
                    <Table.Td>{state(d.local)}</Table.Td>
                    <Table.Td>{state(d.provider)}</Table.Td>
                    <Table.Td>
                      {d.after ? (
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{state(d.after)}</Text>
                          <Badge size="sm" variant="light" color={d.repaired ? 'teal' : 'red'}>
                            {d.repaired ? 'Repaired' : 'Still differs'}
                          </Badge>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Not repaired
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Repair subscriptions from the provider?" centered>
        <Text size="sm">
          Each differing company gets the plan and status its billing provider holds. Access follows at once: a company the
          provider shows as canceled loses access. The repair is recorded in the audit log.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="orange"
            onClick={() => {
              setConfirming(false);
              validation.mutate(true);
            }}
          >
            Repair {differences.length} {differences.length === 1 ? 'company' : 'companies'}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
