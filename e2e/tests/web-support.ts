import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The demo member the first start creates (README: demo sign-in). */
export const DEMO = { email: 'demo@shelfscope.local', password: 'Lantern-harbor-2026', organization: 'Demo Wholesale' };
/** The demo company's virtual assistant and buyer (README: demo team, docs/teams.md). */
export const DEMO_VA = { email: 'va@shelfscope.local', password: 'Harbor-scout-2026', organization: 'Demo Wholesale' };
export const DEMO_BUYER = { email: 'purchasing@shelfscope.local', password: 'Ledger-dock-2026', organization: 'Demo Wholesale' };
/** The demo platform admin (README: the operator's sign-in). */
export const OPERATOR = {
  email: 'operator@shelfscope.local',
  password: 'Beacon-quarry-2026',
  organization: 'ShelfScope Operators',
};

type Account = typeof DEMO;

/** What the browser keeps of a signed-in demo member (cookies and storage), once per worker. */
let demoState: Promise<BrowserContextState & { at: number }> | undefined;
/** The identity client refreshes a session at page load once its JWT is this old (refresh.ts). */
const REFRESH_INTERVAL_MS = 180_000;
type BrowserContextState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs the demo member in and ends on the page `next` (default: the dashboard). The first call
 * in a worker signs in through the app's sign-in page as a person would (the login widget's
 * discovery flow with a password, then the organization) and keeps what the browser then holds;
 * later calls give a new page that state, as Playwright's stored state does: the tests of
 * everything but the sign-in itself need not click through it again. `fresh` signs in through
 * the page anyway, with a session of its own: for a test that ends its session.
 */
export async function signInAsDemo(page: Page, next = '/', options: { fresh?: boolean } = {}): Promise<void> {
  if (options.fresh || !demoState) {
    const signingIn = signInThroughThePage(page, next);
    if (!options.fresh) demoState = signingIn.then(async () => ({ ...(await page.context().storageState()), at: Date.now() }));
    await signingIn;
    return;
  }
  const state = await demoState;
  await page.context().addCookies(state.cookies);
  const origin = state.origins[0];
  if (origin && origin.localStorage.length > 0) {
    // Once per tab, at the next navigation (a page the test opened before, such as the sign-in
    // page, has written its own signed-out state): a later reload keeps what the test did since.
    await page.context().addInitScript(
      ({ at, items }) => {
        if (window.location.origin !== at || window.sessionStorage.getItem('e2e-demo-state')) return;
        for (const { name, value } of items) window.localStorage.setItem(name, value);
        window.sessionStorage.setItem('e2e-demo-state', 'applied');
      },
      { at: origin.origin, items: origin.localStorage },
    );
  }
  // A stored session whose JWT may have expired is refreshed by the app as it loads: the test
  // goes on once that is done, so the cookies it reads (sellerApi) hold a live JWT.
  const refreshed =
    Date.now() - state.at >= REFRESH_INTERVAL_MS
      ? page.waitForResponse((r) => r.url().endsWith('/b2b/sessions/authenticate') && r.ok(), { timeout: 15_000 })
      : null;
  await page.goto(next);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  await refreshed;
}

async function signInThroughThePage(page: Page, next: string): Promise<void> {
  await signInWithPassword(page, DEMO, next);
}

/**
 * Signs `account` in through the app's sign-in page as a person would (the login widget's
 * discovery flow with a password, then the organization) and ends on the page `next`.
 */
export async function signInWithPassword(page: Page, account: Account, next = '/'): Promise<void> {
  await page.goto(next === '/' ? '/auth/authenticate' : `/auth/authenticate?next=${encodeURIComponent(next)}`);
  const widget = page.locator('[data-shelfscope-login]');
  await widget.getByRole('button', { name: 'Use a password instead' }).click();
  await widget.getByLabel('Email').fill(account.email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Password', { exact: true }).fill(account.password);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('button', { name: account.organization }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
}

/**
 * The seller API as the signed-in page's member: the session JWT from its cookie as the bearer
 * token. For setting up and checking data around a test (not for what the test is about).
 */
export async function sellerApi(page: Page) {
  const currentJwt = async () => (await page.context().cookies()).find((c) => c.name === 'stytch_session_jwt')?.value;
  expect(await currentJwt(), 'session JWT cookie').toBeTruthy();
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    // Read at each call: the page's background refresh replaces the cookie every few minutes.
    const jwt = await currentJwt();
    const response = await page.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { data: JSON.stringify(body) }),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
}

/** A read entity as its PUT takes it back: without the row's own fields (id, company, audit). */
export function withoutRowFields<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const {
    id: _i,
    companyId: _c,
    userId: _u,
    created: _cr,
    createdBy: _cb,
    modified: _m,
    modifiedBy: _mb,
    deleted: _d,
    deletedBy: _db,
    ...input
  } = row;
  return input;
}
