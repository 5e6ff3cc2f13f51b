import { defaultTextMapGetter, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT when it is
 * set: a server span for every HTTP request (continuing the caller's W3C `traceparent`) and a
 * span for every job attempt. The provider is this app's own, not registered globally, so
 * several apps in one test process do not share one.
 */
export class Tracing {
  private readonly provider: BasicTracerProvider | null;
  private readonly tracer: Tracer | null;
  private readonly propagator = new W3CTraceContextPropagator();
  private readonly spans = new WeakMap<FastifyRequest, Span>();

  constructor(options: { endpoint: string | undefined; serviceName: string; version: string }) {
    if (!options.endpoint) {
      this.provider = null;
      this.tracer = null;
      return;
    }
    const url = `${options.endpoint.replace(/\/$/, '')}/v1/traces`;
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': options.version }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1_000 })],
    });
    this.tracer = this.provider.getTracer('shelfscope', options.version);
  }

  get enabled(): boolean {
    return this.tracer !== null;
  }

  register(app: FastifyInstance): void {
    const tracer = this.tracer;
    if (!tracer) return;
    app.addHook('onRequest', async (request) => {
      const parent = this.propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
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
      this.spans.set(request, span);
    });
    app.addHook('onResponse', async (request, reply) => {
      const span = this.spans.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  }

  /** Runs one job attempt inside a span named after its queue. */
  async job<T>(queue: string, run: () => Promise<T>): Promise<T> {
    if (!this.tracer) return run();
    const span = this.tracer.startSpan(`job ${queue}`, {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.destination.name': queue },
    });
    try {
      return await run();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  }

  /** Sends what is buffered (at shutdown). */
  async close(): Promise<void> {
    await this.provider?.shutdown().catch(() => {});
  }
}
