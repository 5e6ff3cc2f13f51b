import { z } from 'zod';
import { EMBEDDED_SETTINGS } from '../db/embedded-settings.js';
import { type BootContext, ConfigError, commaList, type EnvOf, flag } from './parsing.js';

// Operations: where the server listens and stores, its database, mail, logging, dev tools, jobs,
// platform admins, and scale-out (Redis, metrics, tracing, serving limits; docs/operations.md).

export const operationsVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  DEV_TOOLS: flag.optional(),
  DEV_TOOLS_FORCE: flag.optional(),
  TRUST_PROXY: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ShelfScope <no-reply@shelfscope.local>'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  SEED_DEMO_DATA: flag.optional(),
  ADMIN_EMAILS: z.string().max(10_000).optional(),
  ADMIN_ORGANIZATION_SLUG: z.string().trim().min(1).max(100).default('shelfscope-operators'),
  // How often pg-boss's supervise pass takes expired jobs back (and its maintenance deletes old ones).
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  // How often the embedded database (PGlite) is checked for tables to vacuum and analyse; 0: never.
  EMBEDDED_MAINTENANCE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  // PostgreSQL settings the embedded database (PGlite) starts with, as name=value pairs separated
  // by commas; a list given replaces the default (db/embedded-settings.ts).
  EMBEDDED_DATABASE_SETTINGS: z
    .string()
    .regex(/^[a-z_][a-z0-9_.]*=[^,=\s]+(,[a-z_][a-z0-9_.]*=[^,=\s]+)*$/, 'must be name=value pairs separated by commas')
    .default(EMBEDDED_SETTINGS.join(',')),
  // Production and scale-out (docs/operations.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dashes or underscores')
    .default('shelfscope:'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('shelfscope'),
  OTEL_TRACES_SAMPLER: z
    .enum([
      'always_on',
      'always_off',
      'traceidratio',
      'parentbased_always_on',
      'parentbased_always_off',
      'parentbased_traceidratio',
    ])
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
};

type OperationsEnv = EnvOf<typeof operationsVariables>;
export type TraceSamplerName = OperationsEnv['OTEL_TRACES_SAMPLER'];
export type LogLevel = OperationsEnv['LOG_LEVEL'];

/** The operations part of Config: the top-level settings plus `admin`, `jobs` and `production`. */
export type OperationsConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  devTools: boolean;
  /** Behind a reverse proxy: the client address and protocol come from X-Forwarded-For / -Proto. */
  trustProxy: boolean;
  logLevel: LogLevel;
  smtpUrl: string | undefined;
  mailFrom: string;
  shutdownTimeoutMs: number;
  seedDemoData: boolean;
  admin: AdminConfig;
  /** pg-boss supervise and maintenance: how often expired jobs are taken back (and old ones deleted). */
  jobs: { maintenanceIntervalSeconds: number };
  /** Seconds between the embedded database's vacuum and analysis passes (0: none; db/embedded-maintenance.ts). */
  embeddedMaintenanceSeconds: number;
  /** PostgreSQL settings the embedded database starts with (`wal_init_zero=off`: decision 051). */
  embeddedDatabaseSettings: string[];
  /** Several instances, metrics, tracing and serving limits (docs/operations.md). */
  production: ProductionConfig;
};

export type ProductionConfig = {
  /** Redis for rate-limit counters, event fan-out and cache invalidation; unset: the database does it. */
  redisUrl: string | undefined;
  /** Prefixes every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** GET /metrics needs `Authorization: Bearer <token>` when set. */
  metricsToken: string | undefined;
  /** Traces are exported to this OTLP/HTTP endpoint when set (e.g. http://collector:4318). */
  otlpEndpoint: string | undefined;
  serviceName: string;
  /** OTEL_TRACES_SAMPLER and its ratio (OTEL_TRACES_SAMPLER_ARG, used by the *traceidratio samplers). */
  sampler: { name: TraceSamplerName; ratio: number };
  /** Longest a client may take to send a whole request (a large upload on a slow line). */
  requestTimeoutMs: number;
  /** Idle keep-alive sockets close after this; above the proxy's own idle timeout. */
  keepAliveTimeoutMs: number;
};

/** Who is a platform admin (docs/decisions/003-platform-admins.md). */
export type AdminConfig = {
  /** Verified addresses that are admins in whichever organization they sign in (lowercased). */
  emails: string[];
  /** The operator organization: its members holding the shelfscope_admin role are admins. */
  organizationSlug: string;
};

/** Whether a listen address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The public URL, production or not, and whether dev tools run: what the other concerns build on. */
export function bootContextOf(e: OperationsEnv): BootContext {
  const isProduction = e.NODE_ENV === 'production';
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, '');
  // Dev tools expose every email: on by default, off in production unless asked for.
  return { isProduction, publicUrl, devTools: e.DEV_TOOLS ?? !isProduction };
}

export function operationsConfig(e: OperationsEnv, { isProduction, publicUrl, devTools }: BootContext): OperationsConfig {
  // The dev mailbox shows every login code: on an address other machines reach, it would hand
  // any account to whoever finds the page. Only an explicit DEV_TOOLS_FORCE=1 allows that.
  if (devTools && !isLoopback(e.HOST) && !e.DEV_TOOLS_FORCE) {
    throw new ConfigError([
      `DEV_TOOLS: dev tools (the dev mailbox shows every login code) are on and HOST=${e.HOST} is not a loopback address; set DEV_TOOLS=0 (or NODE_ENV=production), listen on 127.0.0.1, or set DEV_TOOLS_FORCE=1 if this network is trusted`,
    ]);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    devTools,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    admin: {
      emails: commaList(e.ADMIN_EMAILS).map((v) => v.toLowerCase()),
      organizationSlug: e.ADMIN_ORGANIZATION_SLUG,
    },
    jobs: { maintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS },
    embeddedMaintenanceSeconds: e.EMBEDDED_MAINTENANCE_SECONDS,
    embeddedDatabaseSettings: commaList(e.EMBEDDED_DATABASE_SETTINGS),
    production: {
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      metricsToken: e.METRICS_TOKEN,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
      sampler: { name: e.OTEL_TRACES_SAMPLER, ratio: e.OTEL_TRACES_SAMPLER_ARG },
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}
