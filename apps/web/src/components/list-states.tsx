import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list page's body in its four states: the load failed (the error in place), loading, empty
 * (a title and a hint at what to do first), or the list itself.
 */
export function ListStates({
  query,
  noun,
  isEmpty,
  empty,
  children,
}: {
  query: { isError: boolean; error: Error | null; isLoading: boolean };
  /** What the page lists, plural: "shortlists" ("The shortlists could not be loaded"). */
  noun: string;
  isEmpty: boolean;
  empty: { title: string; hint: ReactNode };
  children: ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={`The ${noun} could not be loaded`} role="alert">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {query.error?.message}
        </Text>
      </Alert>
    );
  if (query.isLoading)
    return (
      <Group justify="center" p="xl">
        {/* A named loader is a status: axe refuses a name on an element with no role (aria-prohibited-attr). */}
        <Loader role="status" size="sm" aria-label={`Loading ${noun}`} />
      </Group>
    );
  if (isEmpty)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text fw={500}>{empty.title}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {empty.hint}
        </Text>
      </Paper>
    );
  return children;
}
