import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A secret the server shows this once (an API key, a signing secret), with a copy button. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Alert color="yellow" variant="light" title={`Copy the ${label} now`}>
      <Stack gap="xs">
        <Text size="sm">It is not shown again: ShelfScope keeps only what it needs to check it.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code data-testid="shown-once" style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} aria-label={`Copy the ${label}`}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A timestamp as the reader's locale writes it, or a dash. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
