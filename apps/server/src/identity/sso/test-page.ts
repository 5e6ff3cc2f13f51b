import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../platform/http/escape-html.js';

/**
 * The page a connection test ends on, in the admin's popup: the answer is with the portal (which
 * reads it), so this only says so and closes the window it was opened in.
 */
export function sendTestDonePage(reply: FastifyReply, outcome: { ok: boolean; message: string }) {
  const nonce = randomBytes(16).toString('base64');
  const title = outcome.ok ? 'Connection test finished' : 'Connection test failed';
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>:root{color-scheme:light dark}body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.4rem}</style></head>
<body><h1>${title}</h1><p>${escapeHtml(outcome.message)}</p><p>You can close this window: the result is shown where you started the test.</p>
<script nonce="${nonce}">setTimeout(function () { window.close(); }, 1500);</script></body></html>`;
  return reply
    .code(200)
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`)
    .type('text/html; charset=utf-8')
    .send(body);
}
