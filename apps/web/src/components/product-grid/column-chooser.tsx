import { Button, Checkbox, Group, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { PRODUCT_COLUMNS, type ProductColumn } from '@shelfscope/contracts';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { COLUMN_LABELS, DEFAULT_COLUMNS } from './column-labels';

/**
 * Which columns the grid shows. Each change is applied and saved at once as the member's
 * default columns (the caller saves); new columns go to the end, in the order chosen.
 */
export function ColumnChooser({
  columns,
  onChange,
  status,
}: {
  columns: ProductColumn[];
  onChange: (next: ProductColumn[]) => void;
  status?: string;
}) {
  const [query, setQuery] = useState('');
  const shown = PRODUCT_COLUMNS.filter((c) => COLUMN_LABELS[c].toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (column: ProductColumn, on: boolean) =>
    onChange(on ? [...columns, column] : columns.filter((c) => c !== column));
  return (
    <Popover width={280} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns ({columns.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            aria-label="Find a column"
            placeholder="Find a column"
            leftSection={<IconSearch size={14} />}
            size="xs"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6} role="group" aria-label="Columns shown">
              {shown.map((c) => (
                <Checkbox
                  key={c}
                  size="xs"
                  label={COLUMN_LABELS[c]}
                  checked={columns.includes(c)}
                  onChange={(e) => toggle(c, e.currentTarget.checked)}
                />
              ))}
              {shown.length === 0 ? (
                <Text size="xs" c="dimmed">
                  No column matches.
                </Text>
              ) : null}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="space-between">
            <Text size="xs" c="dimmed" aria-live="polite">
              {status ?? ''}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => onChange(DEFAULT_COLUMNS)}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
