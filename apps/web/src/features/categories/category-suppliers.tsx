import { ActionIcon, Anchor, Badge, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { Category } from '@shelfscope/contracts';
import { IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSupplierOptions } from '../../lib/suppliers';
import { useCategorySuppliers, useToggleSupplier } from './api/categories';

/** The suppliers in a category, each removable, and a picker to add one. */
export function CategorySuppliers({ category }: { category: Category }) {
  const suppliers = useCategorySuppliers(category.id);
  const options = useSupplierOptions();
  const toggle = useToggleSupplier();
  const members = suppliers.data?.data ?? [];
  const inside = new Set(members.map((s) => s.id));
  const addable = (options.data ?? []).filter((s) => !inside.has(s.id));

  if (suppliers.isLoading) return <Loader role="status" size="xs" aria-label={`Loading the suppliers of ${category.name}`} />;
  if (suppliers.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {suppliers.error.message}
      </Text>
    );
  }
  return (
    <Stack gap="xs" py={4}>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          No suppliers in this category yet.
        </Text>
      ) : (
        <Group gap={6} wrap="wrap">
          {members.map((s) => (
            <Badge
              key={s.id}
              variant="light"
              color="gray"
              radius="sm"
              tt="none"
              size="lg"
              fw={500}
              rightSection={
                <Tooltip label="Remove from category">
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="gray"
                    aria-label={`Remove ${s.name} from ${category.name}`}
                    loading={toggle.isPending && toggle.variables?.supplierId === s.id}
                    onClick={() => toggle.mutate({ categoryId: category.id, supplierId: s.id, assign: false })}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </Tooltip>
              }
            >
              <Anchor component={Link} to={`/suppliers/${s.id}`} size="xs" c="inherit">
                {s.name}
              </Anchor>
            </Badge>
          ))}
        </Group>
      )}
      <Select
        size="xs"
        w={{ base: '100%', xs: 280 }}
        aria-label={`Add a supplier to ${category.name}`}
        placeholder={addable.length ? 'Add a supplier…' : 'Every supplier is in this category'}
        disabled={addable.length === 0}
        searchable
        data={addable.map((s) => ({ value: s.id, label: s.name }))}
        value={null}
        onChange={(supplierId) => supplierId && toggle.mutate({ categoryId: category.id, supplierId, assign: true })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
