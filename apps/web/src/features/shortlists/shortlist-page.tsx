import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconFileInvoice, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { Permitted } from '../../components/permitted';
import { usePermissions } from '../../lib/permissions';
import { useSupplierCurrency } from '../../lib/suppliers';
import { shortlistKeys, useCreateOrderFromShortlist, useRefreshShortlist, useShortlistSummary } from './api/shortlists';
import { ProposalsPanel } from './proposals-panel';
import { ShortlistItems } from './shortlist-items';
import { DeleteShortlistModal, RenameShortlistModal } from './shortlist-modals';
import { ShortlistOverridePanel } from './shortlist-override';
import { ShortlistTargetStockPanel } from './shortlist-target-stock';
import { ShortlistTotalsPanel } from './shortlist-totals';

// Typed as a plain string: the router's path types list only its static routes.
const LIST_PATH: string = '/shortlists';

/**
 * One shortlist: its live totals, the shortlist-wide override, the lines with their figures
 * (quantity, comment and the item's override edited in place), refresh, and the purchase order
 * made from it.
 */
export default function ShortlistPage() {
  const { shortlistId = '' } = useParams({ strict: false }) as { shortlistId?: string };
  const summary = useShortlistSummary(shortlistId);
  const currency = useSupplierCurrency(summary.data?.supplierId).figures;
  const updating = useIsFetching({ queryKey: shortlistKeys.summary(shortlistId) }) > 0;
  const refresh = useRefreshShortlist(shortlistId);
  const createOrder = useCreateOrderFromShortlist();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const shortlist = summary.data;
  const { may, why } = usePermissions();

  const crumbs = (
    <Breadcrumbs mb="xs" fz="sm">
      <Anchor component={Link} to={LIST_PATH} size="sm">
        Shortlists
      </Anchor>
      <Text size="sm">{shortlist?.name ?? '…'}</Text>
    </Breadcrumbs>
  );

  if (summary.isError)
    return (
      <>
        {crumbs}
        <Alert color="red" variant="light" title="The shortlist could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {summary.error.message}
          </Text>
        </Alert>
      </>
    );
  if (!shortlist)
    return (
      <>
        {crumbs}
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading the shortlist" />
        </Group>
      </>
    );

  return (
    <>
      {crumbs}
      <PageHeader
        title={shortlist.name}
        description={`Products of ${shortlist.supplierName}. Quantities are listing (ASIN) units; every figure follows the price the overrides select.`}
        actions={
          <Group gap="xs">
            <Permitted permission="products:write">
              {(allowed) => (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  loading={refresh.isPending}
                  onClick={() => refresh.mutate()}
                  disabled={!allowed || shortlist.shortlistItemsCount === 0}
                >
                  Refresh
                </Button>
              )}
            </Permitted>
            <Permitted permission="orders:write">
              {(allowed) => (
                <Button
                  leftSection={<IconFileInvoice size={16} />}
                  loading={createOrder.isPending}
                  disabled={!allowed || shortlist.shortlistItemsCount === 0}
                  onClick={() =>
                    createOrder.mutate(shortlist, {
                      onSuccess: (order) => void navigate({ to: `/purchase-orders/${order.id}` }),
                    })
                  }
                >
                  Create purchase order
                </Button>
              )}
            </Permitted>
            <ExportMenu
              fileName="shortlist"
              disabled={shortlist.shortlistItemsCount === 0}
              urlOf={(format) => `/api/Shortlist/${encodeURIComponent(shortlist.id)}/export?format=${format}`}
            />
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={14} />}>
                  More
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setRenaming(true)}
                  disabled={!may('shortlists:write')}
                >
                  Rename
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconTrash size={14} />}
                  color="red"
                  onClick={() => setDeleting(true)}
                  disabled={!may('shortlists:delete')}
                  title={may('shortlists:delete') ? undefined : why('shortlists:delete')}
                >
                  Delete shortlist
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
      />
      <Stack gap="md">
        {createOrder.error || refresh.error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            withCloseButton
            onClose={() => {
              createOrder.reset();
              refresh.reset();
            }}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {(createOrder.error ?? refresh.error)?.message}
            </Text>
          </Alert>
        ) : null}
        <ProposalsPanel shortlistId={shortlist.id} waiting={shortlist.proposalsCount} />
        <ShortlistTotalsPanel totals={shortlist} updating={updating} currency={currency} />
        <ShortlistOverridePanel shortlist={shortlist} />
        <ShortlistTargetStockPanel shortlist={shortlist} />
        <ShortlistItems shortlistId={shortlist.id} />
      </Stack>
      <RenameShortlistModal shortlist={renaming ? shortlist : null} onClose={() => setRenaming(false)} />
      <DeleteShortlistModal
        shortlist={deleting ? shortlist : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: LIST_PATH })}
      />
    </>
  );
}
