import { eq } from 'drizzle-orm';
import type { OrganizationEvent } from '../../identity/context.js';
import type { Services } from '../../services.js';
import { companies } from '../company/schema.js';
import { emitWebhookEvent } from './emit.js';

/**
 * The identity module's events (members, sessions, the organization, SSO and SCIM) as webhook
 * events of the organization's company, if it has one (an organization without a company, such
 * as the operator's, has no webhooks).
 */
export function identityWebhookEvents(services: Services) {
  const { db } = services.database;
  return async (event: OrganizationEvent): Promise<void> => {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.organizationId, event.organizationId));
    if (!company) return;
    await emitWebhookEvent({ db, jobs: services.jobs }, { companyId: company.id, type: event.type, data: event.data });
  };
}
