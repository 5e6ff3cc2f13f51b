import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over a value: the unit of every figure block on the page. */
export function Field({ label, value, hint, color }: { label: string; value: ReactNode; hint?: string; color?: string }) {
  return (
    <Box style={{ minWidth: 0 }} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" lh={1.3} title={hint}>
        {label}
      </Text>
      <Text size="sm" fw={500} lh={1.4} c={color} style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Box>
  );
}
