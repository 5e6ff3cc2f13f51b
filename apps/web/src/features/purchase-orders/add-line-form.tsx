import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { mantineToaster } from '../../lib/toaster';
import { type OrderWithItems, useOrderLines, useSupplierProducts } from './api/purchase-orders';

/**
 * Adds a line to a draft: a product of the order's supplier (its item number, UPC and cost are
 * copied) or, with no product chosen, a free line with a title.
 */
export function AddLineForm({ order }: { order: OrderWithItems }) {
  const { add } = useOrderLines(order.id);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const products = useSupplierProducts(order.supplierId, debounced);
  const [productId, setProductId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [itemNumber, setItemNumber] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [cost, setCost] = useState<number | string>('');
  const packs = numberFieldError('quantity', quantity, true) === null ? Number(quantity) : null;
  const costOk = productId !== null || numberFieldError('cost', cost) === null;
  const ready = packs !== null && costOk && (productId !== null || title.trim() !== '');

  const reset = () => {
    setProductId(null);
    setSearch('');
    setTitle('');
    setItemNumber('');
    setQuantity(1);
    setCost('');
  };
  return (
    <form
      aria-label="Add a line"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || packs === null) return;
        add.mutate(
          productId
            ? { productId, quantity: packs, comment: null }
            : {
                title: title.trim(),
                quantity: packs,
                cost: typeof cost === 'number' ? cost : null,
                itemNumber: itemNumber.trim() || null,
                comment: null,
              },
          { onSuccess: reset, onError: (error) => mantineToaster.error('Error', error.message) },
        );
      }}
    >
      <Group p="sm" gap="xs" align="flex-end" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Select
          label="Product"
          placeholder="Search the supplier's products"
          size="xs"
          w={260}
          searchable
          clearable
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={products.isFetching ? 'Searching…' : 'No product matches'}
          data={(products.data?.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.asin} · ${p.title ?? p.itemNumber ?? ''}`.trim(),
          }))}
          value={productId}
          onChange={setProductId}
        />
        {productId === null ? (
          <>
            <TextInput
              label="or a free line"
              placeholder="Title"
              size="xs"
              w={200}
              maxLength={500}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <TextInput
              label="Item no."
              size="xs"
              w={100}
              maxLength={100}
              value={itemNumber}
              onChange={(e) => setItemNumber(e.currentTarget.value)}
            />
            <BoundedNumberInput
              bound="cost"
              label="Cost / pack"
              size="xs"
              w={96}
              decimalScale={2}
              prefix="$"
              fixedDecimalScale
              hideControls
              value={cost}
              onChange={setCost}
            />
          </>
        ) : null}
        <BoundedNumberInput
          bound="quantity"
          label="Packs"
          size="xs"
          w={72}
          hideControls
          value={quantity}
          onChange={setQuantity}
        />
        <Button type="submit" size="xs" leftSection={<IconPlus size={14} />} disabled={!ready} loading={add.isPending}>
          Add line
        </Button>
      </Group>
    </form>
  );
}
