import { Button, Group, Modal, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DEFAULT_MARKETPLACE, MAX_NAME_LENGTH, type Supplier } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { lengthError, NameInput } from '../../components/name-input';
import { useCompany } from '../../lib/company';
import { fieldErrors, onlyFieldErrors } from '../../lib/field-errors';
import { useCategoryOptions, useCreateSupplier, useUpdateSupplier } from './api/suppliers';
import { type Selling, SupplierSellingFields, sellingInput, sellingOf } from './supplier-selling';

const FIELDS = ['name', 'email', 'phone', 'address', 'number', 'city', 'state', 'zipCode'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string> & { categoriesIds: string[] };

const blank = (): Draft => ({ ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>), categoriesIds: [] });
const fromSupplier = (s: Supplier): Draft => ({
  ...(Object.fromEntries(FIELDS.map((f) => [f, s[f] ?? ''])) as Record<Field, string>),
  categoriesIds: s.categoriesIds,
});

/**
 * Create a supplier, or edit every field of one (`supplier` given). An empty field is sent as
 * null on edit, which clears it, and left out on create.
 */
export function SupplierFormModal({
  opened,
  supplier,
  onClose,
  onSaved,
}: {
  opened: boolean;
  supplier?: Supplier | null;
  onClose: () => void;
  onSaved?: (s: Supplier) => void;
}) {
  const categories = useCategoryOptions();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const [draft, setDraft] = useState<Draft>(blank);
  const [selling, setSelling] = useState<Selling>(() => sellingOf(supplier));
  const companyDefault = useCompany().data?.defaultMarketplace ?? DEFAULT_MARKETPLACE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening starts from the supplier or blank
  useEffect(() => {
    if (!opened) return;
    setDraft(supplier ? fromSupplier(supplier) : blank());
    setSelling(sellingOf(supplier));
    create.reset();
    update.reset();
  }, [opened, supplier]);

  const saving = supplier ? update : create;
  const errors = fieldErrors(saving.error);
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const input = (field: Field, label: string, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput label={label} value={draft[field]} onChange={set(field)} error={errors[field]} {...props} />
  );

  const submit = () => {
    const name = draft.name.trim();
    if (!name || lengthError(name, MAX_NAME_LENGTH)) return;
    const rest = Object.fromEntries(
      FIELDS.filter((f) => f !== 'name').map((f) => [f, draft[f].trim() || (supplier ? null : undefined)]),
    );
    const done = {
      onSuccess: (s: Supplier) => {
        onClose();
        onSaved?.(s);
      },
    };
    const sold = sellingInput(selling, !supplier);
    if (supplier) update.mutate({ id: supplier.id, name, ...rest, ...sold, categoriesIds: draft.categoriesIds }, done);
    else create.mutate({ name, ...rest, ...sold, categoriesIds: draft.categoriesIds }, done);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={supplier ? `Edit ${supplier.name}` : 'New supplier'} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NameInput
            label="Name"
            required
            value={draft.name}
            onChange={(name) => setDraft((d) => ({ ...d, name }))}
            error={errors.name}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('email', 'Email', { type: 'email' })}
            {input('phone', 'Phone', { type: 'tel' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <div style={{ gridColumn: 'span 3' }}>{input('address', 'Address')}</div>
            {input('number', 'Street number')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {input('city', 'City')}
            {input('state', 'State')}
            {input('zipCode', 'ZIP code')}
          </SimpleGrid>
          <MultiSelect
            label="Categories"
            placeholder={categories.isLoading ? 'Loading…' : draft.categoriesIds.length ? undefined : 'None'}
            searchable
            clearable
            nothingFoundMessage="No category by that name"
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={draft.categoriesIds}
            onChange={(categoriesIds) => setDraft((d) => ({ ...d, categoriesIds }))}
            error={errors.categoriesIds}
            comboboxProps={{ withinPortal: true }}
          />
          <SupplierSellingFields
            value={selling}
            onChange={setSelling}
            companyDefault={companyDefault}
            supplier={supplier}
            errors={errors}
          />
          <ErrorText error={saving.error && !onlyFieldErrors(saving.error) ? saving.error : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={saving.isPending}
              disabled={!draft.name.trim() || lengthError(draft.name, MAX_NAME_LENGTH) !== null}
            >
              {supplier ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
