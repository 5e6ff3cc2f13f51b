import { z } from 'zod';

/** events (client telemetry): how many events were stored and how many dropped; data without the inner status_code. */
export const EventsResponse = z.looseObject({
  status_code: z.number().int(),
  request_id: z.string(),
  data: z.looseObject({ stored: z.number().int(), dropped: z.number().int() }),
});
