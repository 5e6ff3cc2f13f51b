import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertsConfig } from '../../config/seller.js';
import type { Db } from '../../db/database.js';
import { alertPushSubscriptions } from './schema.js';

export type PushMessage = { title: string; body: string; url: string };

/** Sends web push messages to a member's subscribed browsers; a no-op while push is off. */
export type PushSender = {
  readonly enabled: boolean;
  readonly publicKey: string | null;
  send(db: Db, companyId: string, memberId: string, message: PushMessage): Promise<void>;
};

/**
 * Web push through the `web-push` library (VAPID-signed, payload encrypted per subscription).
 * Without VAPID keys push is off: the key route answers null and the app offers no push. A
 * subscription the push service says is gone (404, 410) is deleted; other failures are logged
 * (a push is a nudge: the alert is in the app and the email all the same).
 */
export function pushSender(config: AlertsConfig['vapid'], log: FastifyBaseLogger): PushSender {
  if (!config) return { enabled: false, publicKey: null, send: async () => {} };
  const options = {
    vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
    TTL: 3600,
  };
  return {
    enabled: true,
    publicKey: config.publicKey,
    async send(db, companyId, memberId, message) {
      const subscriptions = await db
        .select()
        .from(alertPushSubscriptions)
        .where(and(eq(alertPushSubscriptions.companyId, companyId), eq(alertPushSubscriptions.memberId, memberId)));
      if (subscriptions.length === 0) return;
      // web-push is loaded with the first push, not at start (decision 048).
      const { default: webpush } = await import('web-push');
      for (const subscription of subscriptions) {
        try {
          await webpush.sendNotification(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            JSON.stringify(message),
            options,
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410)
            await db.delete(alertPushSubscriptions).where(eq(alertPushSubscriptions.id, subscription.id));
          else log.warn({ err: error, status }, 'web push failed');
        }
      }
    },
  };
}
