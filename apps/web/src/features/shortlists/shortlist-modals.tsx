import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { MAX_NAME_LENGTH, type Shortlist } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ErrorText } from '../../components/error-text';
import { lengthError, NameInput } from '../../components/name-input';
import { useSupplierOptions } from '../../lib/suppliers';
import { useCreateShortlist, useDeleteShortlist, useRenameShortlist } from './api/shortlists';

/** "New shortlist": a name (unique in the company) and the supplier whose products it holds. */
export function CreateShortlistModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (s: Shortlist) => void;
}) {
  const suppliers = useSupplierOptions();
  const create = useCreateShortlist();
  const [name, setName] = useState('');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts blank
  useEffect(() => {
    if (opened) {
      setName('');
      setSupplierId(null);
      create.reset();
    }
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="New shortlist">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!supplierId || !name.trim()) return;
          create.mutate(
            { name: name.trim(), supplierId },
            {
              onSuccess: (s) => {
                onClose();
                onCreated(s);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <NameInput label="Name" required value={name} onChange={setName} data-autofocus />
          <Select
            label="Supplier"
            required
            searchable
            placeholder={suppliers.isLoading ? 'Loading…' : 'Choose a supplier'}
            nothingFoundMessage="No supplier by that name"
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId}
            onChange={setSupplierId}
            comboboxProps={{ withinPortal: true }}
          />
          <ErrorText error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!supplierId || !name.trim() || lengthError(name, MAX_NAME_LENGTH) !== null}
            >
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function RenameShortlistModal({ shortlist, onClose }: { shortlist: Shortlist | null; onClose: () => void }) {
  const rename = useRenameShortlist();
  const [name, setName] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening on a shortlist starts from its name
  useEffect(() => {
    setName(shortlist?.name ?? '');
    rename.reset();
  }, [shortlist]);
  return (
    <Modal opened={shortlist !== null} onClose={onClose} title="Rename shortlist">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!shortlist || !name.trim() || name.trim() === shortlist.name) return onClose();
          rename.mutate({ id: shortlist.id, name: name.trim() }, { onSuccess: onClose });
        }}
      >
        <Stack gap="sm">
          <NameInput label="Name" required value={name} onChange={setName} data-autofocus />
          <ErrorText error={rename.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={rename.isPending}
              disabled={!name.trim() || lengthError(name, MAX_NAME_LENGTH) !== null}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeleteShortlistModal({
  shortlist,
  onClose,
  onDeleted,
}: {
  shortlist: Shortlist | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteShortlist();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question forgets the last answer
  useEffect(() => remove.reset(), [shortlist]);
  return (
    <ConfirmDeleteModal
      opened={shortlist !== null}
      title="Delete shortlist?"
      loading={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        shortlist &&
        remove.mutate(shortlist.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      “{shortlist?.name}” and its {shortlist?.shortlistItemsCount ?? 0} items will be deleted. Purchase orders made from it stay
      as they are.
    </ConfirmDeleteModal>
  );
}
