import { lt, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { hitRateLimit } from '../rate-limit.js';
import { identityEvents } from '../schema.js';

/** One telemetry event as the route has validated it (routes.ts `Event`). */
type TelemetryEvent = {
  event: {
    public_token: string;
    event_name: string;
    details?: unknown;
    error_code?: string | undefined;
    error_description?: string | undefined;
    http_status_code?: number | undefined;
  };
};

/** At most this many telemetry events are kept; the oldest go first. */
export const MAX_STORED_EVENTS = 10_000;

/**
 * Stores a telemetry batch: only the events of this project, and only while all addresses together
 * stay under `storedBatchesPerMinute`; the table keeps the newest MAX_STORED_EVENTS.
 */
export async function storeEvents(ctx: IdentityContext, input: { events: TelemetryEvent[] }) {
  const mine = input.events.filter((e) => e.event.public_token === ctx.project.publicToken);
  const room =
    mine.length > 0 &&
    (await hitRateLimit(ctx.rateLimits, 'events:stored', ctx.config.identity.events.storedBatchesPerMinute, 60));
  const rows = (room ? mine : []).map((e) => ({
    id: newId('event', ctx.project.environment),
    publicToken: e.event.public_token,
    eventName: e.event.event_name,
    details: (e.event.details ?? null) as object | null,
    errorCode: e.event.error_code ?? null,
    errorDescription: e.event.error_description ?? null,
    httpStatusCode: e.event.http_status_code ?? null,
  }));
  if (rows.length > 0) {
    await ctx.db.insert(identityEvents).values(rows);
    // Keep the table bounded: drop what is older than the newest MAX_STORED_EVENTS.
    await ctx.db
      .delete(identityEvents)
      .where(
        lt(
          identityEvents.receivedAt,
          sql`(select received_at from identity_events order by received_at desc offset ${MAX_STORED_EVENTS} limit 1)`,
        ),
      );
  }
  return { stored: rows.length, dropped: input.events.length - rows.length };
}
