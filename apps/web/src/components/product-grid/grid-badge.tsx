import { type MantineTheme, useMantineTheme } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import classes from './product-grid.module.css';

/** The colours grid badges take (levels, alerts, the primary colour for shortlists). */
export type BadgeColor = 'red' | 'orange' | 'yellow' | 'lime' | 'teal' | 'grape' | 'primary';
type Variant = 'filled' | 'light' | 'outline';

const COLORS: BadgeColor[] = ['red', 'orange', 'yellow', 'lime', 'teal', 'grape', 'primary'];
const VARIANTS: Variant[] = ['filled', 'light', 'outline'];

const rules = new WeakMap<MantineTheme, string>();

/**
 * Every badge colour as one rule, made from the theme's own variant colours as Mantine's Badge
 * asks for them (autoContrast included): badges carry data attributes instead of a style
 * attribute each, so Chromium can style a row's badges from its cache of matched properties.
 */
export function badgeColorRules(theme: MantineTheme): string {
  let text = rules.get(theme);
  if (text === undefined) {
    text = COLORS.flatMap((color) =>
      VARIANTS.map((variant) => {
        const c = theme.variantColorResolver({
          color: color === 'primary' ? theme.primaryColor : color,
          theme,
          variant,
          autoContrast: theme.autoContrast,
        });
        return `.${classes.badge}[data-color="${color}"][data-variant="${variant}"]{--badge-bg:${c.background};--badge-color:${c.color};--badge-bd:${c.border}}`;
      }),
    ).join('\n');
    rules.set(theme, text);
  }
  return text;
}

/** The badge colours' stylesheet; rendered once by whatever shows grid badges. */
export function GridBadgeColors() {
  return <style data-grid-badges>{badgeColorRules(useMantineTheme())}</style>;
}

/**
 * Mantine's Badge drawn as a single span (`.badge` in product-grid.module.css copies its sizes),
 * coloured by the theme's own variant colours (GridBadgeColors). A grid row carries several
 * badges and rows render as they scroll into view, where each Mantine Badge's style props and
 * two elements added up. A function that returns the span, not a component: a component would
 * be one more fiber for React to make and throw away for every badge of every row scrolled by.
 */
export function gridBadge({
  color = 'primary',
  variant,
  size,
  className,
  children,
  key,
  level,
  title,
  hidden,
}: {
  /** The theme's primary colour when absent, as for Mantine's Badge. */
  color?: BadgeColor;
  variant: Variant;
  size: 'xs' | 'sm' | 'md';
  /** The full class: `.badge` and the caller's own (made once, not for every badge drawn). */
  className?: string;
  children: ReactNode;
  /** React's key, when the badge is one of a list. */
  key?: string;
  /** A score level 1..5, as `data-level` (what tests and styles select by). */
  level?: number;
  /** The badge's detail, as a native title. */
  title?: string;
  /** Hidden from screen readers (when its cell says the badges another way). */
  hidden?: boolean;
}): ReactElement {
  return (
    <span
      key={key}
      className={className ?? classes.badge}
      title={title}
      aria-hidden={hidden}
      data-size={size}
      data-color={color}
      data-variant={variant}
      data-level={level}
    >
      {children}
    </span>
  );
}

/** A badge's full class with the caller's own: `badgeClass(classes.level)`. */
export const badgeClass = (...own: (string | undefined)[]) => [classes.badge, ...own].filter(Boolean).join(' ');
