import { randomUUID } from 'node:crypto';
import type { EligibilityCounts, ListingCondition, MarketplaceCode } from '@shelfscope/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import { addNotification } from '../notifications/service.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import { suppliers } from '../suppliers/schema.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { uploadRows, uploads } from '../uploads/schema.js';
import { recordUsage } from '../usage/service.js';
import { accountFor, callRestrictions, lookupsUsedUp } from './check.js';
import { type CheckKey, eligibilityOf, freshCheck, markProducts, storeCheck } from './eligibility.js';
import type { SellerAccountRuntime } from './runtime.js';
import { eligibilityQueue, sellerAccounts } from './schema.js';
import { SpApiFailed } from './sp-api-types.js';

/**
 * The checking queue (docs/seller-account.md): every matched row of an upload waits in
 * `eligibility_queue` for its seller account's quota. One job works an account's rows for a slice
 * at a time, fairly between the company's uploads (each round takes the oldest waiting row of
 * every upload in turn), each row through the account's token bucket (runtime.acquire); a row is
 * done in the same transaction that stores its answer, so a restart resumes with the rest and no
 * answer is asked for twice (only a check in flight when the process died is asked again). A
 * fresh answer in the cache (the TTL) answers a row without a call.
 */
export const ELIGIBILITY_QUEUE = 'seller-account.eligibility';
type EligibilityJob = { accountId: string; companyId: string };

export type QueueDeps = { db: Db; jobs: Jobs; bus: EventBus; box: SecretBox; runtime: SellerAccountRuntime };

/** How long one job works before it hands over to the next (a shutdown never waits long). */
const SLICE_MS = 10_000;
/** Rows read per round: a few per upload, so a round's order is fair without re-reading each row. */
const ROUND_ROWS = 20;
/** A row Amazon refuses this many times (not a 429) ends as `unknown`. */
const MAX_ATTEMPTS = 3;

/** Accounts this process is working now: a second job for one stands down (the first loops until none wait). */
const working = new Set<string>();

export function defineEligibilityQueue(deps: QueueDeps): void {
  deps.jobs.define<EligibilityJob>(ELIGIBILITY_QUEUE, (job) => runChecks(deps, job), {
    batchSize: 1,
    localConcurrency: 2,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
  });
}

export async function queueChecks(jobs: Jobs, job: EligibilityJob): Promise<void> {
  await jobs.send<EligibilityJob>(ELIGIBILITY_QUEUE, job, { id: randomUUID() });
}

/**
 * Puts an upload's matched rows (one per ASIN) in line for its account's checks, in the upload's
 * own transaction as it finishes. Nothing when the company has no account for the supplier's
 * marketplace (the grid then says to connect one). Returns the job to queue after the commit.
 */
export async function enqueueUploadChecks(tenant: Tenant, uploadId: string, supplierId: string): Promise<EligibilityJob | null> {
  const [supplier] = await tenant.db
    .select({ marketplace: suppliers.marketplace })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const marketplace = (supplier?.marketplace ?? 'US') as MarketplaceCode;
  const account = await accountFor(tenant, marketplace);
  if (!account?.marketplaces.includes(marketplace)) return null;
  await tenant.db.execute(sql`
    insert into ${eligibilityQueue} (company_id, account_id, upload_id, asin, marketplace, condition)
    select distinct ${tenant.companyId}::uuid, ${account.id}::uuid, ${uploadId}::uuid, r.asin, ${marketplace}, 'new_new'
    from ${uploadRows} r
    where r.upload_id = ${uploadId} and r.status in ('matched', 'updated') and r.asin is not null
    on conflict do nothing`);
  return { accountId: account.id, companyId: tenant.companyId };
}

/** Queues a job for every account with checks waiting (at start-up: a restart resumes them). */
export async function resumeEligibilityChecks(db: Db, jobs: Jobs): Promise<number> {
  const open = await db
    .selectDistinct({ accountId: eligibilityQueue.accountId, companyId: eligibilityQueue.companyId })
    .from(eligibilityQueue)
    .where(eq(eligibilityQueue.status, 'pending'));
  for (const job of open) await queueChecks(jobs, job);
  return open.length;
}

type QueueRow = typeof eligibilityQueue.$inferSelect;

/** The next round: the oldest waiting rows of each upload, interleaved (1st of each, then 2nd of each...). */
async function nextRound(tenant: Tenant, accountId: string): Promise<QueueRow[]> {
  const ranked = tenant.db
    .select({
      id: eligibilityQueue.id,
      turn: sql<number>`row_number() over (partition by ${eligibilityQueue.uploadId} order by ${eligibilityQueue.id})`.as('turn'),
    })
    .from(eligibilityQueue)
    .where(and(eq(eligibilityQueue.accountId, accountId), eq(eligibilityQueue.status, 'pending')))
    .as('ranked');
  const ids = await tenant.db.select({ id: ranked.id }).from(ranked).orderBy(ranked.turn, ranked.id).limit(ROUND_ROWS);
  if (ids.length === 0) return [];
  const rows = await tenant.db
    .select()
    .from(eligibilityQueue)
    .where(
      inArray(
        eligibilityQueue.id,
        ids.map((r) => r.id),
      ),
    );
  const order = new Map(ids.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

async function runChecks(deps: QueueDeps, job: EligibilityJob): Promise<void> {
  if (working.has(job.accountId)) return;
  working.add(job.accountId);
  try {
    const more = await work(deps, job);
    if (more) await queueChecks(deps.jobs, job);
  } finally {
    working.delete(job.accountId);
  }
}

/** Works rounds until none wait or the slice ends; true when some still wait. */
async function work(deps: QueueDeps, job: EligibilityJob): Promise<boolean> {
  const until = Date.now() + SLICE_MS;
  const asTenant = <T>(run: (tenant: Tenant) => Promise<T>) =>
    withTenant(deps.db, job.companyId, (db) => run({ db, companyId: job.companyId, memberId: 'system', isAppFilterOn: true }));
  const [account] = await asTenant((t) => t.db.select().from(sellerAccounts).where(eq(sellerAccounts.id, job.accountId)));
  if (!account) return false;
  while (Date.now() < until) {
    const round = await asTenant((t) => nextRound(t, job.accountId));
    if (round.length === 0) return false;
    const touched = new Set<string>();
    // The plan's lookups left this month, read once a round and counted down by each call.
    const allowance = await asTenant((t) => skuAllowance(t));
    for (const row of round) {
      const key: CheckKey = {
        sellerId: account.sellerId,
        asin: row.asin,
        marketplace: row.marketplace as MarketplaceCode,
        condition: row.condition as ListingCondition,
      };
      await checkRow(deps, asTenant, account, row, key, allowance);
      if (row.uploadId) touched.add(row.uploadId);
      if (Date.now() >= until) break;
    }
    for (const uploadId of touched) await reportProgress(deps, job.companyId, uploadId);
  }
  return true;
}

async function checkRow(
  deps: QueueDeps,
  asTenant: <T>(run: (tenant: Tenant) => Promise<T>) => Promise<T>,
  account: typeof sellerAccounts.$inferSelect,
  row: QueueRow,
  key: CheckKey,
  allowance: { left: number },
): Promise<void> {
  const done = (tenant: Tenant, eligibility: string) =>
    tenant.db
      .update(eligibilityQueue)
      .set({ status: 'done', eligibility })
      .where(and(eq(eligibilityQueue.id, row.id), eq(eligibilityQueue.status, 'pending')));
  // The cache first: a second list with the same products makes no call.
  const cached = await asTenant(async (tenant) => {
    const fresh = await freshCheck(tenant, key, deps.runtime.config.ttlMs);
    if (!fresh) return false;
    await markProducts(tenant, key, fresh.eligibility as 'allowed', fresh.checkedAt);
    await done(tenant, fresh.eligibility);
    return true;
  });
  if (cached) return;
  // The plan's lookups used up: the row is answered `unknown` without a call (the notification
  // says why); the product keeps whatever answer it had.
  if (allowance.left <= 0) {
    await asTenant((tenant) => done(tenant, 'unknown'));
    return;
  }
  try {
    const answer = eligibilityOf(await callRestrictions(deps.runtime, deps.box, account, key), key.marketplace);
    allowance.left -= 1;
    await asTenant(async (tenant) => {
      await storeCheck(tenant, key, answer);
      await recordUsage(tenant, 'eligibility_checked', 1);
      await done(tenant, answer.eligibility);
    });
  } catch (error) {
    if (!(error instanceof SpApiFailed)) throw error;
    await asTenant(async (tenant) => {
      if (row.attempts + 1 >= MAX_ATTEMPTS) {
        await markProducts(tenant, key, 'unknown', new Date());
        await done(tenant, 'unknown');
      } else {
        await tenant.db
          .update(eligibilityQueue)
          .set({ attempts: row.attempts + 1 })
          .where(eq(eligibilityQueue.id, row.id));
      }
    });
  }
}

/** An upload's checks: how many wait and what the answers are (the report, the notification). */
export async function uploadEligibilityCounts(tenant: Tenant, uploadId: string): Promise<EligibilityCounts> {
  const rows = await tenant.db
    .select({ eligibility: eligibilityQueue.eligibility, count: sql<number>`count(*)::int` })
    .from(eligibilityQueue)
    .where(eq(eligibilityQueue.uploadId, uploadId))
    .groupBy(eligibilityQueue.eligibility);
  const of = (value: string | null) => rows.find((r) => r.eligibility === value)?.count ?? 0;
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return {
    total,
    checked: total - of(null),
    allowed: of('allowed'),
    approvalRequired: of('approval_required'),
    notEligible: of('not_eligible'),
    unknown: of('unknown'),
  };
}

/** Tells the uploader how the checks go (live), and once they are all done (a notification). */
async function reportProgress(deps: QueueDeps, companyId: string, uploadId: string): Promise<void> {
  const publish = await withTenant(deps.db, companyId, async (db) => {
    const tenant: Tenant = { db, companyId, memberId: 'system', isAppFilterOn: true };
    const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
    if (!upload?.createdBy) return null;
    const counts = await uploadEligibilityCounts(tenant, uploadId);
    await deps.bus.publish({ companyId, memberId: upload.createdBy, event: 'eligibility', data: { uploadId, ...counts } });
    if (counts.checked < counts.total) return null;
    const plan = counts.unknown > 0 ? await skuAllowance(tenant) : null;
    return addNotification({ ...tenant, memberId: upload.createdBy }, deps.bus, upload.createdBy, {
      kind: 'upload.progress',
      title: `${upload.fileName}: eligibility checked`,
      message:
        plan && plan.left <= 0 ? `${eligibilitySummary(counts)}. ${lookupsUsedUp(plan.limit)}` : eligibilitySummary(counts),
      data: { uploadId, supplierId: upload.supplierId, eligibility: counts },
    });
  });
  await publish?.();
}

/** "120 allowed, 14 need approval, 3 restricted" (and unknown ones when any). */
export function eligibilitySummary(c: EligibilityCounts): string {
  const parts = [`${c.allowed} allowed`, `${c.approvalRequired} need approval`, `${c.notEligible} restricted`];
  if (c.unknown > 0) parts.push(`${c.unknown} unknown`);
  return parts.join(', ');
}
