import { z } from 'zod';

/** `GET /api/health`: liveness and whether the database answers. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The release the server was built as: `git describe --tags --always --dirty`, or its package version. */
  version: z.string().describe('The release the server was built as (git describe, or the package version)'),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  devTools: z.boolean(),
});
export type Health = z.infer<typeof Health>;
