import { ActionIcon, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/product-grid/confirm-dialog';
import { useUserFilters } from '../../lib/user-filters';
import { useFilterMutations } from './api/filters';

/** The member's named filters: load one, save the applied filter under a name, update, delete. */
export function SavedFilters({ applied, quiet, onLoad }: { applied: string; quiet: boolean; onLoad: (filter: string) => void }) {
  const filters = useUserFilters();
  const { create, update, remove } = useFilterMutations(quiet);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const current = filters.data?.find((f) => f.id === selected);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Saved filters"
        placeholder={filters.isLoading ? 'Loading…' : filters.data?.length ? 'Load a saved filter' : 'None saved yet'}
        data={(filters.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
        value={selected}
        onChange={(id) => {
          setSelected(id);
          const found = filters.data?.find((f) => f.id === id);
          if (found) onLoad(found.filter);
        }}
        size="xs"
        w={200}
        clearable
        error={filters.isError ? filters.error.message : undefined}
      />
      {current ? (
        <>
          <Tooltip label={`Save the applied filter as “${current.name}”`}>
            <ActionIcon
              variant="default"
              size="md"
              aria-label={`Update ${current.name}`}
              disabled={!applied || applied === current.filter}
              loading={update.isPending}
              onClick={() => update.mutate({ id: current.id, filter: applied })}
            >
              <IconDeviceFloppy size={14} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="default"
            color="red"
            size="md"
            aria-label={`Delete ${current.name}`}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { name: name.trim(), filter: applied },
            {
              onSuccess: (saved) => {
                setName('');
                setSelected(saved.id);
              },
            },
          );
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Save applied filter as"
            placeholder="Name"
            size="xs"
            w={170}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={create.isError ? create.error.message : undefined}
          />
          <Button type="submit" size="xs" variant="light" disabled={!applied || name.trim() === ''} loading={create.isPending}>
            Save
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Delete saved filter"
        confirmLabel="Delete filter"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          current &&
          remove.mutate(current.id, {
            onSuccess: () => {
              setConfirming(false);
              setSelected(null);
            },
          })
        }
      >
        Delete the saved filter “{current?.name}”? The products stay as they are.
      </ConfirmDialog>
    </Group>
  );
}
