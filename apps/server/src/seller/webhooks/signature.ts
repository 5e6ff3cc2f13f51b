import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and base64 of random bytes (24 to 64; we use 32). */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret's key (the base64 after
 * `whsec_`), as the Standard Webhooks specification signs; `timestamp` in whole seconds.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per secret in force, separated by spaces. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' ');
}
