import type { IdentityConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { devSmsMessages } from '../../platform/mail/dev-mailbox-schema.js';

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
export const TWILIO_API_URL = 'https://api.twilio.com';
/** A text is part of a sign-in the member waits on: past this, the send fails (502) and can be retried. */
const TWILIO_TIMEOUT_MS = 15_000;

/** Twilio's answer to a refused message, in its own words. */
export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(`Twilio answered ${status}${code ? ` (error ${code})` : ''}: ${message}`);
  }
}

/**
 * Twilio's REST API, one request per text: POST to the account's Messages resource, form-encoded,
 * with the account SID and auth token as basic auth (twilio.com/docs/messaging/api/message-resource).
 * The official SDK (21 MB) was used for this one call only. `baseUrl` lets a test stand in for
 * api.twilio.com with a loopback server.
 */
export function twilioSender(config: NonNullable<IdentityConfig['twilio']>, options: { baseUrl?: string } = {}): SmsSender {
  const url = `${options.baseUrl ?? TWILIO_API_URL}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from ?? '');
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const text = await response.text();
      let answer: { code?: unknown; message?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not Twilio's JSON (a proxy's page): its status says enough.
      }
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      const error = new TwilioError(
        response.status,
        code,
        typeof answer.message === 'string' ? answer.message : text.slice(0, 200),
      );
      if (code === TWILIO_UNSUBSCRIBED) throw new SmsUnsubscribedError(error.message);
      if (code !== undefined && TWILIO_INVALID_NUMBERS.has(code)) throw new SmsInvalidNumberError(error.message);
      throw error;
    },
  };
}

export function createSmsSender(db: Db, config: IdentityConfig): SmsSender {
  return config.twilio ? twilioSender(config.twilio) : devOutboxSender(db);
}
