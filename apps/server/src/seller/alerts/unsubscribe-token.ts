import { type SecretBox, safeEqual } from '../../identity/crypto.js';

/**
 * The one-click unsubscribe link of an alert email: it names one rule and one member and is
 * signed for that single purpose (the purpose string keeps it from standing for anything else),
 * so it works without signing in and can do nothing but take that member off that rule's emails.
 */
const PURPOSE = 'alert-rule-unsubscribe';

export function unsubscribeToken(box: SecretBox, ruleId: string, memberId: string): string {
  const body = Buffer.from(JSON.stringify([ruleId, memberId])).toString('base64url');
  return `${body}.${box.hash(PURPOSE, body)}`;
}

/** The rule and member a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(box: SecretBox, token: string): { ruleId: string; memberId: string } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(box.hash(PURPOSE, body), signature)) return null;
  try {
    const [ruleId, memberId] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    return typeof ruleId === 'string' && typeof memberId === 'string' ? { ruleId, memberId } : null;
  } catch {
    return null;
  }
}
