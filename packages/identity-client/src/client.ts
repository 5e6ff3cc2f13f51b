import type { ClientContext } from './api/context.js';
import { type DiscoveryApi, discoveryApi } from './api/discovery.js';
import { type MagicLinksApi, magicLinksApi } from './api/magic-links.js';
import { type OrganizationsApi, organizationsApi, type SelfApi, selfApi } from './api/organizations.js';
import { type OtpsApi, otpsApi } from './api/otps.js';
import { type PasswordsApi, passwordsApi } from './api/passwords.js';
import { type SessionApi, sessionApi } from './api/session.js';
import { Bootstrap, CONSUMER_VERTICAL } from './bootstrap.js';
import { type CookieOptions, SessionCookies } from './cookies.js';
import { UsageError } from './errors.js';
import { NetworkClient, SESSION_COOKIES_HEADER } from './network.js';
import { PkceManager } from './pkce.js';
import { REFRESH_INTERVAL_MS, SessionRefresher } from './refresh.js';
import { createSessionJwtHelper, type SessionJwtHelper } from './session-jwt.js';
import { SessionStore } from './session-store.js';
import { createTelemetrySource, EventLogger, type TelemetryEvent } from './telemetry.js';
import type { Timer } from './timer.js';
import { validate } from './validate.js';

/** Where the client logs warnings and errors (the console unless replaced). */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Options of createIdentityClient. */
export interface IdentityClientOptions {
  /** The project's public token (public-token-test-… or public-token-live-…). */
  publicToken: string;
  /** Origin of the identity API, e.g. https://auth.example.com; calls go to {baseUrl}/sdk/v1. */
  baseUrl: string;
  /** Cookie names, path, domain and subdomain sharing. */
  cookieOptions?: CookieOptions;
  /**
   * The API runs on the app's own domain and may keep the session in an HttpOnly cookie: stored
   * state is then kept at startup without a readable session cookie, and refresh always runs.
   */
  customEndpoint?: boolean;
  /**
   * Where the session token and JWT live. 'script' (the default, as the official client): cookies
   * this client writes, readable by page scripts. 'httponly': our server sets them HttpOnly and
   * answers "" for both in bodies (the client asks with the SESSION_COOKIES_HEADER on every call),
   * so no script on the page can read them; the browser sends them itself. Implies customEndpoint;
   * `sessionJwt.getFreshToken()` has no token to give in this mode.
   */
  sessionCookies?: SessionCookieMode;
  /** Replaces global fetch (tests, instrumentation). */
  fetch?: typeof fetch;
  /**
   * Solves a captcha when a call answers "Captcha required" (bootstrap captcha_settings on); the
   * call is retried once with the token. The login widget passes its on-demand captcha.
   */
  captcha?: () => Promise<string>;
  /** Replaces the timers used for refresh and telemetry. */
  timer?: Timer;
  /** Source of randomness for retry jitter. */
  random?: () => number;
  logger?: Logger;
}

/** An analytics event from the widget (render events and the like). */
export interface LogEventParams {
  name: string;
  details?: Record<string, unknown>;
  error?: Pick<TelemetryEvent, 'error_code' | 'error_description' | 'http_status_code'>;
}

/** The headless identity client. */
export interface IdentityClient {
  bootstrap: Bootstrap;
  session: SessionApi;
  discovery: DiscoveryApi;
  otps: OtpsApi;
  magicLinks: MagicLinksApi;
  passwords: PasswordsApi;
  organizations: OrganizationsApi;
  self: SelfApi;
  /** Session JWT helper for the host app (the `stytch_session_jwt` cookie). */
  sessionJwt: SessionJwtHelper;
  /**
   * Settles once a session found at startup is fresh: at once when its JWT is young, after the
   * first refresh attempt when it may have expired (a page opened after a pause). An app's own API
   * calls wait for it instead of failing with 401 and refreshing themselves. Never rejects.
   */
  sessionReady: Promise<void>;
  /** Queues an analytics event for POST /sdk/v1/events. */
  logEvent(params: LogEventParams): void;
  /** Stops timers and listeners (tests, or a widget that unmounts for good). */
  dispose(): void;
}

const PUBLIC_TOKEN_PREFIX = 'public-token-';

/** Where the session tokens live: script-written cookies (SDK-compatible) or server-set HttpOnly ones. */
export type SessionCookieMode = 'script' | 'httponly';

/** Creates a client for one project. Needs a browser-like window (document, localStorage). */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  return buildClient(options).client;
}

/**
 * The client and the shared context its API groups are built over, for clients with more groups
 * (admin-client.ts): what the login widget does not use stays out of its bundle.
 */
export function buildClient(options: IdentityClientOptions): { client: IdentityClient; ctx: ClientContext; logger: Logger } {
  checkOptions(options);
  const logger: Logger = options.logger ?? console;
  const { publicToken } = options;
  if (!publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) {
    logger.warn(`The public token should start with "${PUBLIC_TOKEN_PREFIX}"; check the token passed to createIdentityClient.`);
  }
  const storage = safeLocalStorage();
  const httpOnly = options.sessionCookies === 'httponly';
  const customEndpoint = httpOnly || (options.customEndpoint ?? false);
  const cookies = new SessionCookies(options.cookieOptions ?? {}, {
    document,
    hostname: () => window.location.hostname,
    pathname: () => window.location.pathname,
    warn: (m) => logger.warn(m),
  });
  const store = new SessionStore(publicToken, cookies, { storage, events: window, now: Date.now, customEndpoint });
  const telemetry = createTelemetrySource(storage, window.location.hostname);
  const network = new NetworkClient({
    publicToken,
    baseUrl: options.baseUrl,
    // In the HttpOnly mode the browser sends the session cookie; a readable one is a leftover.
    readSessionToken: () => (httpOnly ? undefined : cookies.readSession().session_token),
    ...(httpOnly ? { headers: { [SESSION_COOKIES_HEADER]: 'httponly' } } : {}),
    readIntermediateSessionToken: () => cookies.readIntermediateSessionToken(),
    telemetry,
    parentHost: () => window.location.origin,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
  });
  const events = new EventLogger({
    url: network.sdkUrl('/events'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timer ? { timer: options.timer } : {}),
  });
  const bootstrap = new Bootstrap(publicToken, network, (error) => logger.error('Could not load the project bootstrap.', error));
  void bootstrap.getAsync().then((data) => {
    if (data.vertical === CONSUMER_VERTICAL) {
      logger.warn('This public token belongs to a consumer project; this client is for B2B (organization) projects.');
    }
  });
  const pkce = (flow: 'magic_links' | 'passwords' | 'oauth' | 'sso') =>
    new PkceManager(publicToken, flow, storage, (m) => logger.warn(m));
  const ctx: ClientContext = {
    publicToken,
    network,
    store,
    bootstrap,
    pkce: { magic_links: pkce('magic_links'), passwords: pkce('passwords'), oauth: pkce('oauth'), sso: pkce('sso') },
  };
  const session = sessionApi(ctx);

  const refresher = new SessionRefresher({
    refresh: () => session.authenticate(),
    onUnrecoverable: () => store.destroySession(),
    warn: (m, e) => logger.warn(m, e),
    ...(options.timer ? { timer: options.timer } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  const unsubscribe = store.subscribe((state) => (state ? refresher.schedule() : refresher.cancel()));
  // HttpOnly mode: the cookie cannot be seen, so the stored state says whether a session may exist
  // (no pointless refresh, and 401, on a signed-out page).
  const maybeSignedIn = httpOnly ? store.getState() !== null : customEndpoint || Boolean(cookies.readSession().session_token);
  // The JWT (five minutes) dates from the last authenticate, which the stored session's
  // last_accessed_at records: the first refresh comes when the interval since then is up, at
  // once when it already is (or when nothing says when).
  let sessionReady = Promise.resolve();
  if (maybeSignedIn) {
    const refreshedAt = Date.parse(store.getState()?.session.last_accessed_at ?? '');
    const age = Number.isNaN(refreshedAt) ? REFRESH_INTERVAL_MS : Date.now() - refreshedAt;
    if (age >= REFRESH_INTERVAL_MS || age < 0) sessionReady = refresher.refreshNow();
    else refresher.schedule(REFRESH_INTERVAL_MS - age);
  }

  const client: IdentityClient = {
    bootstrap,
    session,
    discovery: discoveryApi(ctx),
    otps: otpsApi(ctx),
    magicLinks: magicLinksApi(ctx),
    passwords: passwordsApi(ctx),
    organizations: organizationsApi(ctx),
    self: selfApi(ctx),
    sessionReady,
    sessionJwt: createSessionJwtHelper({
      document,
      refresh: async () => (await session.authenticate()).session_jwt,
    }),
    logEvent: ({ name, details, error }) =>
      events.log(telemetry(), { public_token: publicToken, event_name: name, details, ...error }),
    dispose: () => {
      unsubscribe();
      refresher.cancel();
      events.dispose();
      store.dispose();
    },
  };
  rememberContext(client, ctx);
  return { client, ctx, logger };
}

const contexts = new WeakMap<object, ClientContext>();

/** Ties a client built over `ctx` (admin-client.ts) to it, for clientContext. */
export function rememberContext<C extends object>(client: C, ctx: ClientContext): C {
  contexts.set(client, ctx);
  return client;
}

/**
 * The shared context a client was built over, for API groups built on demand (sso.ts, oauth.ts):
 * the login widget loads those with its SSO screens, so they stay out of its first load.
 */
export function clientContext(client: IdentityClient): ClientContext {
  const ctx = contexts.get(client);
  if (!ctx) throw new UsageError('clientContext', 'client', 'a client made by createIdentityClient');
  return ctx;
}

function checkOptions(options: IdentityClientOptions): void {
  const v = validate('createIdentityClient')
    .isString('publicToken', options.publicToken)
    .isString('baseUrl', options.baseUrl)
    .isOptionalBoolean('customEndpoint', options.customEndpoint);
  if (options.sessionCookies !== undefined && options.sessionCookies !== 'script' && options.sessionCookies !== 'httponly') {
    throw new UsageError('createIdentityClient', 'sessionCookies', "'script' or 'httponly'");
  }
  const c = options.cookieOptions;
  if (c) {
    v.isOptionalString('cookieOptions.opaqueTokenCookieName', c.opaqueTokenCookieName)
      .isOptionalString('cookieOptions.jwtCookieName', c.jwtCookieName)
      .isOptionalString('cookieOptions.istCookieName', c.istCookieName)
      .isOptionalString('cookieOptions.path', c.path)
      .isOptionalString('cookieOptions.domain', c.domain)
      .isOptionalBoolean('cookieOptions.availableToSubdomains', c.availableToSubdomains);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Access throws when storage is blocked (some privacy settings); the client works without it.
    return undefined;
  }
}
