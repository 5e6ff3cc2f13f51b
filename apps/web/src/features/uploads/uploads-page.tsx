import { Alert, Anchor, Badge, Grid, Group, Paper, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { formatCount, formatDateTime } from '../../lib/locale';
import { possessive } from '../../lib/plural';
import { useSupplierOptions } from '../../lib/suppliers';
import { useUploads } from './api/uploads';
import { UploadForm } from './upload-form';
import { UploadStatus, waitingText } from './upload-status';

// The router's path types cover only routes known at build time; these are registered from AREAS.
const UPLOADS: string = '/uploads';
const PRODUCTS: string = '/products';

/**
 * /uploads: a supplier's price lists. Upload a CSV or XLSX (spec: POST /api/Product/bulk), follow
 * it live, read its row report; the supplier's products list refreshes when it is done.
 * `?supplierId=` picks the supplier, `?uploadId=` opens an upload (notifications link here).
 */
export default function UploadsPage() {
  const search = useSearch({ strict: false }) as { supplierId?: string; uploadId?: string };
  const navigate = useNavigate();
  const suppliers = useSupplierOptions();
  const supplierId = search.supplierId ?? null;
  const uploads = useUploads(supplierId);
  const go = (next: { supplierId?: string | null; uploadId?: string | null }) =>
    void navigate({
      to: UPLOADS,
      search: {
        ...(next.supplierId !== undefined
          ? next.supplierId
            ? { supplierId: next.supplierId }
            : {}
          : supplierId
            ? { supplierId }
            : {}),
        ...(next.uploadId ? { uploadId: next.uploadId } : {}),
      } as never,
    });
  const supplierName = (id: string) => suppliers.data?.find((s) => s.id === id)?.name ?? 'a supplier';
  // A chosen file's preview (mapping and sample rows) needs the page's width: the form takes it,
  // and the recent uploads go below it.
  const [fileChosen, setFileChosen] = useState(false);

  return (
    <>
      <PageHeader
        title="Price lists"
        description="Upload a supplier's price list: every row is matched to a marketplace product by its ASIN, UPC, EAN or ISBN and analysed. Bad rows are reported with the reason and never stop the good ones."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: fileChosen ? 12 : 5 }}>
          <Stack gap="md">
            <Select
              label="Supplier"
              placeholder={suppliers.isLoading ? 'Loading suppliers…' : 'Choose the supplier of this price list'}
              data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={supplierId}
              onChange={(value) => go({ supplierId: value, uploadId: null })}
              searchable
              nothingFoundMessage="No supplier by that name"
            />
            {suppliers.isError ? (
              <Alert color="red" role="alert">
                {suppliers.error.message}
              </Alert>
            ) : null}
            <UploadForm supplierId={supplierId} onStarted={(uploadId) => go({ uploadId })} onFile={setFileChosen} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: fileChosen ? 12 : 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Text fw={600} mb="xs">
                Recent uploads{supplierId ? ` for ${supplierName(supplierId)}` : ''}
              </Text>
              {uploads.isError ? (
                <Text c="red" size="sm" role="alert">
                  {uploads.error.message}
                </Text>
              ) : (uploads.data ?? []).length === 0 ? (
                <Text c="dimmed" size="sm">
                  {uploads.isLoading ? 'Loading…' : 'No price list uploaded yet.'}
                </Text>
              ) : (
                <Stack gap={4}>
                  {(uploads.data ?? []).map((u) => (
                    <UnstyledButton
                      key={u.id}
                      onClick={() => go({ uploadId: u.id })}
                      aria-current={u.id === search.uploadId ? 'true' : undefined}
                      p={6}
                      style={{
                        borderRadius: 6,
                        background: u.id === search.uploadId ? 'var(--mantine-color-default-hover)' : undefined,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={0}>
                          <Text size="sm" lineClamp={1}>
                            {u.fileName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {supplierName(u.supplierId)} · {formatDateTime(u.created)} · {formatCount(u.matched)} matched
                          </Text>
                        </Stack>
                        <Badge size="sm" variant="light" tt="none" title={waitingText(u) ?? undefined}>
                          {u.queuePosition === null ? u.status : `${u.status} · #${u.queuePosition}`}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              )}
            </Paper>
            {search.uploadId || fileChosen ? null : (
              <Paper withBorder p="xl" radius="md">
                <Text c="dimmed" ta="center">
                  Choose a supplier and a file to start; its progress and row report show here. You can leave this page: a
                  notification tells you when the list is processed.
                </Text>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        {search.uploadId ? (
          // The row report takes the page's whole width: its reasons need the room.
          <Grid.Col span={12}>
            <Stack gap="xs">
              <UploadStatus key={search.uploadId} uploadId={search.uploadId} />
              {supplierId ? (
                <Anchor size="sm" onClick={() => void navigate({ to: PRODUCTS, search: { supplierId } as never })}>
                  Open {possessive(supplierName(supplierId))} products
                </Anchor>
              ) : null}
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
}
