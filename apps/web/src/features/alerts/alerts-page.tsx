import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import type { Alert, AlertRule } from '@shelfscope/contracts';
import { IconBellOff, IconCheck, IconDots, IconPencil, IconPlus, IconTrash, IconVolume3 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AlertRuleModal } from '../../components/alert-rule-modal';
import { PageHeader } from '../../components/page-header';
import { alertFiguresText } from '../../lib/alert-figures';
import { useAlertMutations, useAlertRules, useAlerts } from '../../lib/alerts';
import { formatDateTime } from '../../lib/locale';

const TARGET_LABELS = {
  productId: 'Product',
  supplierId: 'Supplier',
  shortlistId: 'Shortlist',
  userFilterId: 'Saved filter',
} as const;
const targetOf = (rule: AlertRule) =>
  (Object.keys(TARGET_LABELS) as (keyof typeof TARGET_LABELS)[]).find((key) => rule[key] !== null) ?? 'productId';

/** Alerts of the last 90 days and the rules that fire them. */
export default function AlertsPage() {
  const alerts = useAlerts();
  const rules = useAlertRules();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  return (
    <Stack>
      <PageHeader
        title="Alerts"
        description="What your rules saw change on the market in the last 90 days. A rule fires once per crossing."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New rule
          </Button>
        }
      />
      <AlertList alerts={alerts.data?.items ?? []} loading={alerts.isLoading} />
      <Title order={3} size="h4">
        Rules
      </Title>
      <RuleList rules={rules.data ?? []} loading={rules.isLoading} onEdit={setEditing} />
      {editing ? <AlertRuleModal rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function AlertList({ alerts, loading }: { alerts: Alert[]; loading: boolean }) {
  const { read, snooze, mute } = useAlertMutations();
  if (alerts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {loading ? 'Loading…' : 'No alerts yet. Make a rule on a product, a supplier or a saved filter.'}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Alerts">
      {alerts.map((alert) => (
        <Card
          key={alert.id}
          component="li"
          withBorder
          padding="sm"
          bg={alert.read ? undefined : 'var(--mantine-color-default-hover)'}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={alert.read ? 400 : 600} size="sm" lineClamp={1}>
                  {alert.ruleName}
                </Text>
                {alert.muted ? (
                  <Badge size="xs" color="gray" variant="light">
                    muted
                  </Badge>
                ) : null}
              </Group>
              <Anchor component={Link} to={alert.link} size="sm" lineClamp={1}>
                {alert.title ?? alert.asin}
              </Anchor>
              <Text size="xs" c="dimmed">
                {alertFiguresText(alert.figures, alert)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(alert.firedAt, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
              </Text>
            </Stack>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Actions for ${alert.ruleName}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconCheck size={14} />} disabled={alert.read} onClick={() => read.mutate(alert.id)}>
                  Mark read
                </Menu.Item>
                <Menu.Item leftSection={<IconBellOff size={14} />} onClick={() => snooze.mutate({ id: alert.id, hours: 24 })}>
                  Snooze the rule a day
                </Menu.Item>
                <Menu.Item leftSection={<IconVolume3 size={14} />} disabled={alert.muted} onClick={() => mute.mutate(alert.id)}>
                  Mute this product
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function RuleList({ rules, loading, onEdit }: { rules: AlertRule[]; loading: boolean; onEdit: (rule: AlertRule) => void }) {
  const { remove } = useAlertMutations();
  if (rules.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {loading ? 'Loading…' : 'No rules yet.'}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" aria-label="Alert rules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rule</Table.Th>
            <Table.Th visibleFrom="sm">Watches</Table.Th>
            <Table.Th visibleFrom="sm">Channels</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {rule.name} {rule.shared ? <Badge size="xs">shared</Badge> : null}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-word' }}>
                  {rule.condition}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {TARGET_LABELS[targetOf(rule)]} · {rule.channels.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{TARGET_LABELS[targetOf(rule)]}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{rule.channels.join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon variant="subtle" aria-label={`Edit ${rule.name}`} onClick={() => onEdit(rule)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${rule.name}`}
                    onClick={() => remove.mutate(rule.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
