import type { ExtensionConnectMessage } from '@shelfscope/contracts';
import * as z from 'zod/mini';

/**
 * The web app's sign-in hand-over (contracts' ExtensionConnectMessage), checked in the service
 * worker with zod's tree-shakeable mini API: the classic API the contracts are written in would be
 * most of the worker (94 kB gzip for this one schema; issue 36). The annotation ties it to the
 * contract's type, and connect-message.test.ts checks both accept and refuse the same messages.
 */
export const ConnectMessage: z.ZodMiniType<ExtensionConnectMessage> = z.object({
  type: z.literal('shelfscope.connect'),
  session: z.object({
    sessionToken: z.string(),
    sessionJwt: z.string(),
    expiresAt: z.string(),
    publicToken: z.string(),
    sessionDurationMinutes: z.int(),
    memberEmail: z.string(),
    organizationName: z.string(),
  }),
});
