import { type AlertFigure, describeFigures } from '@shelfscope/contracts';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import { activeMembers } from '../../identity/directory.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { companies } from '../company/schema.js';
import { products } from '../products/schema.js';
import { alertMoney, productLink, productMoney } from './alerts.js';
import { alertMutes, alertRules, alerts } from './schema.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export const ALERT_DIGEST_QUEUE = 'alerts.digest';

/** The hour (0..23) it is at `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

export type DigestDeps = { db: Db; mailer: Mailer; box: SecretBox; publicUrl: string };

/**
 * The daily digest (run each hour, on the hour, by pg-boss's cron: once across instances): for
 * every rule in `digest` mode whose hour it now is in its time zone, one email per recipient
 * lists the rule's alerts of the last day not yet sent in a digest (not quiet, products the
 * member muted left out), then marks them sent, all in one transaction with the outbox records.
 * Answers the number of emails.
 */
export async function sendDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const queued: string[] = [];
  await deps.db.transaction(async (tx) => {
    const rules = await tx
      .select({ rule: alertRules, organizationId: companies.organizationId })
      .from(alertRules)
      .innerJoin(companies, eq(companies.id, alertRules.companyId))
      .where(and(eq(alertRules.deleted, false), eq(alertRules.emailMode, 'digest'), sql`'email' = any(${alertRules.channels})`));
    for (const { rule, organizationId } of rules) {
      if (localHour(now, rule.digestTimeZone) !== rule.digestHour) continue;
      const rows = await tx
        .select({ alert: alerts, ...productMoney })
        .from(alerts)
        .leftJoin(products, eq(products.id, alerts.productId))
        .where(
          and(
            eq(alerts.ruleId, rule.id),
            eq(alerts.quiet, false),
            isNull(alerts.digestedAt),
            gte(alerts.firedAt, new Date(now.getTime() - 86_400_000)),
          ),
        )
        .orderBy(alerts.firedAt)
        .for('update', { of: alerts, skipLocked: true });
      if (rows.length === 0) continue;
      const pending = rows.map((row) => ({ ...row.alert, money: alertMoney(row) }));
      const members = await activeMembers(tx, organizationId, rule.shared ? undefined : rule.memberId);
      const mutes = await tx
        .select({ memberId: alertMutes.memberId, productId: alertMutes.productId })
        .from(alertMutes)
        .where(
          and(
            eq(alertMutes.companyId, rule.companyId),
            inArray(
              alertMutes.productId,
              pending.map((a) => a.productId),
            ),
          ),
        );
      for (const member of members) {
        if (rule.emailOptOut.includes(member.memberId)) continue;
        const muted = new Set(mutes.filter((m) => m.memberId === member.memberId).map((m) => m.productId));
        const mine = pending.filter((alert) => !muted.has(alert.productId));
        if (mine.length === 0) continue;
        const unsubscribe = `${deps.publicUrl}/api/AlertRule/unsubscribe?token=${unsubscribeToken(deps.box, rule.id, member.memberId)}`;
        queued.push(
          await deps.mailer.record(tx as unknown as Db, {
            to: member.email,
            subject: `Daily digest: ${rule.name} (${mine.length} ${mine.length === 1 ? 'alert' : 'alerts'})`,
            text: [
              `Your alert rule "${rule.name}" fired ${mine.length} ${mine.length === 1 ? 'time' : 'times'} in the last day:`,
              '',
              ...mine.map(
                (alert) =>
                  `- ${alert.title ?? alert.asin}: ${describeFigures(alert.figures as AlertFigure[], alert.money.style)} (${deps.publicUrl}${productLink(alert.productId)})`,
              ),
              '',
              `Stop emails of this rule (one click, no sign-in): ${unsubscribe}`,
            ].join('\n'),
          }),
        );
      }
      await tx
        .update(alerts)
        .set({ digestedAt: now })
        .where(
          inArray(
            alerts.id,
            pending.map((alert) => alert.id),
          ),
        );
    }
  });
  for (const id of queued) await deps.mailer.queue(id);
  return queued.length;
}
