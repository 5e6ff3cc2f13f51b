import { Group, Title } from '@mantine/core';

/** The app's mark and name: the page's top-level heading in the app's header and on the sign-in pages. */
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={26} height={26} />
      <Title order={1} size="h4">
        ShelfScope
      </Title>
    </Group>
  );
}
