import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** The remembered light/dark choice; index.html reads the same key before the first paint. */
export const COLOR_SCHEME_KEY = 'shelfscope-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
});
