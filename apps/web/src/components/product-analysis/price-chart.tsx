import { Box, Card, Chip, Group, Loader, SegmentedControl, Text, Title, useComputedColorScheme } from '@mantine/core';
import type { PriceHistory } from '@shelfscope/contracts';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { formatDate } from '../../lib/locale';
import { canDraw, stepCursor, useUPlot } from '../../lib/uplot';
import { alignedData, chartOptions } from './chart-options';
import {
  buildChartData,
  buyBoxSellerAt,
  type ChartRange,
  DEFAULT_SERIES,
  formatValue,
  RANGES,
  SERIES,
  scalesOf,
} from './chart-series';

type Props = {
  history: PriceHistory | undefined;
  isLoading: boolean;
  error: Error | null;
  /** The moment the analysis was made: the chart's right edge. */
  now: string;
  sellerNames: ReadonlyMap<string, string>;
  /** The product's currency: prices on the axis and in the chips. */
  currency?: string;
};

const RANGE_LABELS: Record<ChartRange, string> = { '30': '30 d', '90': '90 d', '180': '180 d', '365': '365 d', all: 'All' };

/**
 * The price history (uPlot): every series of the spec toggled by the chips below it, 30 to 365
 * days or all, the sales rank and counts on axes of their own, values at the cursor in the
 * chips with the buy-box holder of that day. Drag to zoom, double-click to reset; with the
 * chart focused, the arrow keys move the cursor.
 */
export function PriceChart({ history, isLoading, error, now, sellerNames, currency }: Props) {
  const scheme = useComputedColorScheme('light');
  const [shown, setShown] = useState<string[]>(DEFAULT_SERIES);
  const [range, setRange] = useState<ChartRange>('90');
  const [cursor, setCursor] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo(() => (history ? buildChartData(history, shown, range, now) : null), [history, shown, range, now]);
  const drawable = useMemo(canDraw, []);
  const drawing = useMemo(
    () =>
      data && drawable
        ? {
            options: (size: { width: number; height: number }) =>
              chartOptions({ data, scales: scalesOf(shown), scheme, ...size, onCursor: setCursor, currency }),
            data: alignedData(data),
          }
        : null,
    [data, shown, scheme, drawable, currency],
  );
  const plot = useUPlot(box, drawing);

  const index = cursor ?? (data ? data.xs.length - 1 : null);
  const at = data && index !== null ? data.xs[index] : undefined;
  const holder = history && at !== undefined ? buyBoxSellerAt(history, at, sellerNames) : null;

  const onKey = (event: KeyboardEvent) => {
    if (data) stepCursor(plot.current, event, data.xs, index ?? 0);
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="chart-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id="chart-title">
          Price history
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="History window"
          value={range}
          onChange={(v) => setRange(v as ChartRange)}
          data={RANGES.map((r) => ({ value: r, label: RANGE_LABELS[r] }))}
        />
      </Group>
      {error ? (
        <Text size="sm" c="var(--pa-bad)" role="alert">
          The price history could not be loaded: {error.message}
        </Text>
      ) : isLoading || !data ? (
        <Group justify="center" h={240}>
          <Loader role="status" size="sm" aria-label="Loading the price history" />
        </Group>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb={4} aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {at !== undefined ? formatDate(at * 1000) : ''}
            {holder ? ` · Buy box: ${holder}` : ''}
          </Text>
          {drawable ? (
            <Box
              ref={box}
              tabIndex={0}
              role="img"
              aria-label={`Price history chart, ${RANGE_LABELS[range]}: ${SERIES.filter((s) => shown.includes(s.key))
                .map((s) => s.label)
                .join(', ')}. Arrow keys move the cursor.`}
              onKeyDown={onKey}
              onMouseLeave={() => setCursor(null)}
              style={{ width: '100%', minHeight: 240 }}
              data-testid="price-chart"
            />
          ) : (
            <Text size="sm" c="dimmed">
              This browser cannot draw the chart; the values at the latest point are below.
            </Text>
          )}
          <Chip.Group multiple value={shown} onChange={setShown}>
            <Group gap={6} mt="sm" aria-label="Series">
              {SERIES.map((def) => {
                const column = data.ys.find((y) => y.def.key === def.key);
                const value = column && index !== null ? column.values[index] : undefined;
                const isEmpty = history ? history[def.key].every((p) => p.value === null) : true;
                return (
                  <Chip
                    key={def.key}
                    value={def.key}
                    size="xs"
                    variant="outline"
                    color="gray"
                    disabled={isEmpty && !shown.includes(def.key)}
                  >
                    <Box
                      component="span"
                      mr={6}
                      display="inline-block"
                      w={10}
                      h={3}
                      bg={def.color[scheme]}
                      style={{ verticalAlign: 'middle' }}
                    />
                    {def.label}
                    {column ? (
                      <Text span size="xs" fw={600} ml={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatValue(def.scale, value, currency)}
                      </Text>
                    ) : null}
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        </>
      )}
    </Card>
  );
}
