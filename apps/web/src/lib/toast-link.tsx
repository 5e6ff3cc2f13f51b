import { Anchor, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { ToastLink } from './request';

/** A toast's message with its link under it (the 403 toast's "Open Plan & billing"). */
export function ToastMessageWithLink({ message, link, onGo }: { message: string; link: ToastLink; onGo: (() => void) | null }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor
        href={link.to}
        size="sm"
        fw={600}
        onClick={(event: MouseEvent) => {
          // Inside the running app: a client-side move (no reload); otherwise the link loads the page.
          if (!onGo) return;
          event.preventDefault();
          onGo();
        }}
      >
        {link.label}
      </Anchor>
    </Stack>
  );
}
