import type { RefreshConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Tenant } from '../tenancy.js';
import type { UploadDeps } from '../uploads/deps.js';
import type { refreshes } from './schema.js';

export const REFRESH_QUEUE = 'product.refresh';

/**
 * What the refresh jobs stand on: what the upload jobs do (database, queue, bus, market, profit
 * engine), with the refresh settings. They run outside any request, as the member who asked.
 */
export type RefreshDeps = Omit<UploadDeps, 'config'> & { config: RefreshConfig };

export type RefreshJob = { refreshId: string; companyId: string };

export type RefreshRecord = typeof refreshes.$inferSelect;

/** Statuses of a refresh that still has work to do. */
export const OPEN_STATUSES = ['queued', 'running'];

/** The refresh's company as its job acts: the member who asked for it. */
export function tenantOf(db: Db, refresh: Pick<RefreshRecord, 'companyId' | 'createdBy'>): Tenant {
  return { db, companyId: refresh.companyId, memberId: refresh.createdBy ?? 'system', isAppFilterOn: true };
}
