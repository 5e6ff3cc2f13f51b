import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret the stand-in accepts. */
export const TURNSTILE_TEST_SECRET = 'test-secret';

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * A stand-in for Cloudflare's siteverify on 127.0.0.1 (Turnstile's network boundary): 'good'
 * passes, 'bad' fails, 'slow' never answers, 'broken' gets a 500. It records the form fields it
 * was sent.
 */
export async function startTurnstileStandIn() {
  const received: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    const form = await formOf(request);
    received.push(form);
    if (form.response === 'slow') return; // no answer: the caller's timeout must end it
    if (form.response === 'broken') return response.writeHead(500).end('oops');
    const success = form.secret === TURNSTILE_TEST_SECRET && form.response === 'good';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    received,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
