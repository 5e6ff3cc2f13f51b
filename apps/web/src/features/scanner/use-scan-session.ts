import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequester } from '../../lib/requester-context';
import { useSession } from '../../lib/session';
import { isOffline, lookUpScan } from './api/scan-lookup';
import { CardProduct, loadScans, newScan, type ScanEntry, saveScans } from './scan-store';

/** The browser's own word on the connection (false: certainly offline; true: maybe online). */
const isOnlineNow = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The scanning session: today's scans kept on the device for the member, each looked up once,
 * and the offline queue. A scan made with no connection waits ('queued') and is looked up when
 * the browser says the connection is back, one at a time in the order scanned; a lookup that
 * fails on the way for want of a connection goes back to the queue. The figures a card shows
 * are the kept copy's until this visit reads them again (`isFresh`).
 */
export function useScanSession() {
  const request = useRequester();
  const memberId = useSession().session?.member_id ?? 'signed-out';
  const [entries, setEntries] = useState<ScanEntry[]>(() => loadScans(window.localStorage, memberId));
  const [isOnline, setOnline] = useState(isOnlineNow);
  const [selected, setSelected] = useState<string | null>(() => entries[0]?.code ?? null);
  const [freshCodes, setFreshCodes] = useState<ReadonlySet<string>>(() => new Set());
  const current = useRef(entries);
  current.current = entries;
  const inFlight = useRef(new Set<string>());

  useEffect(() => saveScans(window.localStorage, memberId, entries), [memberId, entries]);

  const update = useCallback((code: string, change: Partial<ScanEntry>) => {
    setEntries((list) => list.map((e) => (e.code === code ? { ...e, ...change } : e)));
  }, []);

  const lookUp = useCallback(
    async (code: string, price: number | null, asin?: string) => {
      if (inFlight.current.has(code)) return;
      if (!isOnlineNow()) {
        update(code, { status: 'queued', price });
        return;
      }
      inFlight.current.add(code);
      update(code, { status: 'looking', price, problem: null });
      try {
        const answer = await lookUpScan(request, { code, price, ...(asin ? { asin } : {}) });
        if ('product' in answer) {
          const product = CardProduct.parse(answer.product);
          update(code, {
            status: 'found',
            product,
            price: product.cost ?? price,
            candidates: [],
            fetchedAt: new Date().toISOString(),
          });
          setFreshCodes((codes) => new Set(codes).add(code));
        } else if ('candidates' in answer) update(code, { status: 'pick', candidates: answer.candidates });
        else update(code, { status: 'not-found', problem: answer.notFound });
      } catch (error) {
        if (isOffline(error)) update(code, { status: 'queued' });
        else update(code, { status: 'failed', problem: error instanceof Error ? error.message : String(error) });
      } finally {
        inFlight.current.delete(code);
      }
    },
    [request, update],
  );

  /**
   * Takes a scanned or typed code: true when it is new today (shown and looked up). A code seen
   * before is not looked up again; typed, its card is shown, while the camera seeing it again
   * (a pack still in view, the next one beside it) leaves the card the seller is reading alone.
   */
  const scan = useCallback(
    (code: string, price: number | null, source: 'camera' | 'typed' = 'typed'): boolean => {
      if (current.current.some((e) => e.code === code)) {
        if (source === 'typed') setSelected(code);
        return false;
      }
      setSelected(code);
      const entry = newScan(code, price);
      current.current = [entry, ...current.current];
      setEntries((list) => [entry, ...list.filter((e) => e.code !== code)]);
      void lookUp(code, price);
      return true;
    },
    [lookUp],
  );

  const replaying = useRef(false);
  /** The queue, oldest first, while the connection holds. */
  const replay = useCallback(async () => {
    if (replaying.current) return;
    replaying.current = true;
    try {
      const queued = current.current.filter((e) => e.status === 'queued').reverse();
      for (const e of queued) {
        if (!isOnlineNow()) break;
        await lookUp(e.code, e.price);
      }
    } finally {
      replaying.current = false;
    }
  }, [lookUp]);

  useEffect(() => {
    const online = () => {
      setOnline(true);
      void replay();
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // Scans queued on an earlier visit go as soon as the scanner opens online.
    if (isOnlineNow()) void replay();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [replay]);

  return {
    entries,
    isOnline,
    selected: entries.find((e) => e.code === selected) ?? null,
    select: setSelected,
    /** Whether the card's figures were read in this visit (else they are the kept copy's). */
    isFresh: (code: string) => freshCodes.has(code),
    scan,
    /** The code's figures again at another shelf price (or with the product picked among several). */
    lookUp,
    update,
  };
}

export type ScanSession = ReturnType<typeof useScanSession>;
