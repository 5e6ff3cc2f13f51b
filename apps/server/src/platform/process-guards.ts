import type { FastifyBaseLogger } from 'fastify';

/**
 * A promise rejected with nobody listening (a library that fires a query without awaiting it)
 * ends a Node process by default. One stray rejection must not take every request and job down
 * with it, and a crash loop at boot with it: it is logged as the bug it is, and the server runs on.
 * Errors thrown synchronously (uncaughtException) still end the process: its state is unknown.
 */
export function keepRunningOnStrayRejections(logger: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (the server keeps running)');
  });
}
