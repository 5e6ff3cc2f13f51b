import { Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Shortlist } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { inputNumber } from '../../lib/money';
import { useSetShortlistOverride } from './api/shortlists';
import { OVERRIDE_MODES, SHORTLIST_OVERRIDE_VALUES } from './overrides';

/**
 * The shortlist-wide buy-box override and its mode (docs/shortlists.md "Overrides"): which price
 * the lines sell at, and whether it fills in for products without one or applies to every item.
 */
export function ShortlistOverridePanel({ shortlist }: { shortlist: Shortlist }) {
  const save = useSetShortlistOverride(shortlist.id);
  const [value, setValue] = useState(shortlist.override);
  const [mode, setMode] = useState(shortlist.overrideMode);
  const [custom, setCustom] = useState<number | string>(shortlist.overrideCustomValue ?? '');
  useEffect(() => {
    setValue(shortlist.override);
    setMode(shortlist.overrideMode);
    setCustom(shortlist.overrideCustomValue ?? '');
  }, [shortlist.override, shortlist.overrideMode, shortlist.overrideCustomValue]);

  const customValue = inputNumber(custom);
  const changed =
    value !== shortlist.override ||
    mode !== shortlist.overrideMode ||
    (value === 5 && customValue !== shortlist.overrideCustomValue);
  const valid = value !== 5 || (customValue !== null && customValue > 0);
  const chosen = SHORTLIST_OVERRIDE_VALUES.find((o) => o.value === value);
  const chosenMode = OVERRIDE_MODES.find((m) => m.value === mode);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Shortlist override">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && valid) save.mutate({ buyBoxOverride: value, buyBoxOverrideMode: mode, customValue });
        }}
      >
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Price for the whole shortlist
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Buy-box override"
              size="xs"
              w={170}
              allowDeselect={false}
              data={SHORTLIST_OVERRIDE_VALUES.map((o) => ({ value: String(o.value), label: o.label }))}
              value={String(value)}
              onChange={(v) => v !== null && setValue(Number(v))}
            />
            {value === 5 ? (
              <NumberInput
                label="Custom price"
                size="xs"
                w={110}
                min={0.01}
                decimalScale={2}
                fixedDecimalScale
                prefix="$"
                hideControls
                value={custom}
                onChange={setCustom}
                error={valid ? undefined : 'Enter a price'}
              />
            ) : null}
            <div>
              <Text size="xs" fw={500} mb={2} id="override-mode-label">
                Mode
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="override-mode-label"
                data={OVERRIDE_MODES.map((m) => ({ value: String(m.value), label: m.label }))}
                value={String(mode)}
                onChange={(v) => setMode(Number(v))}
              />
            </div>
            <Button type="submit" size="xs" disabled={!changed || !valid} loading={save.isPending}>
              Apply
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {chosen?.help} {chosenMode?.help}
          </Text>
          {save.error ? (
            <Text size="xs" c="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {save.error.message}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
