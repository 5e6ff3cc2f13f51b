import { type MantineColor, type MantineTheme, useMantineTheme, type VariantColorResolverResult } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import classes from './product-grid.module.css';

type Variant = 'filled' | 'light' | 'outline';

const resolved = new WeakMap<MantineTheme, Map<string, VariantColorResolverResult>>();

/** The theme's colours for a variant, as Mantine's Badge asks for them (autoContrast included). */
function variantColors(theme: MantineTheme, color: MantineColor, variant: Variant): VariantColorResolverResult {
  let byKey = resolved.get(theme);
  if (!byKey) {
    byKey = new Map();
    resolved.set(theme, byKey);
  }
  const key = `${color} ${variant}`;
  let colors = byKey.get(key);
  if (!colors) {
    colors = theme.variantColorResolver({ color, theme, variant, autoContrast: theme.autoContrast });
    byKey.set(key, colors);
  }
  return colors;
}

/**
 * Mantine's Badge drawn as a single span (`.badge` in product-grid.module.css copies its sizes),
 * coloured by the theme's own variant colours. A grid row carries several badges and rows render
 * as they scroll into view, where each Mantine Badge's style props and two elements added up.
 */
export function GridBadge({
  color,
  variant,
  size,
  className,
  style,
  children,
  ...rest
}: {
  /** The theme's primary colour when absent, as for Mantine's Badge. */
  color?: MantineColor;
  variant: Variant;
  size: 'xs' | 'sm' | 'md';
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'color'>) {
  const theme = useMantineTheme();
  const colors = variantColors(theme, color ?? theme.primaryColor, variant);
  return (
    <span
      {...rest}
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-size={size}
      style={
        {
          '--badge-bg': colors.background,
          '--badge-color': colors.color,
          '--badge-bd': colors.border,
          ...style,
        } as CSSProperties
      }
    >
      {children}
    </span>
  );
}
