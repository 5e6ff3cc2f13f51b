import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { SchemePort } from './widget-frame';

/** The frame's colour scheme inside the app: Mantine's, which remembers the choice in localStorage. */
export function useMantineSchemePort(): SchemePort {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return { scheme, setScheme: setColorScheme };
}
