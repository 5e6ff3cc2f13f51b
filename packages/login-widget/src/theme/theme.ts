/** Colors and shape of one button kind. */
export interface ButtonTheme {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

/**
 * Theme options (spec section 3); every field is optional. The defaults (400px wide, 8px
 * radius, dark-teal palette, spec section 9) live in the stylesheet as custom properties on
 * `.ssl-root`, and a theme overrides them on the widget's own root element.
 */
export interface Theme {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: { primary?: ButtonTheme; secondary?: ButtonTheme };
  inputs?: {
    backgroundColor?: string;
    textColor?: string;
    placeholderColor?: string;
    borderColor?: string;
    borderRadius?: string;
  };
  fontFamily?: string;
  /** Hides titles and descriptions (the host shows its own); they stay for screen readers. */
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}

/** A dark preset in the same teal family; pass it as `theme` (or spread it and override). */
export const darkTheme: Theme = {
  container: { backgroundColor: '#0f1d24', borderColor: '#2c4550' },
  colors: { primary: '#e3eef1', secondary: '#9db3bc', success: '#5fd3c2', error: '#ff9b94' },
  buttons: {
    primary: { backgroundColor: '#3fb8a9', textColor: '#06161b', borderColor: '#3fb8a9' },
    secondary: { backgroundColor: 'transparent', textColor: '#e3eef1', borderColor: '#4f6b77' },
  },
  inputs: { backgroundColor: '#13262f', textColor: '#e3eef1', placeholderColor: '#7f98a2', borderColor: '#4f6b77' },
};

/** Custom property (without `--ssl-`) → theme option path. The stylesheet reads only these. */
const VARIABLES: Record<string, string> = {
  bg: 'container.backgroundColor',
  border: 'container.borderColor',
  radius: 'container.borderRadius',
  width: 'container.width',
  primary: 'colors.primary',
  secondary: 'colors.secondary',
  success: 'colors.success',
  error: 'colors.error',
  'btn-bg': 'buttons.primary.backgroundColor',
  'btn-fg': 'buttons.primary.textColor',
  'btn-border': 'buttons.primary.borderColor',
  'btn-radius': 'buttons.primary.borderRadius',
  'btn2-bg': 'buttons.secondary.backgroundColor',
  'btn2-fg': 'buttons.secondary.textColor',
  'btn2-border': 'buttons.secondary.borderColor',
  'btn2-radius': 'buttons.secondary.borderRadius',
  'input-bg': 'inputs.backgroundColor',
  'input-fg': 'inputs.textColor',
  'input-placeholder': 'inputs.placeholderColor',
  'input-border': 'inputs.borderColor',
  'input-radius': 'inputs.borderRadius',
  font: 'fontFamily',
};

/** The theme's options as custom properties for the widget's root (only those it sets). */
export function themeVariables(theme: Theme = {}): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, path] of Object.entries(VARIABLES)) {
    const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], theme);
    if (typeof value === 'string' && value) variables[`--ssl-${name}`] = value;
  }
  return variables;
}
