import { z } from 'zod';

/** `GET /api/health`: liveness and whether the database answers. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  devTools: z.boolean(),
});
export type Health = z.infer<typeof Health>;
