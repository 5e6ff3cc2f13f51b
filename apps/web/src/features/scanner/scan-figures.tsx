import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { alertWords } from '@shelfscope/contracts';
import { count, percent, rank } from '../../lib/format';
import { currencyOf, money } from '../../lib/money';
import type { CardProduct } from './scan-store';

/** One figure of the card: a small label over its value. */
function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <div data-figure={testId}>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={600} size="md" c={color} lh={1.3}>
        {value}
      </Text>
    </div>
  );
}

/** Profit and loss in the colours ReadableFigures sets for the scheme (readable in both). */
const signColor = (value: number | null) => (value === null ? undefined : value < 0 ? 'var(--pa-bad)' : 'var(--pa-good)');

/**
 * The answer at the shelf: buy box, rank, sales, fees, profit, ROI and the most to pay for the
 * member's target ROI, in the product's marketplace currency, then its alerts in words.
 */
export function ScanFigures({ product }: { product: CardProduct }) {
  const currency = currencyOf(product);
  const alerts = alertWords(product);
  return (
    <>
      <SimpleGrid cols={3} spacing="xs" verticalSpacing={6}>
        <Figure testId="buy-box" label="Buy box" value={money(product.selectedBuyBoxValue ?? product.buyBoxCurrent, currency)} />
        <Figure testId="rank" label="Sales rank" value={rank(product.bsrCurrent)} />
        <Figure testId="sales" label="Sales / month" value={count(product.salesEstimate)} />
        <Figure testId="fees" label="Fees" value={money(product.fbaFeesTotal, currency)} />
        <Figure
          testId="profit"
          label="Profit"
          value={money(product.profitLoss, currency)}
          color={signColor(product.profitLoss)}
        />
        <Figure testId="roi" label="ROI" value={percent(product.roi)} color={signColor(product.roi)} />
      </SimpleGrid>
      {product.cost === null ? (
        <Text size="sm" c="dimmed" mt={6}>
          Type the shelf price below for profit and ROI.
        </Text>
      ) : null}
      <Text size="sm" mt={6} data-figure="max-cost">
        Pay at most <b>{money(product.maxCost, currency)}</b>
        {product.targetROI === null ? '' : ` for a ${percent(product.targetROI)} ROI`}
      </Text>
      {alerts.length > 0 ? (
        <Group gap={6} mt={6} aria-label="Alerts" role="list">
          {alerts.map((a) => (
            <Badge
              key={a.key}
              role="listitem"
              color={a.level >= 300 ? 'red' : a.level >= 200 ? 'orange' : 'yellow'}
              variant="light"
              title={a.detail}
            >
              {a.label}
            </Badge>
          ))}
        </Group>
      ) : null}
    </>
  );
}
