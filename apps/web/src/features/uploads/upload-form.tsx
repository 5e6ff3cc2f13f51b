import { Alert, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { UploadField, UploadMapping } from '@shelfscope/contracts';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useStartUpload } from './api/uploads';
import { readHeaders } from './headers';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
/** The server's default limit (UPLOAD_MAX_BYTES, docs/uploads.md); it has the last word. */
const MAX_BYTES = 50 * 1024 * 1024;
const AUTO = '';

/** The fields of a price list row (spec: Spreadsheet row, plus the identifier) and what they mean. */
const FIELDS: { field: UploadField; label: string; hint: string }[] = [
  { field: 'identifier', label: 'Identifier', hint: 'ASIN, UPC, EAN or ISBN' },
  { field: 'productLink', label: 'Product link', hint: 'a marketplace link holding the ASIN' },
  { field: 'unitPrice', label: 'Unit price', hint: 'cost of one item' },
  { field: 'packPrice', label: 'Pack price', hint: 'cost of one case or pack' },
  { field: 'packSize', label: 'Pack size', hint: 'items per case' },
  { field: 'notes', label: 'Notes', hint: 'description or comment' },
  { field: 'deal', label: 'Deal', hint: 'promotion or discount' },
  { field: 'supplier', label: 'Supplier', hint: 'the supplier named on the row' },
  { field: 'itemNumber', label: 'Item number', hint: 'the supplier’s own number (Item #, SKU)' },
];

/**
 * Choose a CSV or XLSX price list, see its columns, map any the server would not recognise, and
 * start. Columns left on "Detect automatically" are matched by their header names and synonyms
 * on the server (docs/uploads.md); the upload's page then shows which column each field used.
 */
export function UploadForm({ supplierId, onStarted }: { supplierId: string | null; onStarted: (uploadId: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<UploadMapping>({});
  const start = useStartUpload();

  const choose = async (chosen: File) => {
    setProblem(null);
    setMapping({});
    setFile(chosen);
    try {
      setHeaders((await readHeaders(chosen)).filter((h) => h !== ''));
    } catch (error) {
      setHeaders([]);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const submit = () => {
    if (!file || !supplierId) return;
    start.mutate(
      { supplierId, file, mapping },
      {
        onSuccess: (created) => {
          setFile(null);
          setHeaders([]);
          onStarted(created.id);
        },
      },
    );
  };
  const options = [{ value: AUTO, label: 'Detect automatically' }, ...[...new Set(headers)].map((h) => ({ value: h, label: h }))];

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Dropzone
          onDrop={(files) => files[0] && void choose(files[0])}
          onReject={(rejected) => setProblem(rejected[0]?.errors[0]?.message ?? 'That file cannot be uploaded.')}
          accept={ACCEPT}
          maxSize={MAX_BYTES}
          multiple={false}
          aria-label="Price list file"
        >
          <Group justify="center" gap="md" mih={88} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={36} stroke={1.5} />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={500}>{file ? file.name : 'Drop a price list here, or click to choose one'}</Text>
              <Text size="sm" c="dimmed">
                {file
                  ? `${(file.size / 1024).toFixed(0)} kB, ${headers.length} columns`
                  : 'CSV or XLSX, up to 100,000 rows and 50 MB'}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {problem ? (
          <Alert color="red" role="alert" title="This file cannot be read">
            {problem}
          </Alert>
        ) : null}
        {file && headers.length > 0 ? (
          <Table striped withTableBorder verticalSpacing={4} aria-label="Column mapping">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Column in the file</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FIELDS.map(({ field, label, hint }) => (
                <Table.Tr key={field}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {hint}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={`Column for ${label}`}
                      data={options}
                      value={mapping[field] ?? AUTO}
                      allowDeselect={false}
                      onChange={(value) => setMapping(({ [field]: _, ...rest }) => (value ? { ...rest, [field]: value } : rest))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {start.isError ? (
          <Alert color="red" role="alert" title="The upload did not start">
            {start.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} disabled={!file || !supplierId || problem !== null} loading={start.isPending}>
            {supplierId ? 'Upload and analyse' : 'Choose a supplier first'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
