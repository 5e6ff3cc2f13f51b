import { Badge, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { alertWords, type ProductDetail, riskWords } from '@shelfscope/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

const levelColor = (level: number) => (level >= 300 ? 'red' : level >= 200 ? 'orange' : 'yellow');
/** The product's risks: brand, hazmat, meltable, oversize, Amazon and the brand on the listing. */
export function AlertsCard({ product }: { product: ProductDetail }) {
  const lines = alertWords(product);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Alerts
        </Title>
        {product.alertThreatLevel !== null ? (
          <Badge color={levelColor(product.alertThreatLevel)} variant="light">
            {riskWords(product.alertThreatLevel).replace(/^./, (c) => c.toUpperCase())}
          </Badge>
        ) : null}
      </Group>
      {lines.length === 0 ? (
        <Group gap="xs">
          <ThemeIcon color="teal" variant="light" size="sm" radius="xl">
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">No alerts: no risky brand, hazmat, meltable, oversize, Amazon or brand seller.</Text>
        </Group>
      ) : (
        <List spacing={6} size="sm" aria-label="Alerts">
          {lines.map((line) => (
            <List.Item
              key={line.key}
              icon={
                <ThemeIcon color={levelColor(line.level)} variant="light" size="sm" radius="xl">
                  <IconAlertTriangle size={14} />
                </ThemeIcon>
              }
            >
              <Text span size="sm" fw={600}>
                {line.label}
              </Text>
              <Text span size="sm" c="dimmed">
                {' '}
                · {line.detail}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
