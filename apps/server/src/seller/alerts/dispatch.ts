import { type AlertFigure, describeFigure, describeFigures } from '@shelfscope/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import { activeMembers } from '../../identity/directory.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import { companies } from '../company/schema.js';
import { addNotification } from '../notifications/service.js';
import { products } from '../products/schema.js';
import { queueDeliveries, recordWebhookEvent } from '../webhooks/emit.js';
import { alertMoney, productLink, productMoney } from './alerts.js';
import type { PushSender } from './push.js';
import { alertMutes, alertRules, alerts } from './schema.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export type DispatchDeps = {
  db: Db;
  bus: EventBus;
  jobs: Jobs;
  mailer: Mailer;
  box: SecretBox;
  push: PushSender;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** Alerts handed to their channels per pass; the rest wait for the next pass. */
const BATCH = 50;

type Pending = {
  alert: typeof alerts.$inferSelect;
  rule: typeof alertRules.$inferSelect;
  organizationId: string;
  marketplace: string | null;
  costCurrency: string | null;
};

/**
 * Hands fired alerts to their channels: the notifications menu (stored and published live to the
 * member's streams), email through the outbox (its retries), web push. Runs as the owner across
 * companies; each pass takes undelivered alerts `for update skip locked`, so several instances
 * share the work and an alert is delivered once. Emails are recorded in the same transaction
 * that marks the alert delivered (the outbox's queueing follows the commit; a stop in between is
 * the outbox's `requeueStale`). Quiet alerts (a snoozed rule) are marked and reach nobody.
 */
export async function dispatchAlerts(deps: DispatchDeps): Promise<number> {
  const after: (() => Promise<void>)[] = [];
  const count = await deps.db.transaction(async (tx) => {
    const pending = await tx
      .select({ alert: alerts, rule: alertRules, organizationId: companies.organizationId, ...productMoney })
      .from(alerts)
      .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
      .innerJoin(companies, eq(companies.id, alerts.companyId))
      .leftJoin(products, eq(products.id, alerts.productId))
      .where(isNull(alerts.deliveredAt))
      .orderBy(alerts.firedAt)
      .limit(BATCH)
      .for('update', { of: alerts, skipLocked: true });
    for (const item of pending) {
      if (item.alert.quiet || item.rule.deleted) continue;
      await deliver(deps, tx as unknown as Db, item, after);
      const deliveries = await recordWebhookEvent(tx as unknown as Db, alertFiredEvent(deps, item));
      if (deliveries.length > 0) after.push(() => queueDeliveries(deps.jobs, deliveries));
    }
    if (pending.length > 0)
      await tx
        .update(alerts)
        .set({ deliveredAt: new Date() })
        .where(
          inArray(
            alerts.id,
            pending.map((item) => item.alert.id),
          ),
        );
    return pending.length;
  });
  for (const task of after) await task().catch((error: unknown) => deps.log.warn({ err: error }, 'alert delivery step failed'));
  return count;
}

async function deliver(deps: DispatchDeps, db: Db, item: Pending, after: (() => Promise<void>)[]): Promise<void> {
  const { alert, rule } = item;
  const members = await activeMembers(db, item.organizationId, rule.shared ? undefined : rule.memberId);
  const muted = new Set(
    (
      await db
        .select({ memberId: alertMutes.memberId })
        .from(alertMutes)
        .where(and(eq(alertMutes.companyId, alert.companyId), eq(alertMutes.productId, alert.productId)))
    ).map((row) => row.memberId),
  );
  const figures = alert.figures as AlertFigure[];
  const name = alert.title ?? alert.asin;
  // The product's currency in its marketplace's locale (docs/alerts.md, "How figures read").
  const money = alertMoney(item);
  const message = `${name}: ${describeFigures(figures, money.style)}`;
  const link = `${deps.publicUrl}${productLink(alert.productId)}`;
  for (const member of members) {
    if (muted.has(member.memberId)) continue;
    const tenant = { db, companyId: alert.companyId, memberId: member.memberId, isAppFilterOn: true };
    if (rule.channels.includes('app')) {
      after.push(
        await addNotification(tenant, deps.bus, member.memberId, {
          kind: 'alert.fired',
          title: rule.name,
          message,
          data: {
            alertId: alert.id,
            ruleId: rule.id,
            productId: alert.productId,
            asin: alert.asin,
            link: productLink(alert.productId),
            // The menu writes the figures again in the member's locale (alert-figures.ts).
            product: name,
            figures,
            marketplace: money.marketplace,
            currency: money.currency,
            costCurrency: money.costCurrency,
          },
        }),
      );
    }
    if (rule.channels.includes('email') && rule.emailMode === 'instant' && !rule.emailOptOut.includes(member.memberId)) {
      const unsubscribe = `${deps.publicUrl}/api/AlertRule/unsubscribe?token=${unsubscribeToken(deps.box, rule.id, member.memberId)}`;
      const outboxId = await deps.mailer.record(db, {
        to: member.email,
        subject: `Alert: ${rule.name} (${alert.asin})`,
        text: [
          `Your alert rule "${rule.name}" fired for ${name}.`,
          '',
          ...figures.map((figure) => `- ${describeFigure(figure, money.style)}`),
          '',
          `Open the product: ${link}`,
          '',
          `Stop emails of this rule (one click, no sign-in): ${unsubscribe}`,
        ].join('\n'),
      });
      after.push(() => deps.mailer.queue(outboxId));
    }
    if (rule.channels.includes('push')) {
      const memberId = member.memberId;
      after.push(() =>
        deps.push.send(deps.db, alert.companyId, memberId, {
          title: rule.name,
          body: message,
          url: productLink(alert.productId),
        }),
      );
    }
  }
}

/**
 * The `alert.fired` webhook event (docs/integrating.md, "Events"): once per alert, whoever its
 * recipients are, recorded in the dispatcher's transaction (the webhook outbox: its retries).
 */
function alertFiredEvent(deps: DispatchDeps, item: Pending) {
  const { alert, rule } = item;
  const money = alertMoney(item);
  return {
    companyId: alert.companyId,
    type: 'alert.fired',
    data: {
      alertId: alert.id,
      ruleId: rule.id,
      ruleName: rule.name,
      condition: rule.condition,
      productId: alert.productId,
      asin: alert.asin,
      title: alert.title,
      marketplace: money.marketplace,
      currency: money.currency,
      figures: alert.figures as AlertFigure[],
      text: describeFigures(alert.figures as AlertFigure[], money.style),
      link: `${deps.publicUrl}${productLink(alert.productId)}`,
      firedAt: alert.firedAt.toISOString(),
    },
  };
}

/** Runs `dispatchAlerts` every `intervalMs` until stopped (a pass at a time, never overlapping). */
export function startDispatcher(deps: DispatchDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        while ((await dispatchAlerts(deps)) === BATCH && !stopped) {}
      } catch (error) {
        deps.log.warn({ err: error }, 'alert dispatch pass failed');
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
