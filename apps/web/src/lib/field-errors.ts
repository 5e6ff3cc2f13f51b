import { ApiRequestError } from './api';

/**
 * The server's validation errors by field ("email", "scoreThresholds.bsr"), to show beside the
 * inputs; the description loses its "field: " prefix, which the input's label already says.
 * Errors without a field are left to the general message.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    if (!e.field) continue;
    const text = e.description.startsWith(`${e.field}: `) ? e.description.slice(e.field.length + 2) : e.description;
    out[e.field] = out[e.field] ? `${out[e.field]}; ${text}` : text;
  }
  return out;
}

/** Whether every error of a failed call was shown beside a field (then no general alert is needed). */
export function onlyFieldErrors(error: unknown): boolean {
  return error instanceof ApiRequestError && error.errors.length > 0 && error.errors.every((e) => Boolean(e.field));
}
