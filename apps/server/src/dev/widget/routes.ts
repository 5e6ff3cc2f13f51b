import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playgroundCsp, renderBadRequest, renderPlayground } from './html.js';
import { PLAYGROUND_SCRIPT } from './playground-script.js';

/** Where `npm run build -w @shelfscope/login-widget` puts the standalone bundle; the same relative path from src/ and dist/. */
export const DEFAULT_WIDGET_DIST = fileURLToPath(
  new URL('../../../../../packages/login-widget/dist/standalone', import.meta.url),
);

/** The bundle (an ES module) and the chunks it loads on demand from beside it. */
const BUNDLE_FILE = /^login-widget(-[\w-]+)?\.js$/;

const PlaygroundQuery = z.object({
  config: z.string().max(20_000).optional(),
  theme: z.enum(['light', 'dark']).default('light'),
  selector: z.string().min(1).max(200).default('#widget'),
});

/** The origin of the config's baseUrl when it is an http(s) URL, for the CSP's connect-src. */
function apiOrigin(config: Record<string, unknown>): string | null {
  if (typeof config.baseUrl !== 'string') return null;
  try {
    const url = new URL(config.baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The login widget playground (dev tools only): GET /dev/widget mounts the standalone bundle
 * with the configuration given as JSON in the query (`?config={...}&theme=dark`), over defaults
 * that point at this server with the project's public token.
 */
export const devWidgetRoutes =
  (deps: { publicToken: string; distDir?: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const distDir = deps.distDir ?? DEFAULT_WIDGET_DIST;

    app.get('/dev/widget', { schema: { hide: true, querystring: PlaygroundQuery } }, async (request, reply) => {
      let config: Record<string, unknown> = {};
      if (request.query.config !== undefined) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(request.query.config);
        } catch {
          parsed = undefined;
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          return reply.code(400).type('text/html; charset=utf-8').send(renderBadRequest('config must be a JSON object.'));
        }
        config = parsed as Record<string, unknown>;
      }
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', playgroundCsp(nonce, apiOrigin(config)))
        .send(
          renderPlayground({
            publicToken: deps.publicToken,
            config,
            theme: request.query.theme,
            selector: request.query.selector,
            nonce,
          }),
        );
    });

    app.get('/dev/widget/playground.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(PLAYGROUND_SCRIPT),
    );

    app.get(
      '/dev/widget/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
      async (request, reply) => {
        const { file } = request.params;
        try {
          if (!BUNDLE_FILE.test(file)) throw new Error('not a bundle file');
          const bundle = await readFile(path.join(distDir, file));
          return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(bundle);
        } catch {
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send('The login widget is not built: run `npm run build -w @shelfscope/login-widget`.');
        }
      },
    );
  };
