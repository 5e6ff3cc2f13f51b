import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useShortlists } from '../../lib/shortlists';
import { useAddToShortlist } from './api/shortlists';

const NEW = '__new__';

/** Adds the selected products to one of the supplier's shortlists, or to a new one. */
export function ShortlistDialog({
  opened,
  supplierId,
  supplierName,
  productIds,
  onClose,
  onDone,
}: {
  opened: boolean;
  supplierId: string;
  supplierName: string;
  productIds: string[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const shortlists = useShortlists(opened);
  const add = useAddToShortlist();
  const mine = (shortlists.data ?? []).filter((s) => s.supplierId === supplierId);
  // What the member picked (null: nothing yet). The default, the supplier's newest shortlist, is
  // derived, never written over a pick: it used to be set again whenever the list arrived, and a
  // list that arrived after "A new shortlist" was chosen sent the products to another one (CI).
  // While the list loads there is no default: "A new shortlist" shown chosen then was no pick,
  // and the list's arrival took it away from under the name being typed (CI, web-products.spec.ts).
  const [choice, setChoice] = useState<string | null>(null);
  const picked = choice ?? (shortlists.isLoading ? null : (mine[0]?.id ?? NEW));
  const [name, setName] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each opening only
  useEffect(() => {
    if (opened) {
      add.reset();
      setChoice(null);
      setName(`${supplierName} shortlist`);
    }
  }, [opened]);

  const submit = () =>
    picked !== null &&
    add.mutate(
      picked === NEW ? { newName: name.trim(), supplierId, productIds } : { shortlistId: picked, supplierId, productIds },
      {
        onSuccess: (r) => {
          if (r.failures.length === 0) {
            const target = picked === NEW ? r.name : (mine.find((s) => s.id === picked)?.name ?? 'the shortlist');
            onDone(`${r.added} added to ${target}.`);
          }
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={`Add ${productIds.length} to a shortlist`} centered>
      <Stack gap="sm">
        <Radio.Group label={`Shortlists of ${supplierName}`} value={picked} onChange={setChoice}>
          <Stack gap="xs" mt="xs">
            {shortlists.isLoading ? <Text size="sm">Loading shortlists…</Text> : null}
            {mine.map((s) => (
              <Radio key={s.id} value={s.id} label={`${s.name} (${s.shortlistItemsCount} items)`} />
            ))}
            <Radio value={NEW} label="A new shortlist" />
          </Stack>
        </Radio.Group>
        {picked === NEW ? (
          <TextInput label="Name of the new shortlist" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        ) : null}
        {add.isError ? (
          <Alert color="red" variant="light" role="alert" title="Not added">
            {add.error.message}
          </Alert>
        ) : null}
        {add.data && add.data.failures.length > 0 ? (
          <Alert color="orange" variant="light" role="alert" title={`${add.data.added} added, ${add.data.failures.length} not`}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {[...new Set(add.data.failures)].join('\n')}
            </Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="teal.9"
            onClick={submit}
            loading={add.isPending}
            disabled={picked === null || (picked === NEW && name.trim() === '')}
          >
            Add to shortlist
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
