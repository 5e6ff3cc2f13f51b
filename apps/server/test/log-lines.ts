import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../src/logger.js';

/** A logger of a module's own whose JSON lines the test reads back, parsed, from `lines`. */
export function capturedLogger(): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink) };
}
