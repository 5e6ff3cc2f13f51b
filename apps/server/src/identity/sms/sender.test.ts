import { afterAll, describe, expect, it } from 'vitest';
import { twilioStandIn } from '../../../test/twilio-stand-in.js';
import { SmsInvalidNumberError, SmsUnsubscribedError, TwilioError, twilioSender } from './sender.js';

/**
 * The Twilio adapter (its REST API over fetch) against a loopback server standing in for
 * api.twilio.com: what it sends, and how Twilio's answers map to the member's errors.
 */
const config = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'token',
  from: '+16505550100',
  messagingServiceSid: undefined,
};
const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

async function standIn(status: number, body: unknown) {
  const twilio = await twilioStandIn({ status, body });
  closers.push(twilio.close);
  return twilio;
}

describe('the Twilio SMS adapter', () => {
  it('posts the message form-encoded to the account’s Messages resource with basic auth', async () => {
    const twilio = await standIn(201, { sid: 'SM1', status: 'queued' });
    await twilioSender(config, { baseUrl: twilio.baseUrl }).send({ to: '+16505550123', body: '123456 is your code' });
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${config.accountSid}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${config.accountSid}:token`).toString('base64')}`);
    expect(request?.form).toEqual({ To: '+16505550123', From: '+16505550100', Body: '123456 is your code' });
  });

  it('sends through a messaging service instead of a number when one is configured', async () => {
    const twilio = await standIn(201, { sid: 'SM2', status: 'accepted' });
    const sender = twilioSender(
      { ...config, from: undefined, messagingServiceSid: 'MG00000000000000000000000000000000' },
      twilio,
    );
    await sender.send({ to: '+16505550123', body: 'x' });
    expect(twilio.requests[0]?.form).toEqual({
      To: '+16505550123',
      Body: 'x',
      MessagingServiceSid: 'MG00000000000000000000000000000000',
    });
  });

  it('maps Twilio 21610 to unsubscribed and 21211 to an invalid number', async () => {
    const unsubscribed = await standIn(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
    await expect(twilioSender(config, unsubscribed).send({ to: '+16505550123', body: 'x' })).rejects.toBeInstanceOf(
      SmsUnsubscribedError,
    );
    const invalid = await standIn(400, { code: 21211, message: "The 'To' number is not valid", status: 400 });
    await expect(twilioSender(config, invalid).send({ to: '+16505550123', body: 'x' })).rejects.toBeInstanceOf(
      SmsInvalidNumberError,
    );
  });

  it('fails with Twilio’s own words for any other refusal, JSON or not', async () => {
    const down = await standIn(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    const error = await twilioSender(config, down)
      .send({ to: '+16505550123', body: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwilioError);
    expect(error).toMatchObject({
      status: 500,
      code: 20500,
      message: 'Twilio answered 500 (error 20500): Internal Server Error',
    });
    const proxy = await standIn(503, 'upstream gone');
    await expect(twilioSender(config, proxy).send({ to: '+16505550123', body: 'x' })).rejects.toMatchObject({ status: 503 });
  });
});
