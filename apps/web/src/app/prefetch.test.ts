import { createRequester } from '@shelfscope/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { planDetailsQueryOptions } from '../lib/plan';
import { product } from '../test/screen-api';
import { afterFirstRequests, holdCode } from './code-after-requests';
import { createAppRouter } from './router';

const SUPPLIER = '0c6f1b6e-8a57-4f57-9d6b-3c2f1e0a9b01';
const PLAN = {
  planCode: 'OAPro',
  planName: 'Online Arbitrage Pro',
  planFeatures: [],
  planLimits: [],
  subscriptionStatus: 'active',
  isActive: true,
  trialEnd: null,
  currentPeriodEnd: null,
};
const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ errors: [], details: null, hasErrors: false, data, ...extra }), {
    headers: { 'content-type': 'application/json' },
  });

// Loading a page's modules takes long in the tests on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const LONG = { timeout: 60_000 };

/**
 * The router alone (no page drawn) over a request wrapper whose fetch records the calls: what an
 * area's route starts as it is entered, without waiting for its page's code (issue 40, item 29).
 * `loaded` settles once the route's page code has loaded too.
 */
function enter(path: string, options: { suppliersAfterProducts?: boolean; defaultListOf?: string; isSignedIn?: boolean } = {}) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('/api/Supplier/slim')) {
      // The suppliers answer only once the products were asked for: a prefetch that waits for them first never gets its products.
      if (options.suppliersAfterProducts)
        await vi.waitFor(() => expect(calls.some((c) => c.startsWith('/api/Product?'))).toBe(true), { timeout: 5_000 });
      return envelope([{ id: SUPPLIER, name: 'Harbor Supply' }]);
    }
    // The default list (no supplier asked) is the first supplier's, as the server answers it.
    if (url.startsWith('/api/Product?page=') && options.defaultListOf)
      return envelope([product({ supplierId: options.defaultListOf })], { page: 1, pageSize: 100, totalItems: 1 });
    if (url.startsWith('/api/Product')) return envelope([], { page: 1, pageSize: 100, totalItems: 0 });
    if (url === '/api/UserAccount/plan') return envelope(PLAN);
    return envelope(null);
  };
  const request = createRequester({
    auth: { credentials: () => ({}), refresh: async () => null, logOut: () => undefined },
    toast: { success: () => undefined, info: () => undefined, error: () => undefined },
    fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({ queryClient, isSignedIn: () => options.isSignedIn ?? true, initialPath: path });
  router.update({ ...router.options, context: { ...router.options.context, requester: request } });
  const loaded = router.load();
  return { calls, loaded, router, queryClient, request };
}

describe("an area's route starts its first screen's requests", () => {
  it('products, first visit: the default list goes out beside the suppliers and fills the first supplier’s page', async () => {
    localStorage.clear();
    const { calls } = enter('/products', { suppliersAfterProducts: true, defaultListOf: SUPPLIER });
    await vi.waitFor(() => expect(calls).toContain('/api/Supplier/slim'), LONG);
    expect(calls).toContain('/api/UserSettings');
    // Asked for before the suppliers answered (they answer only once a products request is out).
    expect(calls).toContain('/api/Product?page=1&pageSize=100');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its rows are the first supplier's: that page is not asked for again.
    expect(calls.filter((c) => c.startsWith('/api/Product?'))).toEqual(['/api/Product?page=1&pageSize=100']);
    localStorage.clear();
  });

  it('products, first visit: a default list that cannot say whose it is (empty) is asked for by supplier', async () => {
    localStorage.clear();
    const { calls } = enter('/products');
    const products = `/api/Product?supplierId=${SUPPLIER}&page=1&pageSize=100`;
    await vi.waitFor(() => expect(calls).toContain(products), LONG);
    expect(calls.indexOf('/api/Product?page=1&pageSize=100')).toBeGreaterThanOrEqual(0);
    localStorage.clear();
  });

  it('products again: the remembered supplier’s page goes out beside the suppliers, once', async () => {
    localStorage.clear();
    const first = enter('/products');
    await vi.waitFor(() => expect(first.calls.some((c) => c.startsWith('/api/Product?supplierId='))).toBe(true), LONG);
    const again = enter('/products', { suppliersAfterProducts: true });
    const products = `/api/Product?supplierId=${SUPPLIER}&page=1&pageSize=100`;
    await vi.waitFor(() => expect(again.calls).toContain(products), LONG);
    await vi.waitFor(() => expect(again.calls).toContain('/api/Supplier/slim'), LONG);
    // The remembered supplier is still the first: its page is asked for once, and no default list.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.calls.filter((c) => c.startsWith('/api/Product?'))).toEqual([products]);
    localStorage.clear();
  });

  it('products with a supplier, search and sort in the address: that page, without waiting for the suppliers', async () => {
    const { calls } = enter(`/products?supplierId=${SUPPLIER}&q=mug&sort=roi&desc=1&size=500`);
    await vi.waitFor(() => expect(calls.some((c) => c.startsWith('/api/Product?'))).toBe(true), LONG);
    // The grid reads windows of 100 rows (one list, issue 36); an old link's `size` is ignored.
    expect(calls).toContain(`/api/Product?supplierId=${SUPPLIER}&search=mug&order=roi&descending=true&page=1&pageSize=100`);
    expect(calls).not.toContain('/api/Supplier/slim');
  });

  it('Plan & billing: the plan, the catalog and the subscriptions at once', async () => {
    const { calls } = enter('/billing');
    await vi.waitFor(() => expect(calls).toHaveLength(3), LONG);
    expect(calls.sort()).toEqual(['/api/Checkout/Plans', '/api/Customer/GetSubscriptions', '/api/UserAccount/plan']);
  });

  it('Plan & billing reads the plan on every visit; the page and banner mounting after it do not read it again', async () => {
    const { calls, router, queryClient, request } = enter('/billing');
    const plans = () => calls.filter((c) => c === '/api/UserAccount/plan').length;
    await vi.waitFor(() => expect(plans()).toBe(1), LONG);
    await vi.waitFor(() => expect(queryClient.getQueryData(planDetailsQueryOptions(request).queryKey)).not.toBeUndefined());
    // What usePlanDetails does as the page (or the shell's trial banner) mounts.
    const observer = new QueryObserver(queryClient, planDetailsQueryOptions(request));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plans()).toBe(1);
    unsubscribe();
    // Away and back (by href: the areas' paths are built from AREAS, not in the router's types).
    await router.navigate({ href: '/categories' });
    await router.navigate({ href: '/billing' });
    await vi.waitFor(() => expect(plans()).toBe(2), LONG);
  });

  it('held code (a cold load of the grid or Plan & billing) loads only once the route has made its requests', async () => {
    localStorage.clear();
    for (const [path, first] of [
      ['/products', ['/api/Product?page=1&pageSize=100', '/api/Supplier/slim', '/api/UserSettings']],
      ['/billing', ['/api/Checkout/Plans', '/api/Customer/GetSubscriptions', '/api/UserAccount/plan']],
    ] as const) {
      holdCode();
      const { calls } = enter(path);
      // What the route had asked for when the held code (the shell's, the page's) was let through
      // (the test's server answers at once, so the grid's next request may be out too).
      const asked = await afterFirstRequests(async () => [...calls])();
      expect(asked).toEqual(expect.arrayContaining([...first]));
    }
    localStorage.clear();
  });

  it('held code is let through when the address goes to sign in instead', async () => {
    holdCode();
    const { calls, loaded } = enter('/products', { isSignedIn: false });
    await loaded;
    let isLoaded = false;
    void afterFirstRequests(async () => {
      isLoaded = true;
    })();
    await vi.waitFor(() => expect(isLoaded).toBe(true), { timeout: 5_000 });
    expect(calls).toEqual([]);
  });

  it('an area without a prefetch starts nothing', async () => {
    const { calls, loaded } = enter('/categories');
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
