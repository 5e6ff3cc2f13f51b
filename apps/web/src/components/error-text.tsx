import { Alert, Text } from '@mantine/core';

/** A refused request's message, in place (inside the form or dialog that sent it); nothing without an error. */
export function ErrorText({ error }: { error: Error | null | undefined }) {
  return error ? (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {error.message}
      </Text>
    </Alert>
  ) : null;
}
