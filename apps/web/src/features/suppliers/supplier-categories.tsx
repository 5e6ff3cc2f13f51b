import { ActionIcon, Badge, Checkbox, Group, Loader, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import type { Supplier } from '@shelfscope/contracts';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useCategoryOptions, useToggleCategory } from './api/suppliers';

/**
 * A supplier's categories as badges, and a checklist to assign or unassign each at once (one
 * PUT .../assign or .../unassign per tick, with the spec's toasts).
 */
export function SupplierCategories({ supplier, max = 3 }: { supplier: Supplier; max?: number }) {
  const shown = supplier.categories.slice(0, max);
  const more = supplier.categories.length - shown.length;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((c) => (
        <Badge key={c.id} variant="light" color="gray" radius="sm" size="sm" tt="none" maw={140}>
          {c.name}
        </Badge>
      ))}
      {more > 0 ? (
        <Tooltip
          label={supplier.categories
            .slice(max)
            .map((c) => c.name)
            .join(', ')}
        >
          <Badge variant="outline" color="gray" radius="sm" size="sm">
            +{more}
          </Badge>
        </Tooltip>
      ) : null}
      <CategoryPicker supplier={supplier} />
    </Group>
  );
}

function CategoryPicker({ supplier }: { supplier: Supplier }) {
  const categories = useCategoryOptions();
  const toggle = useToggleCategory();
  const assigned = new Set(supplier.categoriesIds);
  const [opened, setOpened] = useState(false);
  return (
    <Popover position="bottom-start" shadow="md" width={240} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          color="gray"
          aria-label={`Categories of ${supplier.name}`}
          aria-expanded={opened}
          title="Assign categories"
          onClick={() => setOpened((o) => !o)}
        >
          <IconTags size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text size="xs" fw={600} c="dimmed" mb={6}>
          Categories of {supplier.name}
        </Text>
        {categories.isLoading ? (
          <Loader role="status" size="xs" aria-label="Loading categories" />
        ) : (categories.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No categories yet. Create them on the Categories page.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={260}>
            <Stack gap={6}>
              {(categories.data ?? []).map((c) => (
                <Checkbox
                  key={c.id}
                  size="xs"
                  label={c.name}
                  checked={assigned.has(c.id)}
                  onChange={(e) => toggle.mutate({ supplierId: supplier.id, categoryId: c.id, assign: e.currentTarget.checked })}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
