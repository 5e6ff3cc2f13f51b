import { describe, expect, it } from 'vitest';
import { BUILT_EXTENSION_ID, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      devTools: true,
      seedDemoData: true,
    });
  });

  it('turns dev tools and demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ devTools: false, seedDemoData: false });
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'off' }).devTools).toBe(false);
  });

  it('refuses dev tools on an address other machines reach, unless forced', () => {
    const attempt = (env: Record<string, string>) => () => loadConfig(env);
    expect(attempt({ HOST: '0.0.0.0' })).toThrow(/DEV_TOOLS.*HOST=0\.0\.0\.0.*DEV_TOOLS_FORCE=1/);
    expect(attempt({ HOST: '192.168.1.20', DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS_FORCE: '1' }).devTools).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production' }).devTools).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '127.3.0.9', '[::1]']) expect(loadConfig({ HOST: host }).devTools).toBe(true);
  });

  it('lets the built browser extension sign in unless other extension ids are listed, and refuses bad ids', () => {
    expect(loadConfig({}).seller.extensionIds).toEqual([BUILT_EXTENSION_ID]);
    const store = 'abcdefghijklmnopabcdefghijklmnop';
    expect(loadConfig({ SELLER_EXTENSION_IDS: ` ${store}, ${BUILT_EXTENSION_ID} ` }).seller.extensionIds).toEqual([
      store,
      BUILT_EXTENSION_ID,
    ]);
    expect(() => loadConfig({ SELLER_EXTENSION_IDS: 'not-an-id' })).toThrow(
      /SELLER_EXTENSION_IDS: not an extension id: not-an-id/,
    );
  });

  it("takes the passkey relying party from PUBLIC_URL's host unless IDENTITY_WEBAUTHN_RP_ID names it", () => {
    const byDefault = loadConfig({ PUBLIC_URL: 'https://app.example.com' }).identity.webauthn;
    expect(byDefault).toEqual({ rpId: 'app.example.com', origins: ['https://app.example.com'] });
    expect(loadConfig({ IDENTITY_WEBAUTHN_RP_ID: 'example.com' }).identity.webauthn.rpId).toBe('example.com');
    expect(() => loadConfig({ IDENTITY_WEBAUTHN_RP_ID: 'https://example.com/' })).toThrow(/IDENTITY_WEBAUTHN_RP_ID/);
  });

  it('keeps the web session in HttpOnly cookies unless told to use script cookies', () => {
    expect(loadConfig({}).identity.webSessionCookies).toBe('httponly');
    expect(loadConfig({ IDENTITY_WEB_SESSION_COOKIES: 'script' }).identity.webSessionCookies).toBe('script');
    expect(() => loadConfig({ IDENTITY_WEB_SESSION_COOKIES: 'local' })).toThrow(/IDENTITY_WEB_SESSION_COOKIES/);
  });

  it('samples every trace unless the caller says not, and refuses an unknown sampler', () => {
    expect(loadConfig({}).production.sampler).toEqual({ name: 'parentbased_always_on', ratio: 1 });
    const sampled = loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' });
    expect(sampled.production.sampler).toEqual({ name: 'parentbased_traceidratio', ratio: 0.1 });
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });

  it('treats empty values as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://app.example.com/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://app.example.com');
  });

  it('refuses bad values, naming every variable at fault', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEV_TOOLS: 'maybe', NODE_ENV: 'staging' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'DEV_TOOLS', 'NODE_ENV']) expect(message).toContain(name);
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });

  it('reads the scale-out settings: Redis, metrics token, tracing and timeouts', () => {
    expect(loadConfig({}).production).toEqual({
      redisUrl: undefined,
      redisKeyPrefix: 'shelfscope:',
      metricsToken: undefined,
      otlpEndpoint: undefined,
      serviceName: 'shelfscope',
      sampler: { name: 'parentbased_always_on', ratio: 1 },
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      loadConfig({
        REDIS_URL: 'redis://redis:6379/2',
        METRICS_TOKEN: 'a-long-enough-token',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      }).production,
    ).toMatchObject({
      redisUrl: 'redis://redis:6379/2',
      metricsToken: 'a-long-enough-token',
      otlpEndpoint: 'http://collector:4318',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it("reads the watch refresh job's expiry and retry delay, an hour and 30 s by default", () => {
    expect(loadConfig({}).alerts.watchRefreshJob).toEqual({ expireSeconds: 3_600, retryDelaySeconds: 30 });
    const short = loadConfig({ WATCH_REFRESH_EXPIRE_SECONDS: '5', WATCH_REFRESH_RETRY_DELAY_SECONDS: '1' });
    expect(short.alerts.watchRefreshJob).toEqual({ expireSeconds: 5, retryDelaySeconds: 1 });
    expect(() => loadConfig({ WATCH_REFRESH_EXPIRE_SECONDS: '1' })).toThrow(/WATCH_REFRESH_EXPIRE_SECONDS/);
    expect(() => loadConfig({ WATCH_REFRESH_EXPIRE_SECONDS: 'an hour' })).toThrow(/WATCH_REFRESH_EXPIRE_SECONDS/);
    expect(() => loadConfig({ WATCH_REFRESH_RETRY_DELAY_SECONDS: '0' })).toThrow(/WATCH_REFRESH_RETRY_DELAY_SECONDS/);
  });

  it('checks the embedded database every 30 s by default; 0 turns it off', () => {
    expect(loadConfig({}).embeddedMaintenanceSeconds).toBe(30);
    expect(loadConfig({ EMBEDDED_MAINTENANCE_SECONDS: '0' }).embeddedMaintenanceSeconds).toBe(0);
    expect(() => loadConfig({ EMBEDDED_MAINTENANCE_SECONDS: '-1' })).toThrow(/EMBEDDED_MAINTENANCE_SECONDS/);
  });

  it('starts the embedded database with wal_init_zero off; a list given replaces it', () => {
    expect(loadConfig({}).embeddedDatabaseSettings).toEqual(['wal_init_zero=off']);
    const two = loadConfig({ EMBEDDED_DATABASE_SETTINGS: 'wal_init_zero=on,work_mem=8MB' });
    expect(two.embeddedDatabaseSettings).toEqual(['wal_init_zero=on', 'work_mem=8MB']);
    expect(() => loadConfig({ EMBEDDED_DATABASE_SETTINGS: 'wal_init_zero' })).toThrow(/EMBEDDED_DATABASE_SETTINGS/);
    expect(() => loadConfig({ EMBEDDED_DATABASE_SETTINGS: 'a=1;drop table x' })).toThrow(/EMBEDDED_DATABASE_SETTINGS/);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('bills on the local provider by default, and needs both Stripe keys for Stripe', () => {
    const local = loadConfig({});
    expect(local.billing.provider).toBe('local');
    expect(local.billing.localWebhookSecret).toMatch(/^whsec_\w{16,}$/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_PRICE_IDS: 'OAPro=price_1' })).toThrow(/STRIPE_PRICE_IDS/);
    const stripe = loadConfig({
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_IDS: 'shelfscope_OAPro_month=price_123, shelfscope_OAPro_year=price_456',
    });
    expect(stripe.billing.stripe.priceIds).toEqual({ shelfscope_OAPro_month: 'price_123', shelfscope_OAPro_year: 'price_456' });
  });
});
