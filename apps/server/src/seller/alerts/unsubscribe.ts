import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import { HttpError } from '../../platform/http/errors.js';
import { alertRules } from './schema.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** An unsubscribe link's token and what reads it. */
type UnsubscribeLink = { box: SecretBox; token: string };

/** The rule and member a link's signed token names; a bad token is a 400. */
export function checkUnsubscribeLink({ box, token }: UnsubscribeLink): { ruleId: string; memberId: string } {
  const found = readUnsubscribeToken(box, token);
  if (!found)
    throw new HttpError(400, 'invalid_token', 'This unsubscribe link is not valid.', [
      { type: 'invalid_token', description: 'This unsubscribe link is not valid.', field: 'token' },
    ]);
  return found;
}

/**
 * Takes the member off the rule's emails: its author's rule loses the email channel, a shared
 * rule's other members go on its opt-out list. Idempotent. Answers the rule's name.
 */
async function unsubscribeFromRule(db: Db, ruleId: string, memberId: string): Promise<string> {
  const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, ruleId));
  if (!rule || rule.deleted) throw HttpError.notFound('This alert rule no longer exists.');
  if (rule.memberId === memberId)
    await db
      .update(alertRules)
      .set({ channels: rule.channels.filter((channel) => channel !== 'email') })
      .where(eq(alertRules.id, ruleId));
  else
    await db
      .update(alertRules)
      .set({ emailOptOut: sql`array_append(array_remove(${alertRules.emailOptOut}, ${memberId}), ${memberId})` })
      .where(eq(alertRules.id, ruleId));
  return rule.name;
}

/** Unsubscribes the member a link names from its rule's emails (see above); answers the rule's name. */
export async function unsubscribeByLink({ db, ...link }: UnsubscribeLink & { db: Db }): Promise<string> {
  const { ruleId, memberId } = checkUnsubscribeLink(link);
  return unsubscribeFromRule(db, ruleId, memberId);
}
