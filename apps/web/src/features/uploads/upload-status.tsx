import {
  Alert,
  Badge,
  Group,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import type { UploadDetail, UploadRowStatus } from '@shelfscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportMenu } from '../../components/export-menu';
import { stockText } from '../../lib/format';
import { useLiveEvents } from '../../lib/live-events';
import { formatCount, formatDateTime } from '../../lib/locale';
import { money, packCostText, packCostTitle } from '../../lib/money';
import { useSupplierCurrency } from '../../lib/suppliers';
import { FINISHED, type ReportQuery, useUpload } from './api/uploads';
import { BestMatches } from './best-matches';
import { ChooseMatch } from './choose-match';
import { EligibilityChecks } from './eligibility-checks';
import { WhatChanged } from './what-changed';

const PAGE_SIZE = 25;
const STATUS_COLORS: Record<UploadDetail['status'], string> = {
  queued: 'gray',
  parsing: 'blue',
  matching: 'blue',
  done: 'teal',
  stopped: 'orange',
  failed: 'red',
};
const ROW_COLORS: Record<UploadRowStatus, string> = {
  pending: 'gray',
  matched: 'teal',
  updated: 'teal',
  unmatched: 'orange',
  candidates: 'yellow',
  merged: 'gray',
  failed: 'red',
  skipped: 'gray',
};
const FILTERS: { value: string; label: string }[] = [
  { value: 'all', label: 'All rows' },
  { value: 'failed', label: 'Failed' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'candidates', label: 'Several matches' },
  { value: 'merged', label: 'Merged' },
];

/**
 * A waiting upload's place in its company's line (the server runs a few of a company's uploads
 * at once; the others wait, first come, first served). Null when it is not waiting.
 */
export function waitingText(u: Pick<UploadDetail, 'status' | 'queuePosition'>): string | null {
  if (u.status !== 'queued' || u.queuePosition === null) return null;
  return u.queuePosition === 1
    ? 'Waiting: next in line, it starts when one of your running uploads ends.'
    : `Waiting: number ${u.queuePosition} in line, it starts after your uploads ahead of it.`;
}

/**
 * One upload: its status and counters, followed live (the stream's `upload` events; a 2 s
 * re-read while it runs), the columns the server used, and the row report with its CSV.
 */
export function UploadStatus({ uploadId }: { uploadId: string }) {
  const [report, setReport] = useState<ReportQuery>({ page: 1, pageSize: PAGE_SIZE, status: null });
  const upload = useUpload(uploadId, report);
  const [tab, setTab] = useState<'rows' | 'changes'>('rows');
  // A price list is in its supplier's currency; its candidates' figures in the marketplace's.
  const currencies = useSupplierCurrency(upload.data?.supplierId);
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.event !== 'upload' || event.data.uploadId !== uploadId) return;
    // The recent uploads' list shows its status and counts too.
    void queryClient.invalidateQueries({ queryKey: ['uploads', 'one', uploadId] });
    void queryClient.invalidateQueries({ queryKey: ['uploads', 'list'] });
  });

  if (upload.isError)
    return (
      <Alert color="red" role="alert" title="This upload cannot be shown">
        {upload.error.message}
      </Alert>
    );
  const u = upload.data;
  if (!u) return <Text c="dimmed">Loading the upload…</Text>;
  const total = u.rowsTotal ?? u.rowsRead;
  const isRunning = !FINISHED.includes(u.status);
  const percent = total > 0 ? Math.min(100, (u.processed / total) * 100) : isRunning ? 0 : 100;
  const columns = Object.entries(u.columns ?? {});
  const waiting = waitingText(u);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{u.fileName}</Text>
            <Text size="xs" c="dimmed">
              {u.format.toUpperCase()}, {(u.sizeBytes / 1024).toFixed(0)} kB, uploaded {formatDateTime(u.created)}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[u.status]} variant="light" size="lg">
            {u.status}
          </Badge>
        </Group>
        {waiting ? (
          <Text size="sm" c="dimmed" role="status">
            {waiting}
          </Text>
        ) : null}
        <Progress value={percent} animated={isRunning} color={STATUS_COLORS[u.status]} aria-label="Rows processed" />
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          {(
            [
              ['Rows', formatCount(total)],
              ['Processed', formatCount(u.processed)],
              ['Matched', formatCount(u.matched)],
              ['Not found', formatCount(u.unmatched)],
              ['Several matches', formatCount(u.candidates)],
              ['Failed', formatCount(u.failed)],
            ] as const
          ).map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        {u.status === 'done' ? <EligibilityChecks uploadId={u.id} finished /> : null}
        {u.message ? (
          <Alert
            color={u.status === 'failed' ? 'red' : u.status === 'stopped' ? 'orange' : 'blue'}
            title={u.status === 'failed' ? 'The file could not be processed: nothing was added' : undefined}
            role={u.status === 'failed' ? 'alert' : undefined}
            py={6}
          >
            {u.message}
          </Alert>
        ) : null}
        {isRunning ? null : <BestMatches uploadId={u.id} open={u.candidates} />}
        {columns.length > 0 ? (
          <Text size="xs" c="dimmed">
            Columns used: {columns.map(([field, header]) => `${field} ← “${header}”`).join(', ')}
          </Text>
        ) : null}
        <Tabs value={tab} onChange={(value) => setTab(value === 'changes' ? 'changes' : 'rows')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="rows">Row report</Tabs.Tab>
            {u.changes ? <Tabs.Tab value="changes">What changed</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="rows" pt="sm">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <SegmentedControl
                  style={{ maxWidth: '100%', overflowX: 'auto' }}
                  size="xs"
                  data={FILTERS}
                  value={report.status ?? 'all'}
                  onChange={(value) =>
                    setReport({ ...report, page: 1, status: value === 'all' ? null : (value as UploadRowStatus) })
                  }
                  aria-label="Rows to show"
                />
                <ExportMenu
                  label="Row report"
                  fileName="report"
                  urlOf={(format) => `/api/Upload/${encodeURIComponent(uploadId)}/report?format=${format}`}
                />
              </Group>
              <Table.ScrollContainer minWidth={980} type="native" tabIndex={0}>
                <Table striped verticalSpacing={4} fz="sm" aria-label="Row report">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Outcome</Table.Th>
                      <Table.Th>Identifier</Table.Th>
                      <Table.Th>Item no.</Table.Th>
                      <Table.Th>ASIN</Table.Th>
                      <Table.Th>At Amazon</Table.Th>
                      <Table.Th ta="right">Pack cost</Table.Th>
                      <Table.Th miw={320}>Why</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {u.report.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={8}>
                          <Text c="dimmed" size="sm">
                            {isRunning ? 'Rows appear here as they are read.' : 'No row has this outcome.'}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      u.report.map((row) => (
                        <Table.Tr key={row.row}>
                          <Table.Td>{row.row}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Badge size="sm" variant="light" color={ROW_COLORS[row.status]} tt="none">
                              {row.status}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{row.original ?? row.identifier ?? '–'}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.itemNumber ?? '–'}</Table.Td>
                          <Table.Td>
                            {row.status === 'candidates' && row.identifier ? (
                              <Stack gap={4} align="flex-start">
                                <Text size="xs" c="dimmed">
                                  {row.candidates.join(', ')}
                                </Text>
                                <ChooseMatch
                                  uploadId={u.id}
                                  row={row.row}
                                  identifier={row.identifier}
                                  packSize={row.packCost === null ? 1 : (row.packSize ?? 1)}
                                  currency={currencies.figures}
                                />
                              </Stack>
                            ) : (
                              (row.asin ?? '–')
                            )}
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {stockText(row) ? (
                              <Badge
                                size="sm"
                                variant="light"
                                color="teal"
                                tt="none"
                                title="What your Amazon seller account holds"
                              >
                                {stockText(row)}
                              </Badge>
                            ) : (
                              '–'
                            )}
                          </Table.Td>
                          <Table.Td
                            ta="right"
                            style={{ whiteSpace: 'nowrap' }}
                            title={packCostTitle(row.packCost, row.packSize ?? 1, currencies.prices)}
                          >
                            {row.packCost === null
                              ? money(row.unitCost, currencies.prices)
                              : packCostText(row.packCost, row.packSize ?? 1, currencies.prices)}
                          </Table.Td>
                          <Table.Td>{row.reason ?? ''}</Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {u.reportTotal > PAGE_SIZE ? (
                <Pagination
                  size="sm"
                  total={Math.ceil(u.reportTotal / PAGE_SIZE)}
                  value={report.page}
                  onChange={(page) => setReport({ ...report, page })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
          {u.changes ? (
            <Tabs.Panel value="changes" pt="sm">
              <WhatChanged uploadId={u.id} summary={u.changes} prices={currencies.prices} figures={currencies.figures} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Paper>
  );
}
