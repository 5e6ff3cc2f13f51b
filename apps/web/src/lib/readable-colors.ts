import type { CSSProperties } from 'react';

/**
 * The theme's dimmed grey (gray.6 on white, 3.3:1), link and filled-button teal (teal.8: 4.0:1
 * against white) fall short of the 4.5:1 WCAG AA asks for normal text. A screen's root sets these
 * variables, which cascade to everything inside it: gray.7 (7.6:1) and teal.9 (5.1:1) in light,
 * dark.1 and teal.4 on the dark body. The shell keeps the theme's (reported as a shell finding).
 */
export const readableColors = {
  '--mantine-color-dimmed': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
  '--mantine-color-anchor': 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))',
  '--mantine-primary-color-filled': 'var(--mantine-color-teal-9)',
} as CSSProperties;
