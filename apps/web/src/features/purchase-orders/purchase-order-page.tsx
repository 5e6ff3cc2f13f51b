import { Alert, Anchor, Badge, Breadcrumbs, Button, Group, Loader, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useDownload } from '../../lib/download';
import { mantineToaster } from '../../lib/toaster';
import { useOrder } from './api/purchase-orders';
import { BuyerBlock } from './buyer-block';
import { day, orderName } from './format';
import { OrderBlock, SupplierBlock } from './order-header';
import { OrderLines } from './order-lines';
import { DeleteOrderModal } from './order-modals';
import { STATUS_COLORS, statusLabel } from './status';

// Typed as a plain string: the router's path types list only its static routes.
const LIST_PATH: string = '/purchase-orders';

const FORMATS = [
  { format: 'pdf', label: 'PDF (to send)' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
  { format: 'csv', label: 'CSV' },
] as const;

/** One order: supplier and order blocks, the status moves, the lines and totals, and its files. */
export default function PurchaseOrderPage() {
  const { orderId = '' } = useParams({ strict: false }) as { orderId?: string };
  const order = useOrder(orderId);
  const download = useDownload();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const data = order.data;

  const fetchFile = async (format: string) => {
    setDownloading(format);
    try {
      await download(`/api/PurchaseOrder/${encodeURIComponent(orderId)}/download?format=${format}`, `purchase-order.${format}`);
    } catch (error) {
      mantineToaster.error('Error', (error as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  const crumbs = (
    <Breadcrumbs mb="xs">
      <Anchor component={Link} to={LIST_PATH} size="sm">
        Purchase orders
      </Anchor>
      <Text size="sm">{data ? orderName(data) : '…'}</Text>
    </Breadcrumbs>
  );
  if (order.isError)
    return (
      <>
        {crumbs}
        <Alert color="red" variant="light" title="The order could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.error.message}
          </Text>
        </Alert>
      </>
    );
  if (!data)
    return (
      <>
        {crumbs}
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading the order" />
        </Group>
      </>
    );

  return (
    <>
      {crumbs}
      <PageHeader
        title={`${orderName(data)} to ${data.supplierName}`}
        description={`${[data.invoiceNumber ? `Invoice ${data.invoiceNumber}` : null, data.placementDate ? `Placed ${day(data.placementDate)}` : 'Not placed yet'].filter(Boolean).join(' · ')}. Quantities are supplier packs.`}
        actions={
          <Group gap="xs">
            <Badge size="lg" variant="light" radius="sm" color={STATUS_COLORS[data.status] ?? 'gray'}>
              {statusLabel(data.status)}
            </Badge>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  leftSection={<IconDownload size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  loading={downloading !== null}
                >
                  Download
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {FORMATS.map((f) => (
                  <Menu.Item key={f.format} onClick={() => void fetchFile(f.format)}>
                    {f.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BuyerBlock order={data} />
          <SupplierBlock order={data} />
        </SimpleGrid>
        <OrderBlock order={data} />
        <OrderLines order={data} />
      </Stack>
      <DeleteOrderModal
        order={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: LIST_PATH })}
      />
    </>
  );
}
