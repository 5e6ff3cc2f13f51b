import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  Paper,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Category } from '@shelfscope/contracts';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ListStates } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { formatCount } from '../../lib/locale';
import { useCategories, useDeleteCategory } from './api/categories';
import { CategoryNameModal } from './category-modals';
import { CategorySuppliers } from './category-suppliers';

const PAGE_SIZE = 50;

/** Every category by name with its suppliers; create, rename, delete, and assign suppliers. */
export default function CategoriesPage() {
  const [page, setPage] = useState(1);
  const categories = useCategories(page, PAGE_SIZE);
  const remove = useDeleteCategory();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const rows = categories.data?.data ?? [];
  const total = categories.data?.totalItems ?? 0;
  const toggleOpen = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Categories"
        description="Group your suppliers by what they sell; filter the supplier list by them."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New category
          </Button>
        }
      />
      <ListStates
        query={categories}
        noun="categories"
        isEmpty={rows.length === 0}
        empty={{
          title: 'No categories yet',
          hint: 'Create categories such as "Toys" or "Kitchen", then assign your suppliers to them.',
        }}
      >
        <Paper withBorder radius="md">
          <Table verticalSpacing={6} fz="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right" w={110}>
                  Suppliers
                </Table.Th>
                <Table.Th w={88}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => {
                const expanded = open.has(c.id);
                return (
                  <Fragment key={c.id}>
                    <Table.Tr>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => toggleOpen(c.id)}
                          aria-expanded={expanded}
                          aria-label={`${c.name}: ${expanded ? 'hide' : 'show'} its suppliers`}
                        >
                          <Group gap={6} wrap="nowrap">
                            {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                            <Text size="sm" fw={500}>
                              {c.name}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatCount(c.suppliersCount)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label="Rename">
                            <ActionIcon variant="subtle" aria-label={`Rename ${c.name}`} onClick={() => setRenaming(c)}>
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${c.name}`}
                              onClick={() => setDeleting(c)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {expanded ? (
                      <Table.Tr>
                        <Table.Td colSpan={3} pl={32}>
                          <CategorySuppliers category={c} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" p="sm" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed">
              {formatCount(total)} {total === 1 ? 'category' : 'categories'}
            </Text>
            {total > PAGE_SIZE ? (
              <Pagination
                total={Math.ceil(total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            ) : null}
          </Group>
        </Paper>
      </ListStates>
      <CategoryNameModal opened={creating} onClose={() => setCreating(false)} />
      <CategoryNameModal opened={renaming !== null} category={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete category"
        loading={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        Delete <b>{deleting?.name}</b>?{' '}
        {deleting?.suppliersCount
          ? `Its ${deleting.suppliersCount} ${deleting.suppliersCount === 1 ? 'supplier leaves' : 'suppliers leave'} it; the suppliers themselves stay.`
          : 'No supplier is in it.'}
      </ConfirmDeleteModal>
    </>
  );
}
