import { Box, Group, Text, useComputedColorScheme } from '@mantine/core';
import type { TeamActivity, TeamCount } from '@shelfscope/contracts';
import { useMemo, useRef } from 'react';
import { canDraw, useUPlot } from '../../lib/uplot';
import { chartedMembers, memberColor, teamDrawing } from './team-chart-options';

/**
 * One count per member over the days (uPlot, as the orders chart): a line for each of the
 * busiest members, a legend with their names. The table beside it has every figure in text.
 * Its own chunk: only owners and buyers ask for it, once the page's figures are there.
 */
export default function TeamChart({ activity, count, label }: { activity: TeamActivity; count: TeamCount; label: string }) {
  const scheme = useComputedColorScheme('light');
  const drawable = useMemo(canDraw, []);
  const box = useRef<HTMLDivElement>(null);
  useUPlot(
    box,
    useMemo(() => (drawable ? teamDrawing(activity, count, scheme) : null), [activity, count, scheme, drawable]),
  );
  const members = chartedMembers(activity, count);
  return (
    <>
      {drawable ? (
        <Box
          ref={box}
          role="img"
          aria-label={`Chart of ${label.toLowerCase()} per member and day; the figures are in the table below.`}
          style={{ width: '100%', minHeight: 240 }}
          data-testid="team-chart"
        />
      ) : (
        <Text size="sm" c="dimmed">
          This browser cannot draw the chart; the figures are in the table below.
        </Text>
      )}
      <Group gap="md" mt="xs" mb="sm" data-testid="team-chart-legend">
        {members.map((m, i) => (
          <Group key={m.memberId} gap={6} wrap="nowrap">
            <Box component="span" display="inline-block" w={14} h={2} bg={memberColor(scheme, i)} />
            <Text size="xs">{m.member ?? 'A former member'}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
