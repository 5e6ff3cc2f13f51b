import { ExtensionConnectMessage } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../test/harness';
import { ConnectMessage } from './connect-message';

const valid = { type: 'shelfscope.connect', session: SESSION };

/** Messages the service worker may receive from a page allowed to talk to it. */
const CASES: [string, unknown][] = [
  ['the hand-over', valid],
  ['another type', { ...valid, type: 'shelfscope.other' }],
  ['no session', { type: 'shelfscope.connect' }],
  ['a session without its JWT', { ...valid, session: { ...SESSION, sessionJwt: undefined } }],
  ['a duration that is not a whole number', { ...valid, session: { ...SESSION, sessionDurationMinutes: 1.5 } }],
  ['a duration as text', { ...valid, session: { ...SESSION, sessionDurationMinutes: '10080' } }],
  ['an email that is not text', { ...valid, session: { ...SESSION, memberEmail: null } }],
  ['not an object', 'shelfscope.connect'],
  ['null', null],
];

describe("the service worker's check of the sign-in hand-over (zod/mini)", () => {
  it.each(CASES)('decides %s as the contract does', (_, message) => {
    expect(ConnectMessage.safeParse(message).success).toBe(ExtensionConnectMessage.safeParse(message).success);
  });

  it('keeps the session the contract keeps, and drops what it drops', () => {
    const parsed = ConnectMessage.safeParse({ ...valid, extra: 'x', session: { ...SESSION, extra: 'y' } });
    expect(parsed.success && parsed.data).toEqual(ExtensionConnectMessage.parse({ ...valid, extra: 'x' }));
  });
});
