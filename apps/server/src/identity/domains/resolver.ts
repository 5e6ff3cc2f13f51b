import { Resolver } from 'node:dns/promises';

/** What a TXT lookup found: the values, no record at all, or no answer (a failure to retry later). */
export type TxtAnswer = { kind: 'found'; values: string[] } | { kind: 'absent' } | { kind: 'failed'; message: string };
export type TxtLookup = (name: string) => Promise<TxtAnswer>;

/** Answers that say the record does not exist, as opposed to a server that did not answer. */
const ABSENT_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/**
 * TXT lookups through Node's resolver (c-ares): the given servers (`host` or `host:port`), or
 * the system's when none are given. A TXT record split into several character-strings is joined,
 * as RFC 7208 reads them.
 */
export function txtResolver(options: { servers: string[]; timeoutMs: number }): TxtLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.servers.length > 0) resolver.setServers(options.servers);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (ABSENT_CODES.has(code)) return { kind: 'absent' };
      return { kind: 'failed', message: `${code || 'error'}: ${(error as Error).message}` };
    }
  };
}
