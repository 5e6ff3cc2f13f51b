import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from '../http/security-headers.js';

/** Where `npm run build` puts the web app; the same relative path from src/ and dist/. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Paths the server owns; the SPA never answers for them, so their 404s stay JSON. */
const SERVER_PREFIXES = ['/api/', '/api', '/sdk/', '/v1/', '/dev/', '/.well-known/', '/metrics'];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that asks for HTML (client-side routes).
 * Returns the not-found fallback and the CSP hashes of index.html's inline scripts (the colour
 * scheme is applied before the first paint), or null when there is no build to serve.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const hashes = inlineScriptHashes(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const fallback = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const wantsHtml = (request.headers.accept ?? '*/*').includes('text/html') || request.headers.accept === undefined;
    if (!isPage || !wantsHtml || SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) return false;
    if (path.extname(pathname) !== '') return false; // a missing file, not a route
    reply.header('Cache-Control', 'no-cache');
    void reply.sendFile('index.html');
    return true;
  };
  return { fallback, inlineScriptHashes: hashes };
}
