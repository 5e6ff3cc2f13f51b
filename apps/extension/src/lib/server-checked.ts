import type { BodyParser, Envelope } from '@shelfscope/contracts';

/**
 * The extension does not check response bodies against the contracts' zod schemas: zod would be
 * most of the content script injected into every product page (issue 36). The server checks
 * every reply against the same schema before it sends it (its serializer, apps/server/src/app.ts),
 * so here only the envelope is checked: an object with `hasErrors: false` and a `data` member
 * (the request wrapper has already turned `hasErrors: true` into an error), typed from contracts.
 */
export function serverChecked<T>(): BodyParser<Envelope<T>> {
  return {
    parse(body: unknown): Envelope<T> {
      if (typeof body !== 'object' || body === null || !('data' in body) || (body as { hasErrors?: unknown }).hasErrors !== false)
        throw new TypeError('The server answered something that is not a ShelfScope response.');
      return body as Envelope<T>;
    },
  };
}
