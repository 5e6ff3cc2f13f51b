import { Box, useComputedColorScheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** The colours light badges use in figures (alert levels, offer flags, shortlists). */
const BADGE_COLORS = ['yellow', 'orange', 'red', 'teal', 'blue', 'cyan', 'grape', 'gray', 'indigo', 'lime', 'green'];

/**
 * The theme makes dimmed text and links readable everywhere (app/theme.ts); figures are mostly
 * small text, so inside them the light badges' text is darker still (yellow's reads at 2.7:1
 * otherwise). `--pa-good` and `--pa-bad` colour profit and loss in either scheme.
 */
const READABLE = {
  light: {
    '--pa-good': 'var(--mantine-color-teal-9)',
    '--pa-bad': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      BADGE_COLORS.map((c) => [`--mantine-color-${c}-light-color`, `color-mix(in srgb, var(--mantine-color-${c}-9) 60%, black)`]),
    ),
  },
  dark: {
    '--pa-good': 'var(--mantine-color-teal-4)',
    '--pa-bad': 'var(--mantine-color-red-4)',
  },
} as Record<'light' | 'dark', CSSProperties>;

/** Product figures readable at WCAG AA in both schemes: the product page's and the scanner's cards. */
export function ReadableFigures({ children }: { children: ReactNode }) {
  const scheme = useComputedColorScheme('light');
  return <Box style={READABLE[scheme]}>{children}</Box>;
}
