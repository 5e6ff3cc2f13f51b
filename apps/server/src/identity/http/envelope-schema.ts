import { z } from 'zod';

const Meta = { status_code: z.number(), request_id: z.string() };

/**
 * The identity API's answer as a response schema: the data's fields, with status_code and
 * request_id both beside and inside `data` (identityOk, platform/http/envelopes.ts).
 */
export const identityEnvelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...Meta, data: z.object({ ...shape, ...Meta }) });
