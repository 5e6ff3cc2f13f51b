import type { Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { createSampler } from './sampler.js';
import type { TracingOptions } from './tracing.js';

/** What tracing runs on once it is on: this app's own provider, tracer, context and propagator. */
export type TracingSdk = {
  provider: BasicTracerProvider;
  tracer: Tracer;
  contexts: AsyncLocalStorageContextManager;
  propagator: W3CTraceContextPropagator;
};

/**
 * The OpenTelemetry SDK, in a module of its own that tracing.ts loads only when tracing is
 * configured: spans batched to the OTLP endpoint, and to a test's exporter as each ends.
 */
export function startTracingSdk(options: TracingOptions): TracingSdk {
  const processors = [];
  if (options.endpoint) {
    const url = `${options.endpoint.replace(/\/$/, '')}/v1/traces`;
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1_000 }));
  }
  if (options.exporter) processors.push(new SimpleSpanProcessor(options.exporter));
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': options.version }),
    sampler: createSampler(options.sampler?.name ?? 'parentbased_always_on', options.sampler?.ratio ?? 1),
    spanProcessors: processors,
  });
  return {
    provider,
    tracer: provider.getTracer('shelfscope', options.version),
    contexts: new AsyncLocalStorageContextManager().enable(),
    propagator: new W3CTraceContextPropagator(),
  };
}
