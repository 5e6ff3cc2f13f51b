import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** One event for one member: delivered to every stream that member has open, on any instance. */
export type BusMessage = { companyId: string; memberId: string; event: string; data: unknown };

/**
 * What crosses between instances: a member's event, or a signal to every instance (a revoked
 * session, a company's changed products) that drops what its caches hold.
 */
type Envelope = { kind: 'member'; message: BusMessage } | { kind: 'signal'; topic: string; data: unknown };

/** How envelopes reach every instance (this one included). */
type Transport = {
  name: 'local' | 'postgres' | 'redis';
  start(deliver: (payload: string) => void): Promise<void>;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'shelfscope_events';

export type EventBusOptions = {
  /** PostgreSQL: LISTEN/NOTIFY on one channel. */
  postgresUrl?: string | undefined;
  /** Redis pub/sub (preferred when both are given): two connections, one subscribed. */
  redis?: { publisher: Redis; subscriber: Redis; channelPrefix: string } | undefined;
};

/**
 * Live events between server instances. With Redis, instances publish to one Redis channel;
 * otherwise, on PostgreSQL, every instance LISTENs on one channel on a connection of its own and
 * publishing is pg_notify. Either way an event raised by the instance that ran a job reaches the
 * member's stream on whichever instance holds it, and a signal reaches every instance. PGlite is
 * one process's database, so there the bus is that process's emitter.
 */
export class EventBus {
  private readonly local = new EventEmitter();
  private readonly transport: Transport;

  constructor(
    options: EventBusOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local.setMaxListeners(0);
    this.transport = options.redis
      ? redisTransport(options.redis)
      : options.postgresUrl
        ? postgresTransport(options.postgresUrl, log)
        : localTransport();
  }

  /** Which transport carries the events: `local` (one process), `postgres` or `redis`. */
  get kind(): Transport['name'] {
    return this.transport.name;
  }

  async start(): Promise<void> {
    await this.transport.start((payload) => {
      try {
        const envelope = JSON.parse(payload) as Envelope;
        if (envelope.kind === 'member') this.local.emit('message', envelope.message);
        else if (envelope.kind === 'signal') this.local.emit(`signal:${envelope.topic}`, envelope.data);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable event on the bus');
      }
    });
  }

  /** Sends an event; call it after the transaction that made the change has committed. */
  async publish(message: BusMessage): Promise<void> {
    await this.send({ kind: 'member', message });
  }

  /** Tells every instance (this one too) about `topic`; best effort, logged when it fails. */
  async signal(topic: string, data: unknown): Promise<void> {
    try {
      await this.send({ kind: 'signal', topic, data });
    } catch (error) {
      this.log.warn({ err: error, topic }, 'could not signal the other instances');
    }
  }

  /** Calls `listener` with every signal of `topic`; returns the unsubscribe function. */
  onSignal<T>(topic: string, listener: (data: T) => void): () => void {
    const handler = (data: T) => listener(data);
    this.local.on(`signal:${topic}`, handler);
    return () => this.local.off(`signal:${topic}`, handler);
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
    await this.transport.close();
  }

  private async send(envelope: Envelope): Promise<void> {
    // pg_notify payloads stop at 8,000 bytes: events carry ids and counts, never rows.
    await this.transport.send(JSON.stringify(envelope));
  }
}

function localTransport(): Transport {
  let deliver: ((payload: string) => void) | null = null;
  return {
    name: 'local',
    async start(d) {
      deliver = d;
    },
    async send(payload) {
      deliver?.(payload);
    },
    async close() {
      deliver = null;
    },
  };
}

function postgresTransport(url: string, log: FastifyBaseLogger): Transport {
  let listener: pg.Client | null = null;
  let publisher: pg.Client | null = null;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: 'shelfscope-events' });
    client.on('error', (error) => log.error({ err: error }, 'event bus connection error'));
    await client.connect();
    return client;
  };
  return {
    name: 'postgres',
    async start(deliver) {
      listener = await connect();
      listener.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) deliver(message.payload);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
      publisher = await connect();
    },
    async send(payload) {
      if (!publisher) throw new Error('the event bus is not started');
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      await Promise.allSettled([listener?.end(), publisher?.end()]);
      listener = null;
      publisher = null;
    },
  };
}

function redisTransport(redis: NonNullable<EventBusOptions['redis']>): Transport {
  const channel = `${redis.channelPrefix}${CHANNEL}`;
  return {
    name: 'redis',
    async start(deliver) {
      redis.subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) deliver(payload);
      });
      await redis.subscriber.subscribe(channel);
    },
    async send(payload) {
      await redis.publisher.publish(channel, payload);
    },
    async close() {
      await redis.subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
