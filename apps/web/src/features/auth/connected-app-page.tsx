import { Center, Group, Stack, Title, useComputedColorScheme } from '@mantine/core';
import { darkTheme, LoginWidget, type WidgetConfig } from '@shelfscope/login-widget';
import { useMemo } from 'react';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { COOKIE_OPTIONS, useSession } from '../../lib/session';

/**
 * /oauth/authorize and /oauth/logout: the pages a connected app (an OAuth client of ShelfScope's
 * identity service) sends members to. The login widget reads the request from the address
 * (client_id, redirect_uri, scope, state, … or post_logout_redirect_uri) and shows the consent
 * screen or the logout confirmation (docs/identity.md, "Connected apps: consent and logout pages").
 */
export default function ConnectedAppPage() {
  const session = useSession();
  const scheme = useComputedColorScheme('light');
  const config = useMemo<WidgetConfig>(
    () => ({
      publicToken: session.config.publicToken,
      baseUrl: session.config.baseUrl,
      cookieOptions: COOKIE_OPTIONS,
      sessionCookies: session.config.sessionCookies,
      // The consent and logout screens use no login product; the field is required.
      products: ['emailOtp'],
      ...(scheme === 'dark' ? { theme: darkTheme } : {}),
    }),
    [session.config, scheme],
  );
  return (
    <Stack mih="100dvh" gap={0}>
      <Group justify="space-between" px="lg" py="sm">
        <Group gap={8} wrap="nowrap">
          <img src="/favicon.svg" alt="" width={26} height={26} />
          <Title order={1} size="h4">
            ShelfScope
          </Title>
        </Group>
        <ColorSchemeToggle />
      </Group>
      <Center flex={1} px="md" py="xl">
        <Stack gap="md" w={400} maw="100%">
          <LoginWidget config={config} />
        </Stack>
      </Center>
    </Stack>
  );
}
