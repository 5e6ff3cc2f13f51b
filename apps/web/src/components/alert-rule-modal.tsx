import { Alert, Button, Checkbox, Group, Modal, Radio, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { AlertChannel, AlertEmailMode, AlertRule, AlertRuleInput } from '@shelfscope/contracts';
import { useState } from 'react';
import { useAlertMutations, useAlertPreview } from '../lib/alerts';
import { usePushKey } from '../lib/push';
import { useSupplierOptions } from '../lib/suppliers';
import { ErrorText } from './error-text';
import { PushDeviceSwitch } from './push-device-switch';

/** What a rule watches: fixed when the modal opens from a product or a grid's filter, else chosen. */
export type AlertTarget = { productId: string } | { supplierId: string } | { shortlistId: string } | { userFilterId: string };

/**
 * A target the member may pick when the modal opens with a choice (a grid's filter: its supplier
 * or its saved filter); `label` continues "Watches …" ("the products of Acme").
 */
export type AlertTargetChoice = { label: string; target: AlertTarget };

const EXAMPLES = [
  ['Profitable at my cost', 'roi >= 30'],
  ['Buy box below a price', 'buyBoxCurrent < 20'],
  ['Amazon left the listing', 'amazonOnListing = false'],
  ['Few FBA offers', 'fbaOffers <= 2'],
  ['Rank improved by a fifth', 'changePct(bsrCurrent) <= -20'],
  ['A new alert appeared', 'hasAlert = true'],
  ['A competitor ran out of stock', 'change(competitorsOutOfStock) > 0'],
  ['The brand lost the buy box', 'previous(buyBoxIsBrand) = true and buyBoxIsBrand = false'],
  ['Can I sell changed', 'eligibilityChanged = true'],
] as const;

const CHANNELS: { value: AlertChannel; label: string }[] = [
  { value: 'app', label: 'In the app' },
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Browser push' },
];

/**
 * Creates or edits an alert rule: a name, a condition in the products filter language (with the
 * change functions), the channels, shared or not, and a preview of how often it would have fired
 * in the last 30 days. `target` fixes what it watches; `targets` offers a choice of a few (the
 * first chosen); without either the member picks a supplier.
 */
export function AlertRuleModal({
  rule,
  target,
  targets,
  initialCondition,
  initialName,
  onClose,
}: {
  rule?: AlertRule;
  target?: AlertTarget;
  targets?: AlertTargetChoice[];
  initialCondition?: string;
  initialName?: string;
  onClose: () => void;
}) {
  const { create, update } = useAlertMutations();
  const preview = useAlertPreview();
  const suppliers = useSupplierOptions();
  // Browser push is offered only by a server with VAPID keys (docs/alerts.md).
  const serverPushes = Boolean(usePushKey().data);
  const [name, setName] = useState(rule?.name ?? initialName ?? '');
  const [choice, setChoice] = useState('0');
  const [condition, setCondition] = useState(rule?.condition ?? initialCondition ?? '');
  const [channels, setChannels] = useState<string[]>(rule?.channels ?? ['app', 'email']);
  const [shared, setShared] = useState(rule?.shared ?? false);
  const [supplierId, setSupplierId] = useState<string | null>(rule?.supplierId ?? null);
  const [emailMode, setEmailMode] = useState<AlertEmailMode>(rule?.emailMode ?? 'instant');
  const [digestHour, setDigestHour] = useState(String(rule?.digestHour ?? 8));
  // A new digest goes at the member's hour where they are: the browser's time zone.
  const digestTimeZone = rule?.digestTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fixed: AlertTarget | null =
    target ??
    targets?.[Number(choice)]?.target ??
    (rule?.productId
      ? { productId: rule.productId }
      : rule?.shortlistId
        ? { shortlistId: rule.shortlistId }
        : rule?.userFilterId
          ? { userFilterId: rule.userFilterId }
          : null);
  const chosen: AlertTarget | null = fixed ?? (supplierId ? { supplierId } : null);
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error ?? preview.error;

  const submit = () => {
    if (!chosen) return;
    const body = {
      name,
      condition,
      channels: channels as AlertChannel[],
      shared,
      emailMode,
      digestHour: Number(digestHour),
      digestTimeZone,
    };
    const done = { onSuccess: onClose };
    if (rule) update.mutate({ id: rule.id, ...body, ...chosen }, done);
    else create.mutate({ ...body, ...chosen } as AlertRuleInput, done);
  };

  return (
    <Modal opened onClose={onClose} title={rule ? 'Edit alert rule' : 'New alert rule'} size="lg">
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />
        {targets && targets.length > 1 ? (
          <Radio.Group label="Watch" value={choice} onChange={setChoice}>
            <Stack gap={6} mt={4}>
              {targets.map((t, i) => (
                <Radio key={t.label} value={String(i)} label={t.label.charAt(0).toUpperCase() + t.label.slice(1)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : targets?.[0] ? (
          <Text size="sm">Watches {targets[0].label}</Text>
        ) : null}
        {fixed ? null : (
          <Select
            label="Products of supplier"
            placeholder="Pick a supplier"
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId}
            onChange={setSupplierId}
            searchable
            required
          />
        )}
        <Textarea
          label="Condition"
          description="The products filter language; change(field), changePct(field) and previous(field) compare with the reading before."
          required
          autosize
          minRows={2}
          value={condition}
          onChange={(e) => setCondition(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group gap={6}>
          {EXAMPLES.map(([label, text]) => (
            <Button key={label} size="compact-xs" variant="light" onClick={() => setCondition(text)}>
              {label}
            </Button>
          ))}
        </Group>
        <Checkbox.Group label="Tell me" value={channels} onChange={setChannels}>
          <Group mt={4}>
            {CHANNELS.filter((c) => c.value !== 'push' || serverPushes || channels.includes('push')).map((c) => (
              <Checkbox key={c.value} value={c.value} label={c.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {serverPushes && channels.includes('push') ? <PushDeviceSwitch /> : null}
        {channels.includes('email') ? (
          <Group gap="sm" align="flex-end">
            <Select
              label="Emails"
              data={[
                { value: 'instant', label: 'At once' },
                { value: 'digest', label: 'A daily digest' },
              ]}
              value={emailMode}
              onChange={(value) => setEmailMode((value as AlertEmailMode | null) ?? 'instant')}
              allowDeselect={false}
              w={160}
            />
            {emailMode === 'digest' ? (
              <Select
                label={`At (${digestTimeZone})`}
                data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))}
                value={digestHour}
                onChange={(value) => setDigestHour(value ?? '8')}
                allowDeselect={false}
                w={180}
              />
            ) : null}
          </Group>
        ) : null}
        <Switch label="Share with the whole company" checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} />
        {preview.data ? (
          <Alert color="blue" variant="light" aria-live="polite">
            This rule would have fired {preview.data.fired} {preview.data.fired === 1 ? 'time' : 'times'} in the last{' '}
            {preview.data.days} days ({preview.data.products} {preview.data.products === 1 ? 'product' : 'products'},{' '}
            {preview.data.readings} readings).
          </Alert>
        ) : null}
        <ErrorText error={error} />
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={!chosen || condition.trim() === ''}
            loading={preview.isPending}
            onClick={() => chosen && preview.mutate({ ...chosen, condition })}
          >
            Preview
          </Button>
          <Group gap="xs">
            <Button variant="subtle" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              loading={saving}
              disabled={!chosen || name.trim() === '' || condition.trim() === '' || channels.length === 0}
            >
              Save rule
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          A rule fires once when its condition turns true for a product, and again only after it has cleared.
        </Text>
      </Stack>
    </Modal>
  );
}
