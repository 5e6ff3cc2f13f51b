import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, refusal, renderScreens } from '../../test/screen-api';
import { NOT_INSTALLED } from './api/connect-extension';
import ExtensionConnectPage from './extension-connect-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 4_000 });

const ID = 'kggigljlomfpapllmohmjnlkcfbclfkf';
const PAGES = [{ path: '/extension/connect', component: ExtensionConnectPage }];
const SESSION = {
  sessionToken: 'token-1',
  sessionJwt: 'a.b.c',
  expiresAt: '2026-12-03T10:00:00.000Z',
  publicToken: 'public-token-test-1',
  sessionDurationMinutes: 10_080,
  memberEmail: 'ada@example.com',
  organizationName: 'Harbor Traders',
};

/** The browser's extension messaging (present when an extension lets this origin talk to it). */
function extensionAnswers(reply: unknown) {
  const sendMessage = vi.fn((_id: string, _message: unknown, callback: (reply: unknown) => void) => callback(reply));
  vi.stubGlobal('chrome', { runtime: { sendMessage } });
  return sendMessage;
}

const server = (call: ApiCall) => {
  if (call.method === 'POST' && call.path === '/api/ExtensionSession') return ok(SESSION);
  if (call.method === 'POST' && call.path === '/sdk/v1/b2b/sessions/revoke') return { body: { status_code: 200 } };
  return undefined;
};

describe('/extension/connect', () => {
  it('asks the server for a session of the extension’s own and hands it to the extension', async () => {
    const sendMessage = extensionAnswers({ ok: true });
    const { calls } = await renderScreens(`/extension/connect?extensionId=${ID}`, PAGES, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect the extension' }));
    expect(await screen.findByText('The extension is signed in')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/ExtensionSession')?.body).toEqual({ extensionId: ID });
    expect(sendMessage).toHaveBeenCalledWith(ID, { type: 'shelfscope.connect', session: SESSION }, expect.any(Function));
  });

  it('ends the session at once when the extension refuses it, and says why', async () => {
    extensionAnswers({ ok: false, error: 'This extension signs in through http://localhost:3000 only.' });
    const { calls } = await renderScreens(`/extension/connect?extensionId=${ID}`, PAGES, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect the extension' }));
    expect(await screen.findByText('This extension signs in through http://localhost:3000 only.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/sdk/v1/b2b/sessions/revoke')).toBe(true);
  });

  it('asks for no session when no extension can be reached', async () => {
    const { calls } = await renderScreens(`/extension/connect?extensionId=${ID}`, PAGES, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect the extension' }));
    expect(await screen.findByText(NOT_INSTALLED)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/ExtensionSession')).toBe(false);
  });

  it('shows the server’s refusal of an unknown extension', async () => {
    extensionAnswers({ ok: true });
    await renderScreens(`/extension/connect?extensionId=${ID}`, PAGES, (call) =>
      call.path === '/api/ExtensionSession'
        ? refusal(400, 'This browser extension is not one this ShelfScope server signs in.')
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect the extension' }));
    expect(await screen.findByText('This browser extension is not one this ShelfScope server signs in.')).toBeTruthy();
  });

  it('without an extension id, says to start from the extension', async () => {
    await renderScreens('/extension/connect', PAGES, server);
    expect(await screen.findByText('Open this page from the extension')).toBeTruthy();
  });
});
