import { Button, Group, Text } from '@mantine/core';
import { IconListCheck, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/product-grid/confirm-dialog';
import { useDeleteProducts, useRefreshProducts } from './api/products';

/** What to do with the selected rows: refresh, add to a shortlist, delete (confirmed). */
export function SelectionBar({
  ids,
  quiet,
  onShortlist,
  onClear,
}: {
  ids: string[];
  quiet: boolean;
  onShortlist: () => void;
  onClear: () => void;
}) {
  const refresh = useRefreshProducts(quiet);
  const remove = useDeleteProducts();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Selected products">
      <Text size="sm" fw={600}>
        {ids.length} selected
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        loading={refresh.isPending}
        onClick={() => refresh.mutate(ids)}
      >
        Refresh
      </Button>
      <Button size="xs" variant="light" leftSection={<IconListCheck size={14} />} onClick={onShortlist}>
        Add to shortlist
      </Button>
      <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
        Clear selection
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete products"
        confirmLabel={`Delete ${ids.length}`}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(ids, {
            onSuccess: () => {
              setConfirming(false);
              onClear();
            },
          })
        }
      >
        Delete the {ids.length} selected products from this supplier? Their analyses go with them.
      </ConfirmDialog>
    </Group>
  );
}
