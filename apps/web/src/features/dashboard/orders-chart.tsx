import { Box, Group, Paper, Text, useComputedColorScheme } from '@mantine/core';
import type { DashboardOrderMonth } from '@shelfscope/contracts';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { canDraw, type Scheme, stepCursor, useUPlot } from '../../lib/uplot';
import { money } from './format';
import { ORDER_SERIES, ordersChartOptions, ordersData } from './orders-chart-options';

/** A series' mark in the legend and tooltip: a block for a bar, a stroke with its point for the line. */
function Swatch({ kind, color }: { kind: 'bar' | 'line'; color: string }) {
  return kind === 'bar' ? (
    <Box component="span" display="inline-block" w={10} h={10} bg={color} style={{ borderRadius: 2 }} />
  ) : (
    <Box component="span" display="inline-block" w={14} h={2} bg={color} style={{ verticalAlign: 'middle' }} />
  );
}

function Legend({ scheme }: { scheme: Scheme }) {
  return (
    <Group gap="md" mt="xs" mb="sm" data-testid="orders-chart-legend">
      {ORDER_SERIES.map((s) => (
        <Group key={s.key} gap={6} wrap="nowrap">
          <Swatch kind={s.kind} color={s.color[scheme]} />
          <Text size="xs">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The month under the cursor and its three figures, beside the cursor's line (on its far side from the edge). */
function Tooltip({
  month,
  currency,
  left,
  width,
  scheme,
}: {
  month: DashboardOrderMonth;
  currency: string;
  left: number;
  width: number;
  scheme: Scheme;
}) {
  const side = left > width / 2 ? { right: width - left + 10 } : { left: left + 10 };
  return (
    <Paper
      withBorder
      shadow="sm"
      p={8}
      radius="sm"
      pos="absolute"
      top={4}
      style={{ ...side, pointerEvents: 'none', zIndex: 1, whiteSpace: 'nowrap' }}
      data-testid="orders-chart-tooltip"
    >
      <Text size="xs" fw={700} mb={2}>
        {month.monthName} {month.month.slice(0, 4)}
      </Text>
      {ORDER_SERIES.map((s) => (
        <Group key={s.key} gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <Swatch kind={s.kind} color={s.color[scheme]} />
            <Text size="xs">{s.label}</Text>
          </Group>
          <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(month[s.key], currency)}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}

/**
 * Twelve months of downloaded orders (uPlot, as the product's price history): cost of goods
 * and projected revenue as bars, projected profit as a line, a legend, and on hover (or with
 * the chart focused, the arrow keys) the month's figures. The table below has every figure in
 * text. Its own chunk, loaded once the figures are there.
 */
export default function OrdersChart({ months, currency }: { months: DashboardOrderMonth[]; currency: string }) {
  const scheme = useComputedColorScheme('light');
  const [cursor, setCursor] = useState<{ idx: number; left: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const drawable = useMemo(canDraw, []);
  const drawing = useMemo(
    () =>
      drawable
        ? {
            options: (size: { width: number; height: number }) =>
              ordersChartOptions({
                months,
                currency,
                scheme,
                ...size,
                onCursor: (idx, left) => setCursor(idx === null || left === null || left < 0 ? null : { idx, left }),
              }),
            data: ordersData(months),
          }
        : null,
    [months, currency, scheme, drawable],
  );
  const plot = useUPlot(box, drawing);
  const xs = useMemo(() => months.map((_, i) => i), [months]);
  const month = cursor ? months[cursor.idx] : undefined;
  // The tooltip is placed in the box's coordinates: the plot area starts after the y axis.
  const offset = plot.current?.over.offsetLeft ?? 0;

  const onKey = (event: KeyboardEvent) => stepCursor(plot.current, event, xs, cursor?.idx ?? months.length);

  return (
    <>
      {drawable ? (
        <Box pos="relative">
          <Box
            ref={box}
            tabIndex={0}
            role="img"
            aria-label="Chart of cost of goods and projected revenue (bars) and projected profit (line) by month; the figures are in the table below. Arrow keys move between months."
            onKeyDown={onKey}
            onMouseLeave={() => setCursor(null)}
            onBlur={() => plot.current?.setCursor({ left: -10, top: -10 })}
            style={{ width: '100%', minHeight: 240 }}
            data-testid="orders-chart"
          />
          {month && cursor ? (
            <Tooltip
              month={month}
              currency={currency}
              left={cursor.left + offset}
              width={box.current?.clientWidth ?? 0}
              scheme={scheme}
            />
          ) : null}
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          This browser cannot draw the chart; the figures are in the table below.
        </Text>
      )}
      <Legend scheme={scheme} />
    </>
  );
}
