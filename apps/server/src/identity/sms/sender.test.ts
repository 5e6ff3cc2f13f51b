import { describe, expect, it } from 'vitest';
import { SmsInvalidNumberError, SmsUnsubscribedError, twilioSender } from './sender.js';

/**
 * Twilio's official SDK with a stand-in at its HTTP boundary (the SDK's httpClient option): what
 * it sends, and how Twilio's answers map to the member's errors.
 */
function standIn(answer: { statusCode: number; body: unknown }) {
  const requests: { uri: string; data: Record<string, string>; username: string }[] = [];
  const httpClient = {
    lastResponse: undefined,
    lastRequest: undefined,
    async request(options: { uri: string; data: Record<string, string>; username: string }) {
      requests.push(options);
      return { statusCode: answer.statusCode, body: answer.body, headers: {} };
    },
  };
  return { requests, httpClient };
}

const config = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'token',
  from: '+16505550100',
  messagingServiceSid: undefined,
};

describe('the Twilio SMS adapter', () => {
  it('posts the message to the account’s Messages resource', async () => {
    const { requests, httpClient } = standIn({ statusCode: 201, body: { sid: 'SM1', status: 'queued' } });
    await twilioSender(config, { httpClient }).send({ to: '+16505550123', body: '123456 is your code' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.uri).toContain(`/Accounts/${config.accountSid}/Messages.json`);
    expect(requests[0]?.data).toMatchObject({ To: '+16505550123', From: '+16505550100', Body: '123456 is your code' });
  });

  it('maps Twilio 21610 to unsubscribed and 21211 to an invalid number', async () => {
    const unsubscribed = standIn({
      statusCode: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
    });
    await expect(
      twilioSender(config, { httpClient: unsubscribed.httpClient }).send({ to: '+16505550123', body: 'x' }),
    ).rejects.toBeInstanceOf(SmsUnsubscribedError);
    const invalid = standIn({ statusCode: 400, body: { code: 21211, message: "The 'To' number is not valid", status: 400 } });
    await expect(
      twilioSender(config, { httpClient: invalid.httpClient }).send({ to: '+16505550123', body: 'x' }),
    ).rejects.toBeInstanceOf(SmsInvalidNumberError);
  });
});
