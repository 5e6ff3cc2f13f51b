import { Alert, Anchor, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { MAX_NAME_LENGTH, type ProductDetail } from '@shelfscope/contracts';
import { unitsPerPack } from '@shelfscope/profit';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { ErrorText } from '../../components/error-text';
import { NameInput } from '../../components/name-input';
import { useAddToShortlist, useSupplierShortlists } from './api/shortlists';

const NEW = 'new';

/** "Add to shortlist": pick one of the supplier's shortlists or name a new one, with a quantity. */
export function AddToShortlistButton({ product }: { product: ProductDetail }) {
  const [isOpen, setOpen] = useState(false);
  if (!product.supplierId) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => setOpen(true)}>
        Add to shortlist
      </Button>
      {isOpen ? <AddToShortlistDialog product={product} supplierId={product.supplierId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddToShortlistDialog({
  product,
  supplierId,
  onClose,
}: {
  product: ProductDetail;
  supplierId: string;
  onClose: () => void;
}) {
  const lists = useSupplierShortlists(supplierId, true);
  const add = useAddToShortlist();
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  // One supplier pack's worth: the supplier sells whole packs, and the shortlist's figures count them.
  const [quantity, setQuantity] = useState<number | string>(() => unitsPerPack(product));
  // No default while the list loads: a default of "A new shortlist" then was taken away by the
  // list's arrival, from under the name being typed (as in the products grid's dialog).
  const picked = choice ?? (lists.isLoading ? null : (lists.data?.[0]?.id ?? NEW));
  const isNew = picked === NEW;
  const canAdd =
    picked !== null &&
    (isNew ? name.trim() !== '' && name.trim().length <= MAX_NAME_LENGTH : true) &&
    numberFieldError('quantity', quantity, true) === null;
  const done = add.data
    ? { id: add.data.id, name: add.data.name ?? lists.data?.find((l) => l.id === add.data.id)?.name ?? '' }
    : null;

  const submit = () => {
    if (!canAdd || picked === null) return;
    const count = Number(quantity);
    add.mutate(
      isNew
        ? { productId: product.id, supplierId, quantity: count, newName: name.trim() }
        : { productId: product.id, supplierId, quantity: count, shortlistId: picked },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Add to shortlist" centered>
      {done ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status">
            Added {quantity} × {product.asin} to{' '}
            <Anchor component={Link} to={`/shortlists/${done.id}`}>
              {done.name}
            </Anchor>
            .
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            {lists.isLoading ? <Loader role="status" size="xs" aria-label="Loading the shortlists" /> : null}
            {lists.error ? (
              <Text size="sm" c="red" role="alert">
                {lists.error.message}
              </Text>
            ) : null}
            <Radio.Group label="Shortlist of this supplier" value={picked} onChange={setChoice}>
              <Stack gap={6} mt={6}>
                {(lists.data ?? []).map((l) => (
                  <Radio key={l.id} value={l.id} label={`${l.name} (${l.shortlistItemsCount} products)`} />
                ))}
                <Radio value={NEW} label="A new shortlist" />
              </Stack>
            </Radio.Group>
            {isNew ? (
              <NameInput label="Name of the new shortlist" value={name} onChange={setName} required data-autofocus />
            ) : null}
            <BoundedNumberInput
              bound="quantity"
              label="Quantity (listing units)"
              description={`The supplier sells packs of ${product.quantityPack}: ${unitsPerPack(product)} listing units a pack. Whole packs are ordered, and the shortlist counts every unit they make.`}
              value={quantity}
              onChange={setQuantity}
              required
            />
            <ErrorText error={add.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!canAdd} loading={add.isPending}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
