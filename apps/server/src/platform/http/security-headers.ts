import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's policy: scripts only from this origin (plus the hashes of index.html's own
 * inline scripts), no plugins, no framing. Styles allow inline because Mantine writes style
 * attributes and its CSS variables into a <style> element at run time; an injected style cannot
 * run code. Product images come from this server or a marketplace CDN over https.
 * 'wasm-unsafe-eval' lets the scanner compile its barcode decoder (WebAssembly from this origin,
 * docs/decisions/019): it allows no eval() and no inline script.
 */
export function appCsp(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${inlineScriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Anything that is not a page (JSON, files): nothing may run or be framed from it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (a worker is governed by the policy its script came with): it
 * fetches this origin only (the app shell, pictures, a page it falls back to) and runs nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** HSTS for a year; sent only on responses that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The CSP hash sources of the inline <script> elements (no src) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * Security headers on every response: nosniff, a same-origin referrer, no framing anywhere
 * (X-Frame-Options for old browsers, frame-ancestors for the rest), a Content-Security-Policy
 * (a page that sets its own, such as the dev tools and the API docs, keeps it), and HSTS when
 * the request came over https (directly, through a trusted proxy's X-Forwarded-Proto, or because
 * PUBLIC_URL is https: TLS then ends before us).
 *
 * The login widget is a script that mounts into the embedding page's own DOM, never a frame, so
 * nothing of ours needs to be framed.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; inlineScriptHashes: () => readonly string[] },
): void {
  const httpsPublicUrl = options.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    // A 304 carries no body and no type: the browser keeps the cached page's headers, and a
    // JSON policy here would replace the page's own.
    if (!reply.hasHeader('Content-Security-Policy') && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('Content-Security-Policy', type.startsWith('text/html') ? appCsp(options.inlineScriptHashes()) : API_CSP);
    }
    if (httpsPublicUrl || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
