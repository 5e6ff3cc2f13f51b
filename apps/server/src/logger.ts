import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** JSON logs (one line per event) in production; readable lines on a developer's terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  const isPretty = config.nodeEnv !== 'production' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
    ...(isPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
