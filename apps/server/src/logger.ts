import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/**
 * What every log line written while serving a request (or running a job) carries: the request
 * id, or the job's queue and id. app.ts enters it for each request, the job queue for each
 * attempt; any logger of the process adds it, so a module logging through its own logger (not
 * `request.log`) still names the request. With tracing on, platform/tracing adds the `trace_id`
 * and `span_id` of the request's (or job's) span.
 */
export const logContext = new AsyncLocalStorage<Record<string, string>>();

/** JSON logs (one line per event) in production; readable lines on a developer's terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, destination?: DestinationStream): Logger {
  const isPretty = !destination && config.nodeEnv !== 'production' && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
    mixin(_merge, _level, logger) {
      const context = logContext.getStore();
      if (!context) return {};
      // request.log already names its request (a child binding): no second copy of the key.
      const bound = logger.bindings();
      return Object.fromEntries(Object.entries(context).filter(([key]) => !(key in bound)));
    },
    ...(isPretty ? prettyTransport() : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

const require = createRequire(import.meta.url);

/**
 * pino-pretty's transport when it is installed. It is a development dependency: an install without
 * them (the production image, `npm ci --omit=dev`) writes JSON lines even on a terminal.
 */
export function prettyTransport(resolve: (name: string) => string = require.resolve): Pick<pino.LoggerOptions, 'transport'> {
  try {
    resolve('pino-pretty');
  } catch {
    return {};
  }
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
