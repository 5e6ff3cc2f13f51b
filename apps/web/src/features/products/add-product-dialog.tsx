import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { LookupRow } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { CandidateList } from '../../components/product-grid/candidate-list';
import { inputNumber } from '../../lib/money';
import { useAddProduct } from './api/products';

/** Adds a product to the supplier by ASIN or code; a code with several matches asks which. */
export function AddProductDialog({
  opened,
  supplierId,
  quiet,
  onClose,
}: {
  opened: boolean;
  supplierId: string;
  quiet: boolean;
  onClose: () => void;
}) {
  const add = useAddProduct(quiet);
  const [identifier, setIdentifier] = useState('');
  const [type, setType] = useState<'0' | '1'>('0');
  const [cost, setCost] = useState<string | number>('');
  const [candidates, setCandidates] = useState<LookupRow[]>([]);
  const [asin, setAsin] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each opening only
  useEffect(() => {
    if (!opened) return;
    setIdentifier('');
    setCandidates([]);
    setAsin(null);
    setCost('');
    add.reset();
  }, [opened]);

  const submit = () => {
    const trimmed = identifier.trim().toUpperCase();
    const costValue = inputNumber(cost);
    add.mutate(
      {
        supplierId,
        identifier: trimmed,
        identifierType: type === '0' ? 0 : 1,
        ...(asin ? { asin } : {}),
        ...(costValue === null ? {} : { cost: costValue }),
      },
      {
        onSuccess: (result) => {
          if (result.product) onClose();
          else setCandidates(result.candidates);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add a product" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Identifier type"
            data={[
              { value: '0', label: 'ASIN' },
              { value: '1', label: 'UPC / EAN / ISBN' },
            ]}
            value={type}
            onChange={(v) => {
              setType(v as '0' | '1');
              setCandidates([]);
              setAsin(null);
            }}
          />
          <TextInput
            label={type === '0' ? 'ASIN' : 'Code'}
            value={identifier}
            onChange={(e) => {
              setIdentifier(e.currentTarget.value);
              setCandidates([]);
              setAsin(null);
            }}
            required
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <BoundedNumberInput
            bound="cost"
            label="Cost (supplier pack)"
            value={cost}
            onChange={setCost}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
          />
          {candidates.length > 0 ? (
            <CandidateList
              label="This code matches several products: pick one"
              candidates={candidates}
              value={asin}
              onChange={setAsin}
            />
          ) : null}
          {add.isError ? (
            <Alert color="red" variant="light" role="alert" title="Not added">
              {add.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="teal.9"
              loading={add.isPending}
              disabled={identifier.trim() === '' || (candidates.length > 0 && !asin) || numberFieldError('cost', cost) !== null}
            >
              Add product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
