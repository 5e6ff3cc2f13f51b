import type { AdminAuditEntry } from '@shelfscope/contracts';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AdminAuditRecord } from '../../identity/context.js';
import { anyMemberLabels } from '../../identity/directory.js';
import { storableText, storableValue } from '../../platform/text/storable.js';
import { billingCustomers } from '../billing/schema.js';
import { companies } from '../company/schema.js';
import { adminAuditLog } from './schema.js';

/** What a handler adds to its call's audit entry (a self-heal's changes). */
const extraDetail = new WeakMap<FastifyRequest, Record<string, unknown>>();

export function addAuditDetail(request: FastifyRequest, detail: Record<string, unknown>): void {
  extraDetail.set(request, { ...extraDetail.get(request), ...detail });
}

/** The user, customer or search a call was about, for the log's "target" column. */
function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = params.userId ?? query.userId ?? query.customerId ?? (query.search || null);
  return typeof value === 'string' ? storableText(value).slice(0, 255) : null;
}

/**
 * Records one admin call (the admin plugin's onSend hook, so it is written before the answer
 * leaves: a read that cannot be recorded is not served). Calls without a valid session never
 * reach the guard and have no one to record.
 */
export async function recordAdminCall(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = request.admin;
  if (!admin) return;
  const outcome = !admin.isAdmin ? 'denied' : reply.statusCode >= 400 ? 'failed' : 'allowed';
  await db.insert(adminAuditLog).values({
    memberId: admin.memberId,
    email: admin.email,
    action: storableText(`${request.method} ${request.routeOptions.url ?? request.url}`),
    target: targetOf(request),
    outcome,
    statusCode: reply.statusCode,
    // The query is the caller's text: PostgreSQL refuses NUL (and lone surrogates) in jsonb.
    detail: storableValue({ params: request.params ?? {}, query: request.query ?? {}, ...extraDetail.get(request) }),
  });
}

/** Records what the identity module reports (an impersonated sign-in) as an allowed admin action. */
export function auditFromIdentity(db: Db) {
  return async (entry: AdminAuditRecord): Promise<void> => {
    await db.insert(adminAuditLog).values({
      memberId: entry.memberId,
      email: entry.email,
      action: storableText(entry.action),
      target: storableText(entry.target).slice(0, 255),
      outcome: 'allowed',
      statusCode: 200,
      detail: storableValue(entry.detail),
    });
  };
}

export async function listAudit({ db, page }: { db: Db; page: { page: number; pageSize: number } }) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ value: count() }).from(adminAuditLog);
  const names = await targetNames(
    db,
    rows.flatMap((r) => (r.target ? [r.target] : [])),
  );
  const items: AdminAuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    memberId: r.memberId,
    email: r.email,
    action: r.action,
    target: r.target,
    about: r.target ? (names.get(r.target) ?? null) : null,
    outcome: r.outcome as AdminAuditEntry['outcome'],
    statusCode: r.statusCode,
    detail: r.detail ?? null,
  }));
  return { items, totalItems: total?.value ?? 0 };
}

/**
 * The audit targets in words: a member id is the member's name and email ("Ada Lovelace
 * <ada@harbor.test>", the email alone without a name), a billing customer id its company's name.
 * A search text is not an id and is shown as typed.
 */
async function targetNames(db: Db, targets: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(targets)];
  if (wanted.length === 0) return new Map();
  const names = await anyMemberLabels(db, wanted);
  const customers = await db
    .select({ id: billingCustomers.customerId, name: companies.name })
    .from(billingCustomers)
    .innerJoin(companies, eq(companies.id, billingCustomers.companyId))
    .where(inArray(billingCustomers.customerId, wanted));
  for (const c of customers) names.set(c.id, c.name);
  return names;
}
