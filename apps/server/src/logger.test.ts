import { describe, expect, it } from 'vitest';
import { prettyTransport } from './logger.js';

// pino-pretty is a development dependency (decision 013): a terminal gets readable lines when it
// is installed, and plain JSON lines where it is not (an install with --omit=dev).
describe('the readable log lines', () => {
  it('go through pino-pretty when it is installed', () => {
    expect(prettyTransport()).toEqual({
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  });

  it('fall back to JSON lines when pino-pretty is not installed', () => {
    const missing = (name: string): string => {
      throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
    };
    expect(prettyTransport(missing)).toEqual({});
  });
});
