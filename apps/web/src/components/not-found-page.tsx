import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';

export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Text c="dimmed" fw={600}>
        404
      </Text>
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/" variant="light">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
