import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveFile } from '../../lib/download';
import { percent } from '../../lib/format';
import { currencyOf, money } from '../../lib/money';
import { localDay, type ScanEntry } from './scan-store';
import { scansCsv } from './scans-csv';

const STATUS_WORDS: Record<ScanEntry['status'], string> = {
  // Short: a badge beside the code on a phone's width (the list's heading counts the queued).
  queued: 'queued',
  looking: 'looking up',
  found: '',
  pick: 'pick one',
  'not-found': 'not listed',
  failed: 'failed',
};

/** One line of the list: the code's product and whether it pays, or where its lookup is. */
function ScanLine({ entry, isSelected, onSelect }: { entry: ScanEntry; isSelected: boolean; onSelect: () => void }) {
  const p = entry.product;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      w="100%"
      px="xs"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: isSelected ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          {p ? (
            <Text size="sm" truncate>
              {p.title}
            </Text>
          ) : null}
          <Text size={p ? 'xs' : 'sm'} c={p ? 'dimmed' : undefined} ff="monospace">
            {entry.code}
          </Text>
        </div>
        {p && entry.status === 'found' ? (
          <Text
            size="sm"
            fw={600}
            c={p.profitLoss === null ? 'dimmed' : p.profitLoss < 0 ? 'var(--pa-bad)' : 'var(--pa-good)'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {p.profitLoss === null ? 'no price yet' : `${money(p.profitLoss, currencyOf(p))} · ${percent(p.roi)}`}
          </Text>
        ) : (
          <Badge variant="light" color={entry.status === 'failed' ? 'red' : 'gray'}>
            {STATUS_WORDS[entry.status]}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** Everything scanned today, newest first, each opening its card; exported as CSV. */
export function ScansToday({
  entries,
  selectedCode,
  onSelect,
}: {
  entries: readonly ScanEntry[];
  selectedCode: string | null;
  onSelect: (code: string) => void;
}) {
  const queued = entries.filter((e) => e.status === 'queued').length;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs">
        <div>
          <Text fw={600} component="h3" size="md" m={0}>
            Scanned today
          </Text>
          <Text size="xs" c="dimmed">
            {entries.length} {entries.length === 1 ? 'code' : 'codes'}
            {queued > 0 ? `, ${queued} waiting for a connection` : ''}
          </Text>
        </div>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          disabled={entries.length === 0}
          onClick={() =>
            saveFile({
              blob: new Blob([scansCsv(entries)], { type: 'text/csv;charset=utf-8' }),
              fileName: `scans-${localDay(new Date())}.csv`,
            })
          }
        >
          Export CSV
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing scanned yet today: hold a barcode in front of the camera.
        </Text>
      ) : (
        <Stack component="ul" gap={2} aria-label="Scanned today" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((e) => (
            <li key={e.code} data-code={e.code}>
              <ScanLine entry={e} isSelected={e.code === selectedCode} onSelect={() => onSelect(e.code)} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
