import { Box, Group, Stack, Text } from '@mantine/core';
import type { Supplier } from '@shelfscope/contracts';
import { ASTRO_LEVEL_COLORS, AstroScoreBar } from '../../components/astro-score-bar';
import { formatCount } from '../../lib/locale';
import { astroCounts } from './supplier-table';

const LEVEL_NAMES = ['1 · weakest', '2', '3', '4', '5 · strongest'];

/** The supplier's products per astro score level: the bar, then each level's count and share. */
export function ScoreDistribution({ supplier }: { supplier: Supplier }) {
  const counts = astroCounts(supplier);
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <Stack gap={6} mt="md" aria-label="Astro score distribution">
      <Text size="sm" fw={500}>
        Astro score
      </Text>
      <AstroScoreBar counts={counts} width="100%" />
      {total > 0 ? (
        <Group gap="md" wrap="wrap">
          {counts.map((n, i) => (
            <Group key={LEVEL_NAMES[i]} gap={6} wrap="nowrap">
              <Box w={10} h={10} bg={ASTRO_LEVEL_COLORS[i]} style={{ borderRadius: 2 }} />
              <Text size="xs" c="dimmed">
                {LEVEL_NAMES[i]}
              </Text>
              <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(n)} ({Math.round((n / total) * 100)}%)
              </Text>
            </Group>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No analysed products yet.
        </Text>
      )}
    </Stack>
  );
}
