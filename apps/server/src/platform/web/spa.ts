import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes, WORKER_CSP } from '../http/security-headers.js';

/** Where `npm run build` puts the web app; the same relative path from src/ and dist/. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Paths the server owns; the SPA never answers for them, so their 404s stay JSON. */
const SERVER_PREFIXES = ['/api/', '/api', '/sdk/', '/v1/', '/dev/', '/.well-known/', '/metrics'];

/**
 * The installable app's files at the root (docs/scanner.md): the service worker must be served
 * from `/` to control every page, and neither may be cached for long, or a new release would
 * wait on the old worker. Their types are set here: the manifest's is not in every mime table.
 */
const PWA_FILES: Record<string, { type: string; csp?: string }> = {
  'sw.js': { type: 'text/javascript; charset=utf-8', csp: WORKER_CSP },
  'manifest.webmanifest': { type: 'application/manifest+json; charset=utf-8' },
};

/** The addresses of the sign-in page (apps/web/src/app/router.tsx): sign-in.html answers them. */
const SIGN_IN_PATHS = new Set(['/auth/authenticate', '/authenticate']);

/**
 * A built page and how to send it: with `pageData` written into it as a JSON data island before
 * `</head>`, and the CSP hashes of its inline scripts.
 */
function pageWithData(pageData: (() => unknown) | undefined) {
  return (html: string) => {
    const headEnd = html.indexOf('</head>');
    return {
      hashes: inlineScriptHashes(html),
      render: () =>
        pageData && headEnd >= 0 ? html.slice(0, headEnd) + jsonDataIsland(PAGE_DATA_ID, pageData()) + html.slice(headEnd) : html,
    };
  };
}

/** The id of the page's JSON data island; the web app reads it (apps/web/src/lib/session.tsx). */
export const PAGE_DATA_ID = 'shelfscope-client-config';

/**
 * `value` as a JSON data island: `<script type="application/json">` is data the browser never
 * runs (so the CSP's script hashes do not cover it), and every `<` is escaped so no value can
 * close the element.
 */
export function jsonDataIsland(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that asks for HTML (client-side routes).
 * `pageData`, when given, is written into each page as a JSON data island (the client
 * configuration): the app then creates its identity client as it starts, without a request first.
 * Returns the not-found fallback and the CSP hashes of the pages' inline scripts (the colour
 * scheme is applied before the first paint), or null when there is no build to serve.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, options: { pageData?: () => unknown } = {}) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's source maps stay on the server: they show the source to whoever asks.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      const pwa = path.dirname(filePath) === path.resolve(distDir) ? PWA_FILES[path.basename(filePath)] : undefined;
      if (pwa) res.header('Content-Type', pwa.type);
      if (pwa?.csp) res.header('Content-Security-Policy', pwa.csp);
    },
  });
  const withData = pageWithData(options.pageData);
  const appPage = withData(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  // The sign-in page's light entry (apps/web/sign-in.html), when the build has it: a visit that
  // starts on a sign-in address loads it instead of the whole app (issue 36's first-visit budget).
  const signInFile = path.join(distDir, 'sign-in.html');
  const signInPage = existsSync(signInFile) ? withData(readFileSync(signInFile, 'utf8')) : null;
  const hashes = [...new Set([...appPage.hashes, ...(signInPage?.hashes ?? [])])];
  const fallback = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const wantsHtml = (request.headers.accept ?? '*/*').includes('text/html') || request.headers.accept === undefined;
    if (!isPage || !wantsHtml || SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) return false;
    if (path.extname(pathname) !== '') return false; // a missing file, not a route
    reply.header('Cache-Control', 'no-cache');
    // As @fastify/static answered for the file: an ETag, and 304 to a reload that still has it.
    const body = (signInPage && SIGN_IN_PATHS.has(pathname) ? signInPage : appPage).render();
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304).send();
      return true;
    }
    void reply.type('text/html; charset=utf-8').send(body);
    return true;
  };
  return { fallback, inlineScriptHashes: hashes };
}
