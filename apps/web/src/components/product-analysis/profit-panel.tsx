import { Alert, Badge, Button, Card, Divider, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProductDetail, UserSettings } from '@shelfscope/contracts';
import { BUY_BOX_OVERRIDES, type Override, PRODUCT_OVERRIDE_VALUES } from '@shelfscope/profit';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { costCurrencyOf, currencyDigits, currencySymbol } from '../../lib/money';
import { BoundedNumberInput, numberFieldError } from '../bounded-number-input';
import type { useSaveInputs } from './api';
import { Field } from './field';
import { currencyOf, money, percent } from './format';
import { type EditableInputs, inputsOf, recompute } from './recompute';
import { ScoreGrid } from './scores';

type Props = {
  product: ProductDetail;
  settings: UserSettings;
  /** The supplier's override, used while the product sets none; null in the quick view. */
  supplierOverride: Override | null;
  save: ReturnType<typeof useSaveInputs>;
};

const OVERRIDE_OPTIONS = PRODUCT_OVERRIDE_VALUES.map((value) => ({
  value: String(value),
  label: BUY_BOX_OVERRIDES[value].label,
}));

const asNumber = (value: string | number): number | null => (value === '' ? null : Number(value));

/**
 * The profit panel: cost, preparation, pack size and the buy-box override are edited here and
 * every figure is recomputed in the browser with the server's engine (@shelfscope/profit) as
 * the user types; Save sends what changed and the server's analysis replaces the draft. The
 * parent keys it by version, so a saved or refreshed product starts a fresh draft.
 */
export function ProfitPanel({ product, settings, supplierOverride, save }: Props) {
  const saved = useMemo(() => inputsOf(product), [product]);
  // Figures are in the marketplace's currency; costs as the supplier quotes them (docs/decisions/017).
  const c = currencyOf(product);
  const costCurrency = costCurrencyOf(product);
  const [draft, setDraft] = useState<EditableInputs>(saved);
  const live = useMemo(() => recompute(product, draft, settings, supplierOverride), [product, draft, settings, supplierOverride]);
  const isDirty = (Object.keys(saved) as (keyof EditableInputs)[]).some((k) => saved[k] !== draft[k]);
  const problem =
    numberFieldError('cost', draft.cost) ||
    numberFieldError('preparationCost', draft.preparationCost) ||
    numberFieldError('quantityPack', draft.quantityPack, true)
      ? 'Correct the highlighted field before saving.'
      : draft.override === 5 &&
          !(draft.overrideCustomValue !== null && !numberFieldError('overrideCustomValue', draft.overrideCustomValue))
        ? `Enter the custom price (more than ${money(0, c)}).`
        : null;
  const set = (change: Partial<EditableInputs>) => setDraft((d) => ({ ...d, ...change }));
  const was = (value: string, before: string) => (isDirty && value !== before ? before : undefined);
  const profitColor = live.profitLoss === null ? undefined : live.profitLoss < 0 ? 'var(--pa-bad)' : 'var(--pa-good)';

  const figure = (label: string, value: string, before: string, hint?: string, color?: string): ReactNode => (
    <Field
      label={label}
      hint={hint}
      color={color}
      value={
        <>
          {value}
          {was(value, before) ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              (saved {before})
            </Text>
          ) : null}
        </>
      }
    />
  );

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="profit-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Title order={3} size="h5" id="profit-title">
            Profit
          </Title>
          {isDirty ? (
            <Badge color="yellow" variant="light">
              Not saved: figures recomputed live
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={!isDirty || save.isPending} onClick={() => setDraft(saved)}>
            Reset
          </Button>
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} />}
            disabled={!isDirty || problem !== null}
            loading={save.isPending}
            onClick={() => save.mutate({ before: saved, after: draft })}
          >
            Save
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <BoundedNumberInput
          bound="cost"
          label="Pack cost"
          description={`Supplier pack, ${costCurrency}`}
          prefix={currencySymbol(costCurrency)}
          fixedDecimalScale
          decimalScale={currencyDigits(costCurrency)}
          value={draft.cost ?? ''}
          onChange={(v) => set({ cost: asNumber(v) })}
        />
        <BoundedNumberInput
          bound="quantityPack"
          label="Pack size"
          description="Units per pack"
          value={draft.quantityPack}
          onChange={(v) => set({ quantityPack: asNumber(v) ?? 0 })}
        />
        <BoundedNumberInput
          bound="preparationCost"
          label="Prep cost"
          description={`Per listing unit, ${c}`}
          prefix={currencySymbol(c)}
          fixedDecimalScale
          decimalScale={currencyDigits(c)}
          value={draft.preparationCost ?? ''}
          onChange={(v) => set({ preparationCost: asNumber(v) })}
        />
        <Stack gap={4}>
          <Select
            label="Buy-box price"
            description={
              draft.override === -1 && supplierOverride && supplierOverride.value !== -1 ? 'Supplier’s choice' : 'Sell at'
            }
            data={OVERRIDE_OPTIONS}
            value={String(draft.override)}
            allowDeselect={false}
            onChange={(v) =>
              set({ override: Number(v ?? -1), overrideCustomValue: Number(v) === 5 ? draft.overrideCustomValue : null })
            }
          />
          {draft.override === 5 ? (
            <BoundedNumberInput
              bound="overrideCustomValue"
              aria-label="Custom price"
              placeholder="Custom price"
              prefix={currencySymbol(c)}
              fixedDecimalScale
              decimalScale={currencyDigits(c)}
              value={draft.overrideCustomValue ?? ''}
              onChange={(v) => set({ overrideCustomValue: asNumber(v) })}
            />
          ) : null}
        </Stack>
      </SimpleGrid>
      {problem ? (
        <Text size="sm" c="var(--pa-bad)" mt="xs" role="alert">
          {problem}
        </Text>
      ) : null}
      {save.error ? (
        <Alert color="red" variant="light" mt="sm" role="alert" withCloseButton onClose={() => save.reset()}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {save.error.message}
          </Text>
        </Alert>
      ) : null}
      {!live.isValid ? (
        <Text size="sm" c="var(--pa-bad)" mt="xs">
          The market has no price for this choice: profit cannot be computed.
        </Text>
      ) : null}
      <Divider my="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" aria-live="polite">
        {figure(
          'Profit',
          money(live.profitLoss, c),
          money(product.profitLoss, c),
          'Price − referral − fulfilment − inbound − unit cost',
          profitColor,
        )}
        {figure('ROI', percent(live.roi), percent(product.roi), 'Profit / unit cost', profitColor)}
        {figure('Margin', percent(live.margin), percent(product.margin), 'Profit / price')}
        {figure('Target ROI', percent(live.targetROI), percent(product.targetROI), 'Your settings')}
        {figure(
          'Selling price',
          money(live.selectedBuyBoxValue, c),
          money(product.selectedBuyBoxValue, c),
          'selectedBuyBoxValue',
        )}
        {figure('Unit cost (goods + prep)', money(live.totalGoodsCost, c), money(product.totalGoodsCost, c), 'totalGoodsCost')}
        {figure(
          'Max cost for target ROI',
          money(live.maxCost, c),
          money(product.maxCost, c),
          '(price − fees) / (1 + target ROI)',
        )}
        {figure('Break-even price', money(live.breakEven, c), money(product.breakEven, c), 'The lowest price with no loss')}
        {figure(
          'Referral fee',
          `${money(live.referralFee, c)} (${percent(live.referralFeePercentage)})`,
          `${money(product.referralFee, c)} (${percent(product.referralFeePercentage)})`,
        )}
        {figure('Fulfilment fee', money(live.fulfillmentFee, c), money(product.fulfillmentFee, c), product.sizeTier ?? undefined)}
        {figure('FBA fees total', money(live.fbaFeesTotal, c), money(product.fbaFeesTotal, c), 'Referral + fulfilment')}
        {figure('Inbound fees', money(live.inboundFees, c), money(product.inboundFees, c), 'Your settings, per unit')}
      </SimpleGrid>
      <Divider my="sm" label="Scores" labelPosition="left" />
      <ScoreGrid scores={live} />
    </Card>
  );
}
