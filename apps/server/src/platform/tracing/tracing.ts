import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { TraceSamplerName } from '../../config.js';
import type { Database } from '../../db/database.js';
import { logContext } from '../../logger.js';
import { traceOutgoingHttp } from './outgoing-http.js';
import { traceRedisCommands } from './redis-commands.js';
import type { TracingSdk } from './sdk.js';

export type TracingOptions = {
  endpoint: string | undefined;
  serviceName: string;
  version: string;
  sampler?: { name: TraceSamplerName; ratio: number };
  /** Tests only: spans go here as each ends (an InMemorySpanExporter), with or without an endpoint. */
  exporter?: SpanExporter;
};

/** The longest statement text a span keeps (a generated IN list can be long). */
const MAX_STATEMENT_CHARS = 2_000;

const requestTraceIds = new WeakMap<FastifyRequest, string>();

/** The trace id of the request's span, when tracing is on (error bodies carry it). */
export function traceIdOf(request: FastifyRequest): string | undefined {
  return requestTraceIds.get(request);
}

/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT when it is
 * set: a server span for every HTTP request (continuing the caller's W3C `traceparent`), a span
 * for every job attempt (a child of the request that queued it), and under them a span for
 * every SQL statement, Redis command and outgoing HTTP call.
 *
 * The provider is this app's own, not registered globally, so several apps in one test process
 * do not share one; so is the context manager (AsyncLocalStorage): spans are started with an
 * explicit parent taken from it, and nothing is registered with the global OpenTelemetry API.
 * With tracing off, none of it exists: no hooks, no context, no wrapped drivers, and the SDK is
 * not even loaded (sdk.ts; 5 MB of heap, decision 048).
 */
export class Tracing {
  private readonly sdk: TracingSdk | null;
  private readonly requests = new WeakMap<FastifyRequest, Span>();
  private readonly unsubscribe: (() => void) | null = null;

  /** Tracing as configured: on with an endpoint (or a test's exporter), off otherwise. */
  static async create(options: TracingOptions): Promise<Tracing> {
    if (!options.endpoint && !options.exporter) return new Tracing(null);
    const { startTracingSdk } = await import('./sdk.js');
    return new Tracing(startTracingSdk(options));
  }

  private constructor(sdk: TracingSdk | null) {
    this.sdk = sdk;
    if (!sdk) return;
    this.unsubscribe = traceOutgoingHttp((name, kind, attributes) => this.startChild(name, kind, attributes));
  }

  get enabled(): boolean {
    return this.sdk !== null;
  }

  register(app: FastifyInstance): void {
    const { sdk } = this;
    if (!sdk) return;
    const { tracer, contexts, propagator } = sdk;
    app.addHook('onRequest', (request, _reply, done) => {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const route = request.routeOptions.url;
      const span = tracer.startSpan(
        route ? `${request.method} ${route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': request.url.split('?')[0] ?? request.url,
            ...(route ? { 'http.route': route } : {}),
            'shelfscope.request_id': request.id,
          },
        },
        parent,
      );
      const { traceId, spanId } = span.spanContext();
      requestTraceIds.set(request, traceId);
      this.requests.set(request, span);
      // Fastify runs the rest of the request (body parsing included) inside done(): every
      // statement, call and log line of it sees this context.
      const log = { ...logContext.getStore(), trace_id: traceId, span_id: spanId };
      logContext.run(log, () => contexts.with(trace.setSpan(parent, span), done));
    });
    app.addHook('onResponse', async (request, reply) => {
      const span = this.requests.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  }

  /** Spans for every statement of the database (a no-op with tracing off). */
  instrumentDatabase(database: Database): void {
    if (!this.sdk) return;
    const kind = database.kind;
    database.traceQueries((statement) => {
      const text = statement.trim();
      const span = this.startChild(text.split(/\s/, 1)[0]?.toUpperCase() || 'SQL', SpanKind.CLIENT, {
        'db.system.name': 'postgresql',
        'db.query.text': text.slice(0, MAX_STATEMENT_CHARS),
        'shelfscope.database': kind,
      });
      if (!span) return () => {};
      return (error) => {
        if (error !== undefined) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      };
    });
  }

  /** Spans for the commands of a Redis client (a no-op with tracing off). */
  instrumentRedis(client: Redis): void {
    if (!this.sdk) return;
    traceRedisCommands(client, (name, kind, attributes) => this.startChild(name, kind, attributes));
  }

  /** The W3C traceparent of the active span, which a queued job carries to be its child. */
  traceparent(): string | undefined {
    const active = this.sdk?.contexts.active();
    if (!this.sdk || !active || !trace.getSpan(active)) return undefined;
    const carrier: Record<string, string> = {};
    this.sdk.propagator.inject(active, carrier, defaultTextMapSetter);
    return carrier.traceparent;
  }

  /**
   * Runs one job attempt inside a span named after its queue: a child of the request (or job)
   * that queued it when the job carries its `traceparent`.
   */
  async job<T>(queue: string, run: () => Promise<T>, traceparent?: string): Promise<T> {
    const { sdk } = this;
    if (!sdk) return run();
    const { tracer, contexts, propagator } = sdk;
    const parent = traceparent ? propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter) : ROOT_CONTEXT;
    const span = tracer.startSpan(
      `job ${queue}`,
      { kind: SpanKind.CONSUMER, attributes: { 'messaging.destination.name': queue } },
      parent,
    );
    const { traceId, spanId } = span.spanContext();
    const log = { ...logContext.getStore(), trace_id: traceId, span_id: spanId };
    try {
      return await logContext.run(log, () => contexts.with(trace.setSpan(parent, span), run));
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  }

  /** A child of the active request or job span; null outside one (a poller, a timer). */
  private startChild(name: string, kind: SpanKind, attributes: Record<string, string | number>): Span | null {
    const active = this.sdk?.contexts.active();
    if (!this.sdk || !active || !trace.getSpan(active)) return null;
    return this.sdk.tracer.startSpan(name, { kind, attributes }, active);
  }

  /** Sends what is buffered (at shutdown). */
  async close(): Promise<void> {
    this.unsubscribe?.();
    this.sdk?.contexts.disable();
    await this.sdk?.provider.shutdown().catch(() => {});
  }
}
