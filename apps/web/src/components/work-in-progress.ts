import { useState } from 'react';
import { type LiveEvent, useLiveEvents } from '../lib/live-events';

/** An upload or a refresh the member started that is still running, as its live events tell it. */
export type Work = { id: string; label: string; done: number; total: number | null };

const OPEN = new Set(['queued', 'parsing', 'matching', 'running']);
const SCOPES: Record<string, string> = {
  supplier: "Refreshing a supplier's products",
  shortlist: "Refreshing a shortlist's products",
  products: 'Refreshing products',
};

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The running work after one live event: an upload's or refresh's counters replace its entry,
 * and a finished, stopped or failed one leaves the list (its notification says how it ended).
 */
export function trackWork(work: readonly Work[], { event, data }: LiveEvent): Work[] {
  let id: string;
  let entry: Work;
  if (event === 'upload' && typeof data.uploadId === 'string') {
    id = `upload:${data.uploadId}`;
    entry = { id, label: 'Reading a price list', done: count(data.processed) ?? 0, total: count(data.rowsTotal) };
  } else if (event === 'refresh' && typeof data.refreshId === 'string') {
    id = `refresh:${data.refreshId}`;
    entry = {
      id,
      label: SCOPES[String(data.scope)] ?? 'Refreshing products',
      done: count(data.done) ?? 0,
      total: count(data.total),
    };
  } else return [...work];
  const rest = work.filter((w) => w.id !== id);
  return OPEN.has(String(data.status)) ? [...rest, entry] : rest;
}

/** The member's running uploads and refreshes, followed on the live stream while mounted. */
export function useWorkInProgress(): Work[] {
  const [work, setWork] = useState<Work[]>([]);
  useLiveEvents((event) => {
    if (event.event !== 'notification') setWork((current) => trackWork(current, event));
  });
  return work;
}
