import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Shortlist } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { inputNumber } from '../../lib/money';
import { useFillFromTargetStock, useSetTargetStock } from './api/shortlists';

/**
 * The shortlist's target stock (docs/seller-account.md "Target stock"): how many listing units the
 * seller wants to hold at Amazon of each product. Products added without a quantity, and "Fill from
 * target stock", buy the gap to it (minus what the connected account holds and has inbound) in
 * whole supplier packs.
 */
export function ShortlistTargetStockPanel({ shortlist }: { shortlist: Shortlist }) {
  const save = useSetTargetStock(shortlist.id);
  const fill = useFillFromTargetStock(shortlist.id);
  const [value, setValue] = useState<number | string>(shortlist.targetStock ?? '');
  useEffect(() => setValue(shortlist.targetStock ?? ''), [shortlist.targetStock]);

  const entered = value === '' ? null : inputNumber(value);
  const problem = numberFieldError('targetStock', value);
  const changed = entered !== shortlist.targetStock;
  const error = save.error ?? fill.error;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Target stock">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && !problem) save.mutate(entered);
        }}
      >
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Target stock
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <BoundedNumberInput
              bound="targetStock"
              label="Units to hold at Amazon"
              size="xs"
              w={170}
              hideControls
              placeholder="Not set"
              value={value}
              onChange={setValue}
            />
            <Button type="submit" size="xs" variant="default" disabled={!changed || problem !== null} loading={save.isPending}>
              Save
            </Button>
            <Button
              size="xs"
              disabled={shortlist.targetStock === null || changed}
              loading={fill.isPending}
              onClick={() => fill.mutate()}
            >
              Fill from target stock
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {shortlist.targetStock === null
              ? 'Set a target to buy each product up to it: the quantity becomes the target minus what your Amazon seller account holds and has inbound, in whole supplier packs.'
              : 'Products added without a quantity buy the gap to the target, in whole supplier packs. Filling sets every item to its gap; items you hold at the target already keep their quantity.'}
          </Text>
          {error ? (
            <Text size="xs" c="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {error.message}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
