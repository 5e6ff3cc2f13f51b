import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { longName } from './long-name';

/** The title block every page starts with; `actions` sit on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0} maw="100%">
        <Title order={2} className={longName.heading} title={title}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={640}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
