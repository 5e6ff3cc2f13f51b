import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is a phone's width: at most Mantine's `sm` breakpoint (48em), where the
 * shell's navigation collapses into its menu (app-layout.tsx). Pages lay out for a phone below it.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)');
}
