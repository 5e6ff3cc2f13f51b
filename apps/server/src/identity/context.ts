import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../platform/mail/outbox.js';
import { SecretBox } from './crypto.js';
import { ensureProject, type Project } from './project/project.js';
import type { RateLimits } from './rate-limit.js';
import { loadIdentitySecret } from './secret.js';
import { SigningKeys } from './sessions/signing-keys.js';

/** What every identity module receives: one options object, no globals. */
export type IdentityContext = {
  db: Db;
  config: Config;
  project: Project;
  box: SecretBox;
  keys: SigningKeys;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Rate-limit counters shared by every instance (Redis or the database). */
  rateLimits: RateLimits;
  /** Tells every server instance (this one too) about a change its caches must drop (EventBus.signal). */
  signal?: (topic: string, data: unknown) => Promise<void>;
  /**
   * Refuses (throws) a new member beyond what the organization may have. The seller module sets
   * it to its plan's team-member limit; identity itself knows no plans.
   */
  admitMember?: (organizationId: string) => Promise<void>;
};

export async function createIdentityContext(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  signal?: (topic: string, data: unknown) => Promise<void>;
}): Promise<IdentityContext> {
  const { db, config } = deps;
  const box = new SecretBox(await loadIdentitySecret({ configured: config.identity.secret, dataDir: config.dataDir }));
  const project = await ensureProject(db, {
    name: config.identity.projectName,
    environment: config.nodeEnv === 'production' ? 'live' : 'test',
  });
  const keys = new SigningKeys(db, box, project);
  await keys.signingKey();
  return { ...deps, project, box, keys };
}
