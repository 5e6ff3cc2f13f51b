import { Button, Group, Loader, MultiSelect, Pagination, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Supplier } from '@shelfscope/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ListStates } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { pagerControlLabels } from '../../components/pager-labels';
import { Permitted } from '../../components/permitted';
import { formatCount } from '../../lib/locale';
import { useCategoryOptions, useDeleteSupplier, useSuppliers } from './api/suppliers';
import { SupplierFormModal } from './supplier-form-modal';
import { SupplierTable } from './supplier-table';

const PAGE_SIZES = ['25', '50', '100'];

/** Every supplier: search by name, filter by category, page; create, edit in place, delete. */
export default function SuppliersPage() {
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [chosen, setChosen] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const suppliers = useSuppliers({ search, categories: chosen, page, pageSize });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const remove = useDeleteSupplier();

  // A new search, filter or page size starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the trigger
  useEffect(() => setPage(1), [search, chosen, pageSize]);

  const rows = suppliers.data?.rows ?? [];
  const total = suppliers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = search !== '' || chosen.length > 0;

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="The suppliers you buy from, their contact details, categories and how their products score."
        actions={
          <Permitted permission="suppliers:write">
            {(allowed) => (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!allowed}>
                New supplier
              </Button>
            )}
          </Permitted>
        }
      />
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label="Search suppliers by name"
          placeholder="Search by name"
          leftSection={<IconSearch size={14} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        <MultiSelect
          aria-label="Filter by category"
          placeholder={chosen.length ? undefined : 'Any category'}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          w={{ base: '100%', xs: 300 }}
          comboboxProps={{ withinPortal: true }}
        />
        {suppliers.isFetching && !suppliers.isLoading ? <Loader role="status" size="xs" aria-label="Updating" /> : null}
      </Group>
      <ListStates
        query={suppliers}
        noun="suppliers"
        isEmpty={rows.length === 0}
        empty={
          filtered
            ? { title: 'No supplier matches', hint: 'Try another name, or clear the category filter.' }
            : {
                title: 'No suppliers yet',
                hint: 'Add the suppliers you buy from, then upload their price lists to analyse their products.',
              }
        }
      >
        <Paper withBorder radius="md">
          <SupplierTable rows={rows} onEdit={setEditing} onDelete={setDeleting} />
          <Group justify="space-between" p="sm" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed">
              {formatCount(total)} {total === 1 ? 'supplier' : 'suppliers'}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Select
                aria-label="Suppliers per page"
                data={PAGE_SIZES}
                value={String(pageSize)}
                onChange={(v) => v && setPageSize(Number(v))}
                allowDeselect={false}
                w={80}
                size="xs"
              />
              <Pagination total={pages} value={page} onChange={setPage} size="sm" getControlProps={pagerControlLabels} />
            </Group>
          </Group>
        </Paper>
      </ListStates>
      <SupplierFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(s) => void navigate({ to: `/suppliers/${s.id}` })}
      />
      <SupplierFormModal opened={editing !== null} supplier={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete supplier"
        loading={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        Delete <b>{deleting?.name}</b>? It leaves its categories and its name becomes free for a new supplier.
      </ConfirmDeleteModal>
    </>
  );
}
