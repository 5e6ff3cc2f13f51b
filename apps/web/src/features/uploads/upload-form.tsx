import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import type { TextEncoding, UploadField, UploadMapping, UploadPreview } from '@shelfscope/contracts';
import { useState } from 'react';
import { FileDrop } from '../../components/file-drop';
import { longName } from '../../components/long-name';
import { counted } from '../../lib/plural';
import { useStartUpload, useUploadPreview } from './api/uploads';
import { EncodingChoice } from './encoding-choice';

const ACCEPT = '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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
 * Choose a CSV or XLSX price list and see, before anything starts, what the upload would read:
 * the server's preview (POST /api/Product/bulk/preview) names the column each field would use
 * and shows the first five rows. A field can be mapped to another column (the preview follows);
 * the upload is sent with that mapping. A file the server refuses (a PNG renamed .csv) is said
 * at once, here. A file without a header row (its first row reads as data) is offered as such:
 * its columns are then named A, B, C. A CSV's text encoding is named and can be changed. `onFile` tells the page whether a file is chosen (the
 * preview then takes the page's width).
 */
export function UploadForm({
  supplierId,
  onStarted,
  onFile,
}: {
  supplierId: string | null;
  onStarted: (uploadId: string) => void;
  onFile?: (chosen: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<UploadMapping>({});
  const [firstRowIsData, setFirstRowIsData] = useState(false);
  /** The encoding the user chose for a CSV; null: the detected one. */
  const [encoding, setEncoding] = useState<TextEncoding | null>(null);
  const preview = useUploadPreview();
  const start = useStartUpload();
  const read = preview.data ?? null;

  const look = (chosen: File, next: UploadMapping, headerless = firstRowIsData, textEncoding = encoding) => {
    setMapping(next);
    setFirstRowIsData(headerless);
    setEncoding(textEncoding);
    preview.mutate({ file: chosen, mapping: next, firstRowIsData: headerless, encoding: textEncoding });
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    onFile?.(true);
    preview.reset();
    if (!/\.(csv|txt|tsv|xlsx)$/i.test(chosen.name)) return setProblem(`${chosen.name} is not a CSV or XLSX file.`);
    if (chosen.size > MAX_BYTES) return setProblem(`${chosen.name} is larger than 50 MB, the most one upload takes.`);
    setProblem(null);
    look(chosen, {}, false, null);
  };
  const remap = (field: UploadField, header: string) => {
    if (!file) return;
    const { [field]: _, ...rest } = mapping;
    look(file, header === AUTO ? rest : { ...rest, [field]: header });
  };
  // The columns' names change (header texts or A, B, C): a mapping by the old names is dropped.
  const readHeaderless = (headerless: boolean) => file && look(file, {}, headerless);
  // Header texts read in another encoding are other texts: a mapping by the old ones is dropped.
  const readIn = (textEncoding: TextEncoding | null) => file && look(file, {}, firstRowIsData, textEncoding);
  const submit = () => {
    if (!file || !supplierId) return;
    start.mutate(
      { supplierId, file, mapping, firstRowIsData, encoding },
      {
        onSuccess: (created) => {
          setFile(null);
          setMapping({});
          setFirstRowIsData(false);
          setEncoding(null);
          onFile?.(false);
          preview.reset();
          onStarted(created.id);
        },
      },
    );
  };
  const headers = [...new Set((read?.headers ?? []).filter((h) => h !== ''))];
  const options = [{ value: AUTO, label: 'Automatic' }, ...headers.map((h) => ({ value: h, label: h }))];
  const refused = problem ?? (preview.isError ? preview.error.message : null);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <FileDrop
          label="Price list file"
          accept={ACCEPT}
          onFile={choose}
          title={file ? file.name : 'Drop a price list here, or click to choose one'}
          hint={
            file
              ? `${file.size < 1024 ? `${file.size} bytes` : `${(file.size / 1024).toFixed(0)} kB`}${read ? `, ${counted(headers.length, 'column')}` : ''}`
              : 'CSV or XLSX, up to 100,000 rows and 50 MB'
          }
        />
        {refused ? (
          <Alert color="red" role="alert" title="This file cannot be read">
            {refused}
          </Alert>
        ) : null}
        {preview.isPending ? <Loader role="status" size="xs" aria-label="Reading the file" /> : null}
        {file && read && !refused ? (
          <>
            <EncodingChoice read={read} chosen={encoding} onChange={readIn} />
            {read.looksHeaderless ? (
              <Alert color="blue" role="status" title="Row 1 looks like data, not a header">
                It holds a product code and a price. If the file has no header row, tick “The first row is data”: its columns are
                then named A, B, C.
              </Alert>
            ) : null}
            {read.problem ? (
              <Alert color="yellow" role="status" title="Map the columns before uploading">
                {read.problem}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {read.firstRowIsData
                  ? 'No header row: the columns are named A, B, C, and row 1 is uploaded as data.'
                  : `Header found on row ${read.headerRow}.`}{' '}
                Change a field’s column below if it is not the right one.
              </Text>
            )}
            {read.looksHeaderless || read.firstRowIsData || read.problem ? (
              <Checkbox
                label="The first row is data (the file has no header row)"
                checked={firstRowIsData}
                onChange={(event) => readHeaderless(event.currentTarget.checked)}
              />
            ) : null}
            <MappingTable read={read} mapping={mapping} options={options} onChange={remap} />
            <SampleRows read={read} />
          </>
        ) : null}
        {start.isError ? (
          <Alert color="red" role="alert" title="The upload did not start">
            {start.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            onClick={submit}
            disabled={!file || !supplierId || refused !== null || !read || read.problem !== null || preview.isPending}
            loading={start.isPending}
          >
            {supplierId ? 'Upload and analyse' : 'Choose a supplier first'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Each field with the column it would use and a choice of another. */
function MappingTable({
  read,
  mapping,
  options,
  onChange,
}: {
  read: UploadPreview;
  mapping: UploadMapping;
  options: { value: string; label: string }[];
  onChange: (field: UploadField, header: string) => void;
}) {
  return (
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
                onChange={(value) => onChange(field, value ?? AUTO)}
              />
              <Text size="xs" c="dimmed" mt={2} data-testid={`uses-${field}`}>
                {read.columns[field] ? `Uses “${read.columns[field]}”` : 'Not in this file'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The header and the first rows as the upload would read them, each used column named by its field. */
function SampleRows({ read }: { read: UploadPreview }) {
  const fieldOf = new Map(
    Object.entries(read.columns).map(([field, header]) => [header, FIELDS.find((f) => f.field === field)?.label]),
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder verticalSpacing={4} fz="xs" aria-label="First rows of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            {read.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <Table.Th key={i} style={{ whiteSpace: 'nowrap' }}>
                <Text size="xs" fw={600} className={longName.name} title={header}>
                  {header || '–'}
                </Text>
                {fieldOf.get(header) ? (
                  <Badge size="xs" variant="light" mt={2}>
                    {fieldOf.get(header)}
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {read.rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td c="dimmed">{row.row}</Table.Td>
              {read.headers.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <Table.Td key={i}>
                  <Text size="xs" className={longName.name} title={row.cells[i] ?? ''}>
                    {row.cells[i] ?? ''}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
