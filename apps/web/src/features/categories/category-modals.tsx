import { Button, Group, Modal, Stack } from '@mantine/core';
import { type Category, MAX_NAME_LENGTH } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { lengthError, NameInput } from '../../components/name-input';
import { fieldErrors } from '../../lib/field-errors';
import { useCreateCategory, useRenameCategory } from './api/categories';

/** "New category" (category given: "Rename category"): one name, unique in the company. */
export function CategoryNameModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category?: Category | null;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const saving = category ? rename : create;
  const [name, setName] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening starts from the category's name or blank
  useEffect(() => {
    if (!opened) return;
    setName(category?.name ?? '');
    create.reset();
    rename.reset();
  }, [opened, category]);
  const nameError = fieldErrors(saving.error).name;

  return (
    <Modal opened={opened} onClose={onClose} title={category ? 'Rename category' : 'New category'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const next = name.trim();
          if (!next) return;
          if (category && next === category.name) return onClose();
          if (category) rename.mutate({ id: category.id, name: next }, { onSuccess: onClose });
          else create.mutate(next, { onSuccess: onClose });
        }}
      >
        <Stack gap="sm">
          <NameInput label="Name" required value={name} onChange={setName} error={nameError} data-autofocus />
          <ErrorText error={saving.error && !nameError ? saving.error : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={saving.isPending}
              disabled={!name.trim() || lengthError(name, MAX_NAME_LENGTH) !== null}
            >
              {category ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
