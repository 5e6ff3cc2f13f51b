import { NativeSelect } from '@mantine/core';
import type { Shortlist } from '@shelfscope/contracts';
import { useState } from 'react';
import { useShortlists } from '../../lib/shortlists';

const keyOf = (memberId: string) => `shelfscope-scan-shortlist:${memberId}`;

/**
 * The shortlist the cards add to in one tap, chosen once and remembered on the device (a seller
 * sources for one store at a time: its supplier's shortlist).
 */
export function useShortlistTarget(memberId: string) {
  const lists = useShortlists();
  const [chosenId, setChosenId] = useState<string | null>(() => window.localStorage.getItem(keyOf(memberId)));
  const choose = (id: string | null) => {
    setChosenId(id);
    try {
      if (id) window.localStorage.setItem(keyOf(memberId), id);
      else window.localStorage.removeItem(keyOf(memberId));
    } catch {
      // Storage blocked: the choice holds for this visit.
    }
  };
  const target: Shortlist | null = lists.data?.find((l) => l.id === chosenId) ?? null;
  return { lists: lists.data ?? [], target, choose };
}

/** The picker of that shortlist, by name and supplier. */
export function ShortlistTarget({
  lists,
  target,
  onChoose,
}: {
  lists: Shortlist[];
  target: Shortlist | null;
  onChoose: (id: string | null) => void;
}) {
  return (
    <NativeSelect
      style={{ flex: '1 1 220px', minWidth: 0 }}
      label="Add scans to"
      description={lists.length === 0 ? 'Create a shortlist for the store first (Shortlists).' : undefined}
      value={target?.id ?? ''}
      onChange={(e) => onChoose(e.currentTarget.value || null)}
      data={[
        { value: '', label: 'No shortlist' },
        ...lists.map((l) => ({ value: l.id, label: l.supplierName ? `${l.name} (${l.supplierName})` : l.name })),
      ]}
    />
  );
}
