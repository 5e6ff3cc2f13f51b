import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** One event for one member: delivered to every stream that member has open, on any instance. */
export type BusMessage = { companyId: string; memberId: string; event: string; data: unknown };

const CHANNEL = 'shelfscope_events';

/**
 * Live events between server instances. On PostgreSQL every instance LISTENs on one channel on
 * a connection of its own and publishing is pg_notify, so an event raised by the instance that
 * ran a job reaches the member's stream on whichever instance holds it. PGlite is one process's
 * database, so there the bus is that process's emitter.
 */
export class EventBus {
  private readonly local = new EventEmitter();
  private listener: pg.Client | null = null;
  private publisher: pg.Client | null = null;

  constructor(
    private readonly postgresUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.postgresUrl) return;
    this.listener = new pg.Client({ connectionString: this.postgresUrl, application_name: 'shelfscope-events' });
    this.listener.on('error', (error) => this.log.error({ err: error }, 'event bus connection error'));
    this.listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.local.emit('message', JSON.parse(message.payload) as BusMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable event on the bus');
      }
    });
    await this.listener.connect();
    await this.listener.query(`LISTEN ${CHANNEL}`);
    this.publisher = new pg.Client({ connectionString: this.postgresUrl, application_name: 'shelfscope-events' });
    this.publisher.on('error', (error) => this.log.error({ err: error }, 'event bus connection error'));
    await this.publisher.connect();
  }

  /** Sends an event; call it after the transaction that made the change has committed. */
  async publish(message: BusMessage): Promise<void> {
    if (!this.publisher) {
      this.local.emit('message', message);
      return;
    }
    // pg_notify payloads stop at 8,000 bytes: events carry ids and counts, never rows.
    await this.publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  /** Calls `listener` with every event for the member; returns the unsubscribe function. */
  subscribe(companyId: string, memberId: string, listener: (message: BusMessage) => void): () => void {
    const filter = (message: BusMessage) => {
      if (message.companyId === companyId && message.memberId === memberId) listener(message);
    };
    this.local.on('message', filter);
    return () => this.local.off('message', filter);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    await Promise.allSettled([this.listener?.end(), this.publisher?.end()]);
    this.listener = null;
    this.publisher = null;
  }
}
