import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useDownload } from '../lib/download';
import { mantineToaster } from '../lib/toaster';

const FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
] as const;
export type TableFormat = (typeof FORMATS)[number]['format'];

/**
 * "Export" with a choice of CSV or XLSX: downloads `urlOf(format)` from the API (streamed by the
 * server) under the name the server gives; a failure is said in a notification.
 */
export function ExportMenu({
  urlOf,
  fileName,
  disabled,
  label = 'Export',
}: {
  urlOf: (format: TableFormat) => string;
  /** The name when the server gives none, without extension. */
  fileName: string;
  disabled?: boolean;
  label?: string;
}) {
  const download = useDownload();
  const [busy, setBusy] = useState<TableFormat | null>(null);
  const fetch = async (format: TableFormat) => {
    setBusy(format);
    try {
      await download(urlOf(format), `${fileName}.${format}`);
    } catch (error) {
      mantineToaster.error('Error', (error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} disabled={disabled} loading={busy !== null}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label: name }) => (
          <Menu.Item key={format} onClick={() => void fetch(format)}>
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
