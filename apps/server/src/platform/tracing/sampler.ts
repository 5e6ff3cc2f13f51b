import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { TraceSamplerName } from '../../config.js';

/**
 * The sampler OTEL_TRACES_SAMPLER names, with the meaning the OpenTelemetry specification gives
 * it (the ratio is OTEL_TRACES_SAMPLER_ARG). The parent-based ones follow a caller's
 * `traceparent` (sampled or not) and apply the rest only to traces that start here.
 */
export function createSampler(name: TraceSamplerName, ratio: number): Sampler {
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
  }
}
