import { findShortlist } from '../shortlists/service.js';
import { findSupplier } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import type { RefreshDeps } from './deps.js';
import { queueRefresh } from './job.js';
import type { RefreshScope } from './scope.js';
import { recordRefresh } from './start.js';

/**
 * The refreshes of many products (spec section 7), one verb each: by ids, a supplier's, a
 * shortlist's. Each answers at once with the number of products queued; the refresh queue does
 * the work and the member's notifications and live stream report its progress.
 */

/** The spec's toast for a refresh that runs in the background (section 9). */
const REFRESHING = 'Asins are refreshing';

/** What each verb acts with: the refresh dependencies and work run as the calling company (tenancy.ts asTenant). */
type RefreshAs = { deps: RefreshDeps; run: <T>(work: (tenant: Tenant) => Promise<T>) => Promise<T> };

/** Records the refresh as the calling company (`scopeOf` checks the scope is its own), then queues it. */
async function refresh({ deps, run }: RefreshAs, scopeOf: (tenant: Tenant) => Promise<RefreshScope>, fetchStockLevels = false) {
  const started = await run(async (tenant) => recordRefresh(tenant, deps.bus, await scopeOf(tenant), { fetchStockLevels }));
  await started.publish();
  // If this send is lost (a crash right here), the start-up sweep queues the refresh again.
  if (started.refresh?.status === 'queued')
    await queueRefresh(deps.jobs, { refreshId: started.refresh.id, companyId: started.refresh.companyId });
  return started.queued;
}

/** Several products by id (ids that are not the company's are ignored); count = products queued. */
export async function refreshProductIds(
  options: RefreshAs & { ids: string[]; fetchStockLevels: boolean },
): Promise<{ count: number }> {
  return { count: await refresh(options, async () => ({ scope: 'ids', productIds: options.ids }), options.fetchStockLevels) };
}

/** All the supplier's products; 404 for a supplier not the company's. */
export async function refreshSupplier(options: RefreshAs & { supplierId: string }) {
  const queued = await refresh(options, async (tenant) => ({
    scope: 'supplier',
    supplierId: (await findSupplier(tenant, options.supplierId)).id,
  }));
  return { queued, message: queued > 0 ? REFRESHING : 'Nothing to refresh: this supplier has no products yet.' };
}

/** All the shortlist's products; 404 for a shortlist not the company's. */
export async function refreshShortlist(options: RefreshAs & { shortlistId: string }) {
  const queued = await refresh(options, async (tenant) => {
    const shortlist = await findShortlist(tenant, options.shortlistId);
    return { scope: 'shortlist', shortlistId: shortlist.id, supplierId: shortlist.supplierId };
  });
  return { queued, message: queued > 0 ? REFRESHING : 'Nothing to refresh: the shortlist is empty.' };
}
