import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.js';
import type { MarketDataProvider } from '../../market/provider.js';
import { HttpError } from '../http/errors.js';
import type { Jobs } from '../jobs/jobs.js';

/** The provider's webhooks: their outcomes are counted apart (`webhook_requests_total`). */
const WEBHOOK_ROUTES = new Set(['/SubscriptionWebhook', '/api/payments-hook']);

/**
 * The process's Prometheus metrics, in a registry of its own (every app built in one test
 * process keeps its own). GET /metrics serves them in the text exposition format.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'shelfscope_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'shelfscope_job_duration_seconds',
    help: 'Background job attempts by queue and outcome (ok, failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });
  readonly uploadStages = new Histogram({
    name: 'shelfscope_upload_stage_seconds',
    help: "Wall time of each stage on a price-list upload's critical path (seller/uploads/stages.ts)",
    labelNames: ['stage'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly marketCalls = new Counter({
    name: 'shelfscope_market_provider_calls_total',
    help: 'Calls to the market-data provider by provider, operation and outcome (ok, error)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly marketDuration = new Histogram({
    name: 'shelfscope_market_provider_call_duration_seconds',
    help: 'Market-data provider calls by provider and operation',
    labelNames: ['provider', 'operation'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [this.registry],
  });
  readonly clientErrors = new Counter({
    name: 'shelfscope_client_errors_total',
    help: 'Browser errors reported to POST /api/client-errors, by source (web, widget, extension) and kind',
    labelNames: ['source', 'kind'] as const,
    registers: [this.registry],
  });
  readonly webhooks = new Counter({
    name: 'shelfscope_webhook_requests_total',
    help: "The payment provider's webhook deliveries by outcome (accepted, rejected, failed)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'shelfscope_' });
  }

  /** Gauges read when scraped: the job queues' depth and the database pool. */
  watch(deps: { jobs: Jobs; database: Database }): void {
    const { jobs, database } = deps;
    new Gauge({
      name: 'shelfscope_job_queue_depth',
      help: 'Jobs waiting in each queue (created or waiting to retry)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const queue of jobs.queueNames()) {
          try {
            // pg-boss's counts of the queue (created or retry, deferred included), kept by its monitor.
            const counts = await jobs.boss.getQueue(queue);
            if (counts) this.set({ queue }, counts.queuedCount);
          } catch {
            // Not started yet, or the database is away: the last value stays.
          }
        }
      },
    });
    new Gauge({
      name: 'shelfscope_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting: requests waiting for one)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
  }

  /** Times every request by its route pattern (never the raw URL: ids would explode the labels). */
  register(app: FastifyInstance, options: { token: string | undefined }): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      this.httpDuration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
      if (WEBHOOK_ROUTES.has(route)) {
        this.webhooks.inc({ outcome: status < 300 ? 'accepted' : status < 500 ? 'rejected' : 'failed' });
      }
    });
    const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (expected) {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          reply.header('www-authenticate', 'Bearer');
          throw new HttpError(401, 'unauthorized', 'The metrics need the bearer token METRICS_TOKEN.');
        }
      }
      reply.header('content-type', this.registry.contentType);
      return this.registry.metrics();
    });
  }

  /** The provider, with every call counted and timed. */
  instrumentMarket(provider: MarketDataProvider): MarketDataProvider {
    const timed = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
      const labels = { provider: provider.name, operation };
      const end = this.marketDuration.startTimer(labels);
      try {
        const result = await run();
        this.marketCalls.inc({ ...labels, outcome: 'ok' });
        return result;
      } catch (error) {
        this.marketCalls.inc({ ...labels, outcome: 'error' });
        throw error;
      } finally {
        end();
      }
    };
    return {
      name: provider.name,
      ...(provider.figuresNeedHistory !== undefined ? { figuresNeedHistory: provider.figuresNeedHistory } : {}),
      products: (asins, request) => timed('products', () => provider.products(asins, request)),
      lookup: (codes, type) => timed('lookup', () => provider.lookup(codes, type)),
      ...(provider.close ? { close: () => provider.close?.() ?? Promise.resolve() } : {}),
    };
  }
}
