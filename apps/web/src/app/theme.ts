import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken, localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './color-scheme-key';

export { COLOR_SCHEME_KEY };
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const theme = createTheme({
  primaryColor: 'teal',
  // Teal 9 carries white text at 4.9:1 (teal 8: 3.9:1) in both schemes; links follow it in the
  // light scheme (teal 9) and take teal 4 in the dark one. (autoContrast only acts
  // on components given a colour, so a plain filled button on the dark scheme's teal 5 kept its
  // white label at 2.1:1.)
  primaryShade: 9,
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    // Toasts: the close button has a name, and a description under a title is the theme's
    // dimmed text (Mantine's own grey, gray 6 on white, reads at 3.3:1).
    // Badges show their whole word: Mantine cuts a badge's label with an ellipsis whenever its
    // box may shrink (in a table cell or a flex row), which turned "unmatched" and "candidates"
    // into "unmat…" and "candid…". A badge never shrinks below its label.
    Badge: {
      styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } },
    },
    // A table wider than a phone scrolls inside its card. Its container is the containing block
    // of what the table positions absolutely (Mantine's VisuallyHidden column names): without it
    // such a text was placed against the page, beyond the card, and the whole page scrolled
    // sideways (Settings at 390 px, 645 px wide, from the Members table's hidden "Actions").
    // Its scrolling box takes keyboard focus, so a table wider than a phone can be scrolled with the
    // arrow keys when none of its cells holds a control (while it loads, or a read-only table):
    // axe's scrollable-region-focusable found one on the shortlist page at 390 px.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
      styles: { scrollContainer: { position: 'relative' } },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Contrast (WCAG AA, checked by axe in the e2e tests): in the light scheme Mantine's dimmed text
 * (gray 6) reads below 4.5:1, and so does the text of its "light" variants for some colours
 * (teal 9 on teal 1 is 4.4:1, in small bold badge text); gray 7, and shade 9 darkened by a fifth,
 * read above it. In the dark scheme the dimmed text is dark 1 (Mantine's dark 2 reads at 3.6:1 on
 * a dark 6 card).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).map(([color, shades]) => [
        `--mantine-color-${color}-light-color`,
        darken(shades[9], 0.2),
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
