import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../text/storable.js';
import { HttpError } from './errors.js';

/**
 * JSON nested deeper than this is refused. No API takes more than a few levels; a deeper body
 * is an attack on whatever walks it recursively (validators, serializers, jsonb).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The text both APIs accept, decided once at the edge: every string of a request (body fields at
 * any depth and their keys, query values, path parameters) must be text PostgreSQL can store
 * (no NUL, no unpaired UTF-16 surrogate), and a body nests at most MAX_JSON_DEPTH levels.
 * Anything else is a 400 naming the field, in the envelope of the API asked (the error handler
 * picks it by path). Multipart uploads check their own fields and file name (uploads/receive.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    check(request.params, 'params');
    check(request.query, 'query');
    check(request.body, 'body');
  });
}

/** A problem with a request's text: the field's path and what is wrong with it. */
export function inputProblem(value: unknown, root: string): { field: string; description: string } | null {
  // Iterative: a body a megabyte deep must not overflow the stack of the check meant to refuse it.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const field = next.path || root;
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value))
        return { field, description: `${field} contains a NUL character or an unpaired surrogate, which are not accepted` };
      continue;
    }
    // Binary bodies (a Buffer from a custom parser) are bytes, not text fields.
    if (typeof next.value !== 'object' || next.value === null || ArrayBuffer.isView(next.value)) continue;
    if (next.depth >= MAX_JSON_DEPTH) return { field, description: `${field} is nested more than ${MAX_JSON_DEPTH} levels deep` };
    for (const [key, item] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      if (!isStorableText(key))
        return {
          field: path,
          description: `${path}: a key contains a NUL character or an unpaired surrogate, which are not accepted`,
        };
      stack.push({ value: item, path, depth: next.depth + 1 });
    }
  }
  return null;
}

function check(value: unknown, root: string): void {
  const problem = inputProblem(value, root);
  if (!problem) return;
  throw new HttpError(400, 'bad_request', problem.description, [{ type: 'validation', ...problem }]);
}
