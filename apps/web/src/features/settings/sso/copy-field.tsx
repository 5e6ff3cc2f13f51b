import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A value to copy into the identity provider's settings. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code style={{ overflowWrap: 'anywhere', flex: 1 }}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
