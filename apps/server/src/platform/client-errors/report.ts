import type { ClientErrorReport } from '@shelfscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { enforceRateLimit, type RateLimits } from '../../identity/rate-limit.js';
import type { Metrics } from '../metrics/metrics.js';
import { scrubText, scrubUrl } from './scrub.js';

/** Reports one address, and one signed-in session, may send a minute: a crash loop is seen, not a flood. */
export const CLIENT_ERRORS_PER_MINUTE = 20;

export type ClientErrorOptions = {
  report: ClientErrorReport;
  address: string;
  /** The signed-in caller, when the request carried a valid session. */
  caller: { companyId: string; sessionId: string } | null;
  /** The server's release, logged beside the client's. */
  serverRelease: string;
  rateLimits: RateLimits;
  metrics: Metrics;
  log: FastifyBaseLogger;
};

/**
 * Records a browser error: within the limits of its address and session (else a 429), counted
 * in `shelfscope_client_errors_total{source,kind}` and logged (warn) with both releases, its
 * text scrubbed of tokens and personal data, and the company when signed in. Nothing is stored
 * in the database: the logs are where errors are read.
 */
export async function reportClientError(options: ClientErrorOptions): Promise<void> {
  const { report, caller } = options;
  await enforceRateLimit(options.rateLimits, `client-errors:ip:${options.address}`, CLIENT_ERRORS_PER_MINUTE, 60);
  if (caller)
    await enforceRateLimit(options.rateLimits, `client-errors:session:${caller.sessionId}`, CLIENT_ERRORS_PER_MINUTE, 60);
  options.metrics.clientErrors.inc({ source: report.source, kind: report.kind });
  options.log.warn(
    {
      clientError: {
        source: report.source,
        kind: report.kind,
        message: scrubText(report.message),
        stack: report.stack === undefined ? undefined : scrubText(report.stack),
        url: report.url === undefined ? undefined : scrubUrl(report.url),
        release: report.release === undefined ? undefined : scrubText(report.release),
        userAgent: report.userAgent,
        companyId: caller?.companyId ?? null,
      },
      release: options.serverRelease,
    },
    'browser error reported',
  );
}
