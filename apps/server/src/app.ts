import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDevDns } from './dev/dns/register.js';
import { devIdpEnabled, devIdpRoutes } from './dev/idp/index.js';
import { devMailboxRoutes } from './dev/mailbox/routes.js';
import { devMarketRoutes } from './dev/market/routes.js';
import { devWidgetRoutes } from './dev/widget/routes.js';
import { registerDomainVerification } from './identity/domains/register.js';
import type { IdentityCors } from './identity/http/identity-http.js';
import { registerIdentity } from './identity/routes.js';
import { logContext } from './logger.js';
import { marketImageRoutes } from './market/simulated/image-routes.js';
import { clientErrorRoutes } from './platform/client-errors/routes.js';
import { healthRoutes } from './platform/health/routes.js';
import { ok } from './platform/http/envelopes.js';
import { answerError, registerErrorHandling } from './platform/http/error-handler.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { DEFAULT_WEB_DIST, registerSpa } from './platform/web/spa.js';
import { widgetReleaseRoutes } from './platform/widget/release.js';
import { clientConfigOf } from './seller/client-config/client-config.js';
import { registerSeller } from './seller/routes.js';
import type { Services } from './services.js';

export const VERSION = '0.1.0';

export type AppOptions = {
  logger?: FastifyBaseLogger;
  /** The built web app to serve; null serves none (API-only tests). */
  webDistDir?: string | null;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Request body limits by route family, for routes that set none of their own. The identity API
 * takes small forms; the provider's webhooks an event; the rest of the API at most a megabyte of
 * JSON (a list of ids). File uploads are multipart: their limit is UPLOAD_MAX_BYTES.
 */
export const BODY_LIMITS = {
  identity: 64 * 1024,
  webhooks: 512 * 1024,
  api: 1024 * 1024,
} as const;

function bodyLimitOf(url: string): number {
  if (url.startsWith('/sdk/') || url.startsWith('/v1/')) return BODY_LIMITS.identity;
  if (url === '/SubscriptionWebhook' || url === '/api/payments-hook') return BODY_LIMITS.webhooks;
  return BODY_LIMITS.api;
}

/**
 * Composes the HTTP application from its services. main.ts and the tests build the same app;
 * nothing here opens a port or a database.
 */
export async function buildApp(services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config, database } = services;
  let identityCors: IdentityCors | null = null;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Trust a caller's request id only when it looks like one; otherwise mint our own.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMITS.api,
    // Fastify gives each plugin 10 s to start. The development IdP's first start generates an RSA
    // key and certificate and loads oidc-provider, which on two busy cores (two instances booting
    // beside a test suite) took longer, and the server refused to start. A plugin that hangs
    // still fails the start, later.
    pluginTimeout: 120_000,
    // On close, idle keep-alive sockets are dropped at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    // A client must send its whole request within this (a slow-loris holds no socket for long);
    // idle keep-alive sockets stay open longer than a proxy's own idle timeout (60 s for most),
    // so the proxy never reuses a socket the server is closing.
    requestTimeout: config.production.requestTimeoutMs,
    keepAliveTimeout: config.production.keepAliveTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed URL, a path parameter over 100 characters) go to the
    // error handler too, so they answer in the envelope of the API asked like every other 4xx.
    frameworkErrors: (error, request, reply) => {
      // These answers run no hooks, so the identity CORS headers are added here.
      identityCors?.(request, reply);
      return answerError(error, request, reply, `${config.publicUrl}/api/docs`);
    },
    // Behind a reverse proxy (TRUST_PROXY=1) the client's address and protocol are the forwarded ones.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // An empty body sent as application/json is no body (the official identity client sends
  // Content-Type on body-less POSTs such as sessions/revoke); anything else parses as JSON,
  // with Fastify's protection against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // Request cookies (request.cookies, parsed on onRequest before any hook below reads them) and
  // reply.setCookie: the identity API's HttpOnly session mode and the seller API's JWT cookie.
  await app.register(fastifyCookie);

  // Every log line written while this request is served names it (logger.ts), whichever logger writes it.
  app.addHook('onRequest', (request, _reply, done) => logContext.run({ reqId: request.id }, done));
  services.answering.register(app);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitOf(route.url);
  });
  services.tracing.register(app);
  services.metrics.register(app, { token: config.production.metricsToken });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInputGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  let spa: Awaited<ReturnType<typeof registerSpa>> = null;
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, inlineScriptHashes: () => spa?.inlineScriptHashes ?? [] });

  // Routes capture the error handler when they are registered, so it comes first. The SPA is
  // registered last and gets the first look at unknown GETs (its client-side routes).
  registerErrorHandling(app, {
    docsUrl: `${config.publicUrl}/api/docs`,
    notFoundFallback: (request, reply) => spa?.fallback(request, reply) ?? false,
  });

  await registerOpenApi(app, { publicUrl: config.publicUrl, version: VERSION });
  await app.register(healthRoutes({ database, devTools: config.devTools, lifecycle: services.lifecycle }));
  if (config.devTools) await app.register(devMailboxRoutes({ db: database.db }));
  if (config.devTools) await app.register(devMarketRoutes(services.market));
  if (config.devTools) await app.register(devWidgetRoutes({ publicToken: services.identity.project.publicToken }));
  // The development identity provider (SSO and OAuth stand-ins): dev tools only, never production.
  if (devIdpEnabled(config)) await app.register(devIdpRoutes(config));
  await registerDomainVerification(services, await registerDevDns(app, services));
  identityCors = await registerIdentity(app, services.identity);
  await registerSeller(app, services);
  await app.register(clientErrorRoutes(services, VERSION));
  await app.register(marketImageRoutes(services));
  // The released standalone login widget at its versioned, immutable URL (docs/integrating.md).
  await app.register(widgetReleaseRoutes());

  const webDistDir = options.webDistDir === undefined ? DEFAULT_WEB_DIST : options.webDistDir;
  if (webDistDir) spa = await registerSpa(app, webDistDir, { pageData: () => ok(clientConfigOf(services)) });
  return app;
}
