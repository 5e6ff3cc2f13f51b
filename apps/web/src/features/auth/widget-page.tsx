import { Center, Group, Stack, useComputedColorScheme } from '@mantine/core';
import { darkTheme, type WidgetConfig } from '@shelfscope/login-widget';
import { type ReactNode, useMemo } from 'react';
import { Brand } from '../../components/brand';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { COOKIE_OPTIONS, type useSession } from '../../lib/session';

/**
 * What every page that mounts the login widget gives it: the identity API, the session cookies,
 * and the dark theme when the app is dark. Each page adds its flow's products and options.
 */
export function useWidgetBase(session: ReturnType<typeof useSession>) {
  const scheme = useComputedColorScheme('light');
  const { config } = session;
  // One object while the session's config and the scheme stay: pages build their config on it.
  return useMemo(
    () =>
      ({
        publicToken: config.publicToken,
        baseUrl: config.baseUrl,
        cookieOptions: COOKIE_OPTIONS,
        sessionCookies: config.sessionCookies,
        ...(scheme === 'dark' ? { theme: darkTheme } : {}),
      }) satisfies Partial<WidgetConfig>,
    [config, scheme],
  );
}

/** The frame of the widget's pages (sign-in, consent, logout): the app's name and theme toggle, the widget centred. */
export function WidgetPage({ children }: { children: ReactNode }) {
  return (
    <Stack mih="100dvh" gap={0}>
      <Group justify="space-between" px="lg" py="sm">
        <Brand />
        <ColorSchemeToggle />
      </Group>
      <Center flex={1} px="md" py="xl">
        <Stack gap="md" w={400} maw="100%">
          {children}
        </Stack>
      </Center>
    </Stack>
  );
}
