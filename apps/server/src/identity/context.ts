import { hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../platform/mail/outbox.js';
import { SecretBox } from './crypto.js';
import type { TxtLookup } from './domains/resolver.js';
import { ensureProject, type Project } from './project/project.js';
import type { RateLimits } from './rate-limit.js';
import { loadIdentitySecret } from './secret.js';
import { SigningKeys } from './sessions/signing-keys.js';
import { createSmsSender, type SmsSender } from './sms/sender.js';

/** What every identity module receives: one options object, no globals. */
export type IdentityContext = {
  db: Db;
  config: Config;
  project: Project;
  box: SecretBox;
  /** Seals authenticator-app (TOTP) secrets: its own key (IDENTITY_TOTP_ENCRYPTION_KEY or derived). */
  totpBox: SecretBox;
  /** Text messages (MFA passcodes): Twilio or the dev SMS outbox. */
  sms: SmsSender;
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
  /**
   * Writes an entry to the operator's admin audit log (the seller module sets it to
   * admin_audit_log): impersonated sign-ins are recorded there (idp/impersonation.ts).
   */
  adminAudit?: (entry: AdminAuditRecord) => Promise<void>;
  /**
   * Tells the organization's webhooks about an identity change: members, sessions, the
   * organization, its SSO and SCIM connections (the seller module sets it; identity knows no
   * webhooks). Called after the change is stored; announce() (organizations/member-events.ts)
   * keeps a failure from failing the change.
   */
  organizationEvent?: (event: OrganizationEvent) => Promise<void>;
  /**
   * Sessions that just ended (revoked, signed out, reset away): back-channel logout to the
   * connected apps they signed in (idp/backchannel-logout.ts sets it). It must not throw.
   */
  sessionsEnded?: (memberSessionIds: string[]) => Promise<void>;
  /**
   * TXT lookups for domain verification (identity/domains/register.ts sets it: the configured
   * DNS servers, or the development DNS server).
   */
  resolveTxt?: TxtLookup;
};

/** The identity events the organization's webhooks receive (docs/integrating.md, "Events"). */
export type OrganizationEventType =
  | 'member.created'
  | 'member.updated'
  | 'member.deleted'
  | 'session.created'
  | 'session.revoked'
  | 'organization.updated'
  | 'sso_connection.created'
  | 'sso_connection.updated'
  | 'sso_connection.deleted'
  | 'scim_connection.created'
  | 'scim_connection.updated'
  | 'scim_connection.deleted'
  | 'scim_group.created'
  | 'scim_group.updated'
  | 'scim_group.deleted';

/** One identity change of an organization, with the `data` its webhook event carries. */
export type OrganizationEvent = { type: OrganizationEventType; organizationId: string; data: Record<string, unknown> };

/** One admin audit log entry written from the identity module. */
export type AdminAuditRecord = {
  memberId: string;
  email: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
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
  const secret = await loadIdentitySecret({ configured: config.identity.secret, dataDir: config.dataDir });
  const box = new SecretBox(secret);
  const totpKey = config.identity.totpEncryptionKey
    ? Buffer.from(config.identity.totpEncryptionKey, 'base64')
    : Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'shelfscope identity: totp secrets', 32));
  const totpBox = new SecretBox(totpKey);
  const project = await ensureProject(db, {
    name: config.identity.projectName,
    environment: config.nodeEnv === 'production' ? 'live' : 'test',
  });
  const keys = new SigningKeys(db, box, project);
  await keys.signingKey();
  return { ...deps, project, box, totpBox, sms: createSmsSender(db, config.identity), keys };
}
