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
  /**
   * Redis pub/sub (preferred when both are given): two connections, one subscribed. With
   * PostgreSQL too, LISTEN/NOTIFY carries the events while Redis is down.
   */
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
    const postgres = options.postgresUrl ? postgresTransport(options.postgresUrl, log) : null;
    this.transport = options.redis
      ? postgres
        ? redisWithPostgresFallback(options.redis, postgres, log)
        : redisTransport(options.redis)
      : (postgres ?? localTransport());
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

/** Waits between attempts to listen again after the LISTEN connection was lost. */
const RELISTEN_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN/NOTIFY on connections of the bus's own. Either may die (PostgreSQL restarted, a network
 * cut): the error is logged, never left to end the process, and the listener connects and LISTENs
 * again in the background (events sent while it was away are lost: a stream's events are live
 * news, and a client reloads what it shows when its stream reconnects). The publisher is
 * connected again on the next send.
 */
function postgresTransport(url: string, log: FastifyBaseLogger): Transport {
  let listener: pg.Client | null = null;
  let publisher: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (onLost: (client: pg.Client) => void) => {
    const client = new pg.Client({ connectionString: url, application_name: 'shelfscope-events' });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      onLost(client);
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'event bus connection lost');
      lose();
    });
    client.on('end', lose);
    try {
      await client.connect();
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };
  const listen = async (deliver: (payload: string) => void) => {
    const client = await connect((dead) => {
      if (listener === dead) listener = null;
      dead.end().catch(() => {});
      if (!closed) relisten(deliver, 0);
    });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    if (closed) await client.end().catch(() => {});
    else listener = client;
  };
  const relisten = (deliver: (payload: string) => void, attempt: number) => {
    clearTimeout(retry);
    retry = setTimeout(
      () => {
        listen(deliver).then(
          () => log.info('event bus listening again'),
          () => {
            if (!closed) relisten(deliver, attempt + 1);
          },
        );
      },
      RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)],
    );
    retry.unref();
  };
  const publishing = () => {
    publisher ??= connect((dead) => {
      dead.end().catch(() => {});
      publisher = null;
    }).catch((error) => {
      publisher = null;
      throw error;
    });
    return publisher;
  };
  return {
    name: 'postgres',
    async start(deliver) {
      await listen(deliver);
      await publishing();
    },
    async send(payload) {
      if (closed) throw new Error('the event bus is closed');
      await (await publishing()).query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = publisher;
      publisher = null;
      await Promise.allSettled([listener?.end(), open?.then((client) => client.end())]);
      listener = null;
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

/**
 * Redis, with PostgreSQL's LISTEN/NOTIFY beside it for the time Redis is down (issue 37,
 * finding 8): every instance listens on both, and an event goes out on Redis while its
 * connection is ready, on PostgreSQL otherwise (or when publishing to Redis fails). Each event
 * is sent one way, so it arrives once.
 */
function redisWithPostgresFallback(
  redis: NonNullable<EventBusOptions['redis']>,
  postgres: Transport,
  log: FastifyBaseLogger,
): Transport {
  const primary = redisTransport(redis);
  let fallingBack = false;
  const fallBack = (error: unknown) => {
    if (!fallingBack) log.warn({ err: error }, 'Redis is unavailable: live events go through PostgreSQL');
    fallingBack = true;
  };
  return {
    name: 'redis',
    async start(deliver) {
      await postgres.start(deliver);
      await primary.start(deliver);
    },
    async send(payload) {
      if (redis.publisher.status === 'ready') {
        try {
          await primary.send(payload);
          if (fallingBack) log.info('Redis is back: live events go through Redis again');
          fallingBack = false;
          return;
        } catch (error) {
          fallBack(error);
        }
      } else {
        fallBack(new Error(`the Redis connection is ${redis.publisher.status}`));
      }
      await postgres.send(payload);
    },
    async close() {
      await Promise.allSettled([primary.close(), postgres.close()]);
    },
  };
}
