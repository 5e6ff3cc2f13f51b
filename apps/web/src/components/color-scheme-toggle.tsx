import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { SchemeIcon } from './scheme-icon';

/**
 * Switches light/dark; Mantine remembers the choice in localStorage. The header shows it on every
 * page, so it stays light for the first visit's JavaScript: a native title instead of a Tooltip
 * (its floating-position code), and SchemeIcon instead of the icon library's shared chunk. (The
 * sign-in page has its own, in features/auth/widget-frame.tsx.)
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      <SchemeIcon scheme={computed} />
    </ActionIcon>
  );
}
