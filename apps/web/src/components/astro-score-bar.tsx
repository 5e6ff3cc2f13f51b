import { Box, Group, Text, Tooltip } from '@mantine/core';

/** Level 1 (worst) to 5 (best): red to green, the colours the product scores use. */
export const ASTRO_LEVEL_COLORS = ['red.7', 'orange.6', 'yellow.5', 'lime.6', 'teal.6'] as const;

/**
 * How many products sit at each astro score level (1..5), as one stacked bar. Each segment's
 * width is its share; the counts are in the accessible name and the tooltip, because colour
 * alone carries nothing for a screen reader or a colour-blind reader.
 */
export function AstroScoreBar({ counts, width = 140 }: { counts: readonly number[]; width?: number | string }) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const summary = counts.map((n, i) => `level ${i + 1}: ${n}`).join(', ');
  if (total === 0) {
    return (
      <Text size="xs" c="dimmed" aria-label="No scored products">
        No scores
      </Text>
    );
  }
  return (
    <Tooltip label={`Astro score ${summary}`} withArrow>
      <Group
        gap={1}
        wrap="nowrap"
        w={width}
        h={10}
        role="img"
        aria-label={`Astro score distribution, ${summary}`}
        style={{ borderRadius: 3, overflow: 'hidden' }}
      >
        {counts.map((n, i) =>
          n > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five levels are fixed positions
            <Box key={i} h="100%" bg={ASTRO_LEVEL_COLORS[i]} style={{ flexGrow: n, flexBasis: 0, minWidth: 3 }} />
          ) : null,
        )}
      </Group>
    </Tooltip>
  );
}
