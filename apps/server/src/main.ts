import { buildApp, VERSION } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { keepRunningOnStrayRejections } from './platform/process-guards.js';
import { seedDemoData } from './seed/seed.js';
import { resumeRefreshes } from './seller/refresh/job.js';
import { resumeEligibilityChecks } from './seller/seller-account/queue.js';
import { resumeUploads } from './seller/uploads/job.js';
import { resumeWebhookDeliveries } from './seller/webhooks/emit.js';
import { createServices } from './services.js';

/** Boot: config -> database (migrated) -> services -> app -> jobs -> demo data -> listen. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`ShelfScope cannot start.\n${error.message}\nSee .env.example for every variable.`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const logger = createLogger(config);
  keepRunningOnStrayRejections(logger);
  const services = await createServices(config, logger);
  const app = await buildApp(services, { logger });
  // Queue creation, resumes and demo data run one instance at a time (see withBootLock).
  await services.database.withBootLock(async () => {
    await services.jobs.start();
    // Messages left 'queued' by a run that died between recording and queueing them. The job id
    // is the message id, so messages whose job still exists are not queued twice.
    await services.mailer.requeueStale(0);
    // Uploads a stopped or crashed run left unfinished continue from their last committed batch.
    await resumeUploads({ db: services.database.db, jobs: services.jobs, bus: services.bus, config: config.uploads });
    // So do refreshes: each continues after the last batch it committed.
    await resumeRefreshes(services.database.db, services.jobs);
    // And webhook deliveries recorded but never queued, or whose queued attempt was lost.
    await resumeWebhookDeliveries(services.database.db, services.jobs);
    // And the seller accounts' eligibility checks still waiting for their quota.
    await resumeEligibilityChecks(services.database.db, services.jobs);
    if (config.seedDemoData) await seedDemoData(services, logger);
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    // Readiness answers 503 from now on: the load balancer stops sending new requests here.
    services.lifecycle.state = 'draining';
    logger.info({ signal }, 'shutting down: no new requests; finishing requests and jobs in flight');
    // What the shutdown is waiting on, and since when: said if it overruns.
    let step = { name: 'requests in flight', since: Date.now() };
    const timer = setTimeout(() => {
      logger.error({ step: step.name, waitedMs: Date.now() - step.since }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
    try {
      // Stops accepting and waits for in-flight requests; open event streams are ended, and their
      // browsers reconnect (retry: 3 s) through the load balancer to another instance.
      await app.close();
      // Jobs finish, then the database closes.
      await services.close((name) => {
        step = { name, since: Date.now() };
      });
      clearTimeout(timer);
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  services.lifecycle.state = 'ready';
  logger.info(
    {
      version: VERSION,
      database: services.database.kind,
      events: services.bus.kind,
      rateLimits: services.identity.rateLimits.store,
      tracing: services.tracing.enabled,
      devTools: config.devTools,
    },
    `ShelfScope is ready at ${config.publicUrl}`,
  );
  if (!process.stdout.isTTY || config.nodeEnv === 'production') return;
  console.log(
    `\n  ShelfScope ${VERSION} is ready at ${config.publicUrl}\n  API docs: ${config.publicUrl}/api/docs${config.devTools ? `\n  Dev mailbox: ${config.publicUrl}/dev/mailbox` : ''}\n`,
  );
}

main().catch((error) => {
  console.error('ShelfScope failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
