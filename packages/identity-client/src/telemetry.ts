import { realTimer, type Timer } from './timer.js';

/** Identifies this package in telemetry; the server reads it from X-SDK-Client and /events. */
export const SDK_IDENTIFIER = 'shelfscope-identity-client';
/** Version reported in telemetry. */
export const SDK_VERSION = '0.1.0';
/** Most events sent in one POST /events. */
export const TELEMETRY_BATCH_SIZE = 15;
/** Queued events are flushed this long after the first one is queued. */
export const TELEMETRY_FLUSH_INTERVAL_MS = 800;

/** The telemetry blob sent base64-encoded in X-SDK-Client and with each event. */
export interface TelemetryBlob {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

/** One analytics event as the server's /events endpoint takes it. */
export interface TelemetryEvent {
  public_token: string;
  event_name: string;
  details?: Record<string, unknown>;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

/**
 * A random hex id. Uses getRandomValues rather than randomUUID, which browsers only offer in secure
 * contexts (a plain-http dev host would break).
 */
export function randomId(prefix: string): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Builds telemetry blobs: a fresh event id per call, one app session id per client, a persistent id per browser. */
export function createTelemetrySource(storage: Storage | undefined, hostname: string): () => TelemetryBlob {
  const appSessionId = randomId('app-session-id-');
  const persistentId = readOrCreatePersistentId(storage);
  return () => ({
    event_id: randomId('event-id-'),
    app_session_id: appSessionId,
    persistent_id: persistentId,
    client_sent_at: new Date().toISOString(),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    app: { identifier: hostname },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  });
}

const PERSISTENT_ID_KEY = 'shelfscope_identity_persistent_id';

function readOrCreatePersistentId(storage: Storage | undefined): string {
  try {
    const existing = storage?.getItem(PERSISTENT_ID_KEY);
    if (existing) return existing;
    const id = randomId('persistent-id-');
    storage?.setItem(PERSISTENT_ID_KEY, id);
    return id;
  } catch {
    // Storage can throw (privacy modes, quota); telemetry must never break a login.
    return randomId('persistent-id-');
  }
}

/** Options of the event logger. */
export interface EventLoggerOptions {
  url: string;
  fetch?: typeof fetch;
  timer?: Timer;
}

/**
 * Queues events and POSTs them as a JSON array, without Authorization or credentials (the endpoint
 * is public and must not see cookies). Failures are swallowed: analytics are best effort.
 */
export class EventLogger {
  private queue: { telemetry: TelemetryBlob; event: TelemetryEvent }[] = [];
  private handle: unknown = null;
  private readonly fetchFn: typeof fetch;
  private readonly timer: Timer;

  constructor(private readonly options: EventLoggerOptions) {
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timer = options.timer ?? realTimer;
  }

  /** Queues one event; a full batch is sent at once, otherwise a flush is scheduled. */
  log(telemetry: TelemetryBlob, event: TelemetryEvent): void {
    this.queue.push({ telemetry, event });
    if (this.queue.length >= TELEMETRY_BATCH_SIZE) {
      void this.flush();
    } else if (this.handle === null) {
      // A timer only while events wait, so an idle page (or a test) holds no interval open.
      this.handle = this.timer.setTimeout(() => {
        this.handle = null;
        void this.flush();
      }, TELEMETRY_FLUSH_INTERVAL_MS);
    }
  }

  /** Sends queued events now, at most TELEMETRY_BATCH_SIZE per request. */
  async flush(): Promise<void> {
    if (this.handle !== null) {
      this.timer.clearTimeout(this.handle);
      this.handle = null;
    }
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, TELEMETRY_BATCH_SIZE);
      try {
        await this.fetchFn(this.options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(batch),
          credentials: 'omit',
        });
      } catch {
        // Ignored on purpose: a lost analytics batch is not worth a retry or an error.
      }
    }
  }

  /** Stops the pending flush timer (events still queued are dropped). */
  dispose(): void {
    if (this.handle !== null) this.timer.clearTimeout(this.handle);
    this.handle = null;
    this.queue = [];
  }
}
