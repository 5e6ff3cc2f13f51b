import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { createIdentityContext, type IdentityContext } from './identity/context.js';
import { createMarketProvider, type MarketDataProvider } from './market/index.js';
import { Jobs, type JobsOptions } from './platform/jobs/jobs.js';
import { createMailer, type Mailer } from './platform/mail/outbox.js';
import { devMailboxTransport, type MailTransport, smtpTransport } from './platform/mail/transports.js';
import { EventBus } from './platform/notifications/bus.js';

/** Everything the app stands on, built once per process (or per test) and handed to buildApp. */
export type Services = {
  config: Config;
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  mailTransport: MailTransport;
  identity: IdentityContext;
  /** Market data (Keepa or the simulated marketplace). */
  market: MarketDataProvider;
  /** Live events to members' streams, across instances (LISTEN/NOTIFY on PostgreSQL). */
  bus: EventBus;
  /** Stops the job queue (letting running jobs finish), then closes transports and the database. */
  close(): Promise<void>;
};

export async function createServices(
  config: Config,
  log: FastifyBaseLogger,
  options: {
    database?: Database;
    jobs?: JobsOptions;
    /** Delivery retries (default 5 with backoff from 5 s); tests shorten them. */
    mailRetry?: { retryLimit: number; retryDelaySeconds: number };
    /** Tests stand in for a remote market (Keepa) at its network boundary. */
    market?: MarketDataProvider;
  } = {},
): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dataDir: path.resolve(config.dataDir) },
    ));
  const jobs = new Jobs(database, log, {
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    ...options.jobs,
  });
  const mailTransport = config.smtpUrl ? smtpTransport(config.smtpUrl) : devMailboxTransport(database.db);
  const mailer = createMailer({
    db: database.db,
    jobs,
    transport: mailTransport,
    defaultFrom: config.mailFrom,
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
  });

  let identity: IdentityContext;
  try {
    // Instances booting together on a fresh database take turns: one creates the project and
    // the signing key, the others find them.
    identity = await database.withBootLock(async () => {
      await database.migrate();
      return createIdentityContext({ db: database.db, config, mailer, log });
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const bus = new EventBus(
    database.kind === 'postgres' ? ((database as { url?: string }).url ?? config.databaseUrl) : undefined,
    log,
  );
  await bus.start();

  const market = options.market ?? createMarketProvider(config.market);
  let closing: Promise<void> | undefined;
  return {
    config,
    database,
    jobs,
    mailer,
    mailTransport,
    identity,
    market,
    bus,
    close() {
      closing ??= (async () => {
        await jobs.stop(config.shutdownTimeoutMs);
        await bus.close();
        await mailTransport.close();
        await database.close();
        await market.close?.();
      })();
      return closing;
    },
  };
}
