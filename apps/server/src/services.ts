import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { VERSION } from './app.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { EmbeddedMaintenance } from './db/embedded-maintenance.js';
import { createIdentityContext, type IdentityContext } from './identity/context.js';
import { RateLimits } from './identity/rate-limit.js';
import { logContext } from './logger.js';
import { EventfulMarket } from './market/events.js';
import { ExchangeRates, FX_UPDATED, SHIPPED_DAYS } from './market/fx/rates.js';
import { createMarketProvider, type MarketDataProvider } from './market/index.js';
import { Answering } from './platform/http/answering.js';
import { Jobs, type JobsOptions } from './platform/jobs/jobs.js';
import { createMailer, type Mailer } from './platform/mail/outbox.js';
import { devMailboxTransport, type MailTransport } from './platform/mail/transports.js';
import { Metrics } from './platform/metrics/metrics.js';
import { EventBus } from './platform/notifications/bus.js';
import { connectRedis, type RedisClients } from './platform/redis/redis.js';
import { Tracing, type TracingOptions } from './platform/tracing/tracing.js';
import { createExportSlots, type ExportSlots } from './seller/exports/slots.js';
import { SellerAccountRuntime } from './seller/seller-account/runtime.js';

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
  /** The dated exchange-rate table supplier costs are converted with (docs/marketplaces.md). */
  rates: ExchangeRates;
  /** Live events to members' streams and signals to every instance (Redis, or LISTEN/NOTIFY on PostgreSQL). */
  bus: EventBus;
  /** Redis, when REDIS_URL is set. */
  redis: RedisClients | null;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
  /** OpenTelemetry traces (exported when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing: Tracing;
  /** Streamed downloads running per company, and the line for more (seller/exports/slots.ts). */
  exportSlots: ExportSlots;
  /** The sellers' own Amazon accounts: the SP-API (or the simulated account) and its quota (seller/seller-account). */
  sellerAccounts: SellerAccountRuntime;
  /** The requests being answered (uploads give way to them between batches on PGlite). */
  answering: Answering;
  /** Vacuum and analysis of the embedded database (PGlite has no autovacuum); null on PostgreSQL. */
  maintenance: EmbeddedMaintenance | null;
  /** Ready to serve: false while booting (migrations, queues) and once shutting down (readiness). */
  lifecycle: { state: 'starting' | 'ready' | 'draining' };
  /**
   * Stops the job queue (letting running jobs finish), then closes transports and the database,
   * naming each step to `onStep` as it begins (a shutdown that overruns says which one hung).
   */
  close(onStep?: (step: string) => void): Promise<void>;
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
    /** Tests receive the spans in memory. */
    traceExporter?: TracingOptions['exporter'];
  } = {},
): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dataDir: path.resolve(config.dataDir), settings: config.embeddedDatabaseSettings },
    ));
  const metrics = new Metrics();
  const tracing = await Tracing.create({
    endpoint: config.production.otlpEndpoint,
    serviceName: config.production.serviceName,
    version: VERSION,
    sampler: config.production.sampler,
    ...(options.traceExporter ? { exporter: options.traceExporter } : {}),
  });
  tracing.instrumentDatabase(database);
  const jobs = new Jobs(database, log, {
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    ...(tracing.enabled ? { traceparent: () => tracing.traceparent() } : {}),
    instrument: async (queue, run, jobId, traceparent) => {
      const end = metrics.jobDuration.startTimer({ queue });
      try {
        await logContext.run({ queue, jobId }, () => tracing.job(queue, run, traceparent));
        end({ outcome: 'ok' });
      } catch (error) {
        end({ outcome: 'failed' });
        throw error;
      }
    },
    ...options.jobs,
  });
  metrics.watch({ jobs, database });
  const mailTransport = config.smtpUrl
    ? (await import('./platform/mail/smtp.js')).smtpTransport(config.smtpUrl)
    : devMailboxTransport(database.db);
  const mailer = createMailer({
    db: database.db,
    jobs,
    transport: mailTransport,
    defaultFrom: config.mailFrom,
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
  });

  let identity: IdentityContext;
  let redis: RedisClients | null = null;
  let bus: EventBus;
  try {
    if (config.production.redisUrl) {
      redis = await connectRedis(config.production.redisUrl, config.production.redisKeyPrefix, log);
      tracing.instrumentRedis(redis.client);
    }
    bus = new EventBus(
      {
        postgresUrl: database.kind === 'postgres' ? ((database as { url?: string }).url ?? config.databaseUrl) : undefined,
        redis: redis ? { publisher: redis.client, subscriber: redis.subscriber, channelPrefix: redis.prefix } : undefined,
      },
      log,
    );
    const rateLimits = new RateLimits(database.db, redis ?? undefined, log);
    // Instances booting together on a fresh database take turns: one creates the project and
    // the signing key, the others find them.
    identity = await database.withBootLock(async () => {
      await database.migrate();
      return createIdentityContext({
        db: database.db,
        config,
        mailer,
        log,
        rateLimits,
        signal: (topic, data) => bus.signal(topic, data),
      });
    });
    await bus.start();
  } catch (error) {
    await redis?.close();
    await database.close();
    throw error;
  }

  const provider = metrics.instrumentMarket(options.market ?? createMarketProvider(config.market));
  // Dev tools push market events (POST /dev/market/events) onto the readings.
  const market = config.devTools ? new EventfulMarket(provider) : provider;
  const rates = new ExchangeRates(database.db, {
    source: config.market.fxSource,
    url: config.market.fxEcbUrl,
    offline: SHIPPED_DAYS,
    reloadMs: 6 * 3_600_000,
  });
  await rates.start();
  // The instance that reads a new day tells the others, which read the table again.
  bus.onSignal(FX_UPDATED, () => void rates.fresh(0).catch((error) => log.warn({ err: error }, 'exchange rates: reload failed')));
  const sellerAccounts = new SellerAccountRuntime(config.sellerAccount, config.market.simulatedSize);
  const maintenance =
    database.kind === 'pglite' && config.embeddedMaintenanceSeconds > 0
      ? new EmbeddedMaintenance(database, {
          intervalMs: config.embeddedMaintenanceSeconds * 1000,
          onError: (error) => log.warn({ err: error }, 'embedded database: vacuum or analysis failed'),
        }).start()
      : null;
  let closing: Promise<void> | undefined;
  return {
    config,
    database,
    jobs,
    mailer,
    mailTransport,
    identity,
    market,
    rates,
    bus,
    redis,
    metrics,
    tracing,
    exportSlots: createExportSlots(config.exports),
    sellerAccounts,
    answering: new Answering(),
    maintenance,
    lifecycle: { state: 'starting' },
    close(onStep) {
      closing ??= (async () => {
        const steps: [string, () => Promise<unknown> | undefined][] = [
          ['job queue', () => jobs.stop(config.shutdownTimeoutMs)],
          ['event bus', () => bus.close()],
          ['redis', () => redis?.close()],
          ['tracing', () => tracing.close()],
          ['mail transport', () => mailTransport.close()],
          ['database maintenance', () => maintenance?.stop()],
          ['database', () => database.close()],
          ['marketplace', () => market.close?.()],
          ['seller accounts', () => sellerAccounts.close()],
        ];
        for (const [step, stop] of steps) {
          onStep?.(step);
          await stop();
        }
      })();
      return closing;
    },
  };
}
