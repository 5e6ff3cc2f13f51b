import { envelope, StreamTicket } from '@shelfscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { checked } from './checked';
import { useRequester } from './requester-context';

/** An event of the member's live stream (GET /api/Notification/stream, docs/uploads.md). */
export type LiveEvent = { event: 'notification' | 'upload' | 'refresh' | 'eligibility'; data: Record<string, unknown> };
type Listener = (event: LiveEvent) => void;

const ListenersContext = createContext<Set<Listener> | null>(null);
const TicketEnvelope = envelope(StreamTicket);

/** Reconnection waits: 2 s, doubling to 60 s at the most; reset once a stream opens. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** What a finished upload or refresh makes stale: the lists that show its products. */
const STALE_AFTER_WORK = [['products'], ['suppliers'], ['shortlists'], ['quick-view'], ['uploads']];

/**
 * Keeps one Server-Sent Events stream open for the signed-in member (a browser's EventSource
 * cannot send the bearer token, so each connection asks for a short-lived ticket first) and
 * hands its events to the components that listen. A notification refreshes the notification
 * menu; a finished upload or refresh refreshes the product lists (spec section 9: "the table
 * refreshes when done"). Without EventSource (tests in jsdom) there is no stream.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const request = useRequester();
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<Listener>()).current;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_FIRST_MS;
    let isClosed = false;

    const emit = (event: LiveEvent['event']) => (message: MessageEvent<string>) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(message.data) as Record<string, unknown>;
      } catch {
        return;
      }
      if (event === 'notification') {
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
        // An alert fired: the alerts list shows it too.
        if (data.kind === 'alert.fired') void queryClient.invalidateQueries({ queryKey: ['alerts'] });
        const kind = String(data.kind ?? '');
        if (kind.endsWith('.finished') || kind === 'limit.reached') {
          for (const queryKey of STALE_AFTER_WORK) void queryClient.invalidateQueries({ queryKey });
        }
      }
      for (const listener of listeners) listener({ event, data });
    };

    const retry = () => {
      if (isClosed) return;
      timer = setTimeout(connect, wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };

    async function connect() {
      try {
        const { data } = await request('POST', '/api/Notification/stream-ticket', {
          schema: checked(import.meta.env.DEV && TicketEnvelope),
          silent: true,
        });
        if (isClosed) return;
        source = new EventSource(`/api/Notification/stream?ticket=${encodeURIComponent(data.ticket)}`);
        source.addEventListener('ready', () => {
          wait = RETRY_FIRST_MS;
        });
        for (const event of ['notification', 'upload', 'refresh', 'eligibility'] as const)
          source.addEventListener(event, emit(event));
        // The browser retries a dropped stream itself with the same ticket, which has expired
        // by then: close it and start again with a new ticket.
        source.onerror = () => {
          source?.close();
          source = null;
          retry();
        };
      } catch {
        retry();
      }
    }

    void connect();
    return () => {
      isClosed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [request, queryClient, listeners]);

  return <ListenersContext.Provider value={listeners}>{children}</ListenersContext.Provider>;
}

/** Calls `listener` with every live event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const listeners = useContext(ListenersContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!listeners) return;
    const forward: Listener = (event) => latest.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, [listeners]);
}
