import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { activeAdminEmails } from '../../identity/directory.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { companies } from '../company/schema.js';
import { webhookEndpoints } from './schema.js';

/**
 * A delivery failed all its retries: one more failure in a row for its endpoint. At the
 * configured count the endpoint is turned off and the organization's admins are told by email
 * (through the mail outbox), once: the update that disables it is the one that sends.
 */
export async function countFinalFailure(
  deps: { db: Db; mailer: Mailer; config: { disableAfterFailures: number } },
  endpointId: string,
): Promise<void> {
  const limit = deps.config.disableAfterFailures;
  const reason = `Turned off after ${limit} deliveries in a row failed all their retries.`;
  const [updated] = await deps.db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 < ${limit}`,
      disabledReason: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit}
        then ${reason} else ${webhookEndpoints.disabledReason} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!updated || updated.enabled || updated.consecutiveFailures !== limit) return;
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, updated.companyId));
  if (!company) return;
  for (const email of await activeAdminEmails(deps.db, company.organizationId)) {
    await deps.mailer.send({
      to: email,
      subject: 'A webhook endpoint was turned off',
      text: [
        `ShelfScope turned off the webhook endpoint ${updated.url} of ${company.name}:`,
        `${limit} deliveries in a row failed all their retries.`,
        '',
        'Events are no longer sent to it. Fix the receiver, then turn the endpoint on again in',
        'Settings > Developers, where the delivery log shows what it answered; failed events can be sent again from there.',
      ].join('\n'),
    });
  }
}
