import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { LookupRow } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { CandidateList } from '../../components/product-grid/candidate-list';
import { currencyDigits, currencySymbol, inputNumber, money, unitCostOf } from '../../lib/money';
import { useSupplierCurrency } from '../../lib/suppliers';
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
  // The cost is entered in the supplier's currency.
  const { prices } = useSupplierCurrency(supplierId);
  const [identifier, setIdentifier] = useState('');
  const [type, setType] = useState<'0' | '1'>('0');
  const [cost, setCost] = useState<string | number>('');
  // The pack the cost is for: without it a case price would be analysed as the price of one unit.
  const [pack, setPack] = useState<string | number>(1);
  const [candidates, setCandidates] = useState<LookupRow[]>([]);
  const [asin, setAsin] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each opening only
  useEffect(() => {
    if (!opened) return;
    setIdentifier('');
    setCandidates([]);
    setAsin(null);
    setCost('');
    setPack(1);
    add.reset();
  }, [opened]);

  const submit = () => {
    const trimmed = identifier.trim().toUpperCase();
    const costValue = inputNumber(cost);
    const packValue = inputNumber(pack);
    add.mutate(
      {
        supplierId,
        identifier: trimmed,
        identifierType: type === '0' ? 0 : 1,
        ...(asin ? { asin } : {}),
        ...(costValue === null ? {} : { cost: costValue }),
        ...(packValue === null ? {} : { quantityPack: packValue }),
      },
      {
        onSuccess: (result) => {
          if (result.product) onClose();
          else setCandidates(result.candidates);
        },
      },
    );
  };

  const packValue = inputNumber(pack);
  const unitCost = inputNumber(cost) === null || packValue === null ? null : unitCostOf(inputNumber(cost), packValue);

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
          <Group grow align="flex-start" gap="sm">
            <BoundedNumberInput
              bound="cost"
              label="Cost (supplier pack)"
              value={cost}
              onChange={setCost}
              decimalScale={currencyDigits(prices)}
              fixedDecimalScale
              prefix={currencySymbol(prices)}
            />
            <BoundedNumberInput bound="quantityPack" label="Units per pack" value={pack} onChange={setPack} required />
          </Group>
          {unitCost !== null && packValue !== null && packValue > 1 ? (
            <Text size="xs" c="dimmed" data-testid="unit-cost">
              {`${money(inputNumber(cost), prices)} for ${packValue} units: ${money(unitCost, prices)} a unit`}
            </Text>
          ) : null}
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
              disabled={
                identifier.trim() === '' ||
                (candidates.length > 0 && !asin) ||
                numberFieldError('cost', cost) !== null ||
                numberFieldError('quantityPack', pack, true) !== null
              }
            >
              Add product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
