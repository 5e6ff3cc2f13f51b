import type { IdentityConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { devSmsMessages } from '../../dev/mailbox/schema.js';

/** A text message to one phone number (E.164). */
export type TextMessage = { to: string; body: string };

/** Delivers text messages: Twilio when configured, otherwise the dev SMS outbox. */
export type SmsSender = { readonly kind: 'twilio' | 'dev_outbox'; send(message: TextMessage): Promise<void> };

/** The carrier reports the number as opted out (it replied STOP): it must text START first. */
export class SmsUnsubscribedError extends Error {}
/** The carrier refused the number itself (not a mobile, not dialable). */
export class SmsInvalidNumberError extends Error {}

/** Texts land in dev_sms_messages, listed beside the dev mailbox (/dev/mailbox, /dev/sms/messages). */
export function devOutboxSender(db: Db): SmsSender {
  return {
    kind: 'dev_outbox',
    async send(message) {
      await db.insert(devSmsMessages).values({ to: message.to, body: message.body });
    },
  };
}

/** Twilio error codes that mean something to the member (twilio.com/docs/api/errors). */
const TWILIO_UNSUBSCRIBED = 21610;
const TWILIO_INVALID_NUMBERS = new Set([21211, 21214, 21614]);

type TwilioClient = import('twilio').Twilio;

/**
 * Twilio's official SDK, loaded only when Twilio is configured (it is large). `client` lets a
 * test stand in for Twilio at its HTTP boundary (the SDK's own httpClient option).
 */
export function twilioSender(config: NonNullable<IdentityConfig['twilio']>, options: { httpClient?: unknown } = {}): SmsSender {
  let client: Promise<TwilioClient> | undefined;
  const load = () => {
    client ??= import('twilio').then((m) =>
      m.default(config.accountSid, config.authToken, options.httpClient ? { httpClient: options.httpClient as never } : {}),
    );
    return client;
  };
  return {
    kind: 'twilio',
    async send(message) {
      const sender: { messagingServiceSid: string } | { from: string } = config.messagingServiceSid
        ? { messagingServiceSid: config.messagingServiceSid }
        : { from: config.from ?? '' };
      try {
        await (await load()).messages.create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === TWILIO_UNSUBSCRIBED) throw new SmsUnsubscribedError(String(error));
        if (typeof code === 'number' && TWILIO_INVALID_NUMBERS.has(code)) throw new SmsInvalidNumberError(String(error));
        throw error;
      }
    },
  };
}

export function createSmsSender(db: Db, config: IdentityConfig): SmsSender {
  return config.twilio ? twilioSender(config.twilio) : devOutboxSender(db);
}
