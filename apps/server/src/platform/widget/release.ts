import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The login widget package: its standalone bundle and its version (the same relative path from src/ and dist/). */
const WIDGET_PACKAGE = fileURLToPath(new URL('../../../../../packages/login-widget/', import.meta.url));
export const WIDGET_STANDALONE_DIR = path.join(WIDGET_PACKAGE, 'dist/standalone');
const ENTRY = 'login-widget.js';
/** The entry and the chunks it loads on demand from beside it. */
const BUNDLE_FILE = /^login-widget(-[\w-]+)?\.js$/;
/** A version's files never change: a year, immutable (RFC 8246). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function widgetVersion(packageDir = WIDGET_PACKAGE): string {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The Subresource Integrity value of a file (sha384, as browsers and the docs use). */
export function integrityOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The released standalone widget (issue 45): `/widget/v{version}/login-widget.js` and its chunks,
 * in production too, for any site to embed with `<script type="module" integrity=… crossorigin>`.
 * The URL names the package version, so its bytes never change: cached a year, immutable; CORS
 * and CORP open (a module script from another origin needs both). Another version is 404.
 */
export const widgetReleaseRoutes =
  (deps: { distDir?: string; version?: string } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const distDir = deps.distDir ?? WIDGET_STANDALONE_DIR;
    const version = deps.version ?? widgetVersion();
    app.get(
      '/widget/:release/:file',
      {
        schema: {
          hide: true,
          params: z.object({ release: z.string().max(40), file: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { release, file } = request.params;
        const missing = (why: string) => reply.code(404).type('text/plain; charset=utf-8').send(why);
        if (release !== `v${version}`) return missing(`This server serves the login widget v${version}.`);
        if (!BUNDLE_FILE.test(file)) return missing('No such file of the login widget.');
        let bytes: Buffer;
        try {
          bytes = await readFile(path.join(distDir, file));
        } catch {
          return missing('The login widget is not built: run `npm run build -w @shelfscope/login-widget`.');
        }
        return reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', IMMUTABLE)
          .header('Access-Control-Allow-Origin', '*')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(bytes);
      },
    );
  };

/** The entry's path and integrity, as the build prints them and the docs show them. */
export function widgetRelease(distDir = WIDGET_STANDALONE_DIR, version = widgetVersion()) {
  const bytes = readFileSync(path.join(distDir, ENTRY));
  return { path: `/widget/v${version}/${ENTRY}`, integrity: integrityOf(bytes) };
}
