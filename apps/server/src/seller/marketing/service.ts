import type { MarketingLeadInput } from '@shelfscope/contracts';
import type { Db } from '../../db/database.js';
import { marketingLeads } from './schema.js';

/** Stores a lead. Leads are not tenant data: the owner's handle, no company. */
export async function recordLead(db: Db, input: { lead: MarketingLeadInput; ipAddress: string }): Promise<void> {
  const { lead } = input;
  await db.insert(marketingLeads).values({
    email: lead.email.toLowerCase(),
    firstName: lead.firstName,
    lastName: lead.lastName,
    campaign: lead.compagain || null,
    ipAddress: input.ipAddress,
  });
}
