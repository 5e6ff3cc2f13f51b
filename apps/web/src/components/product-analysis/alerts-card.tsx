import { Badge, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

const OVERSIZE = ['small bulky', 'large bulky', 'extra-large'];

const levelColor = (level: number) => (level >= 300 ? 'red' : level >= 200 ? 'orange' : 'yellow');

type Line = { key: string; title: string; detail: string; level: number };

/** Each alert as the engine raises it (packages/profit alerts.ts), with its threat level. */
export function alertLines(p: ProductDetail): Line[] {
  const lines: Line[] = [];
  if (p.alert) {
    lines.push({
      key: 'brand',
      title: `Brand risk: ${p.alert.brand}`,
      detail: `Threat level ${p.alert.threatLevel}, report type ${p.alert.reportType}`,
      level: p.alert.threatLevel,
    });
  }
  if (p.isHazmat) {
    const what = p.hazards.map((h) => `${h.aspect}: ${h.value}`).join('; ');
    lines.push({ key: 'hazmat', title: 'Hazmat', detail: what || 'Dangerous goods', level: 200 });
  }
  if (p.isMeltable)
    lines.push({ key: 'meltable', title: 'Meltable', detail: 'Heat-sensitive: seasonal FBA storage limits', level: 100 });
  if (p.sizeTier && OVERSIZE.includes(p.sizeTier)) {
    lines.push({ key: 'oversize', title: 'Oversize', detail: `Size tier ${p.sizeTier}: higher fulfilment fees`, level: 100 });
  }
  if (p.isAmazonSeller) {
    const holds = p.buyBoxIsAmazon ? ' and holds the buy box' : '';
    lines.push({ key: 'amazon', title: 'Amazon on the listing', detail: `Amazon sells this product${holds}`, level: 100 });
  }
  if (p.isBrandSeller)
    lines.push({ key: 'brand-seller', title: 'Brand seller', detail: 'The brand itself sells on this listing', level: 100 });
  return lines;
}

/** The product's risks: brand, hazmat, meltable, oversize, Amazon and the brand on the listing. */
export function AlertsCard({ product }: { product: ProductDetail }) {
  const lines = alertLines(product);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Alerts
        </Title>
        {product.alertThreatLevel !== null ? (
          <Badge color={levelColor(product.alertThreatLevel)} variant="light">
            Threat {product.alertThreatLevel}
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
                {line.title}
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
