/** Load helpers shared by the benchmarks: an identity API client, a concurrency pool, timing. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { Page } from 'playwright-core';

const REQUEST_TIMEOUT_MS = 30_000;
const BENCH_DEADLINE_MS = 10 * 60_000;

export type Json = Record<string, unknown>;

export class Api {
  private readonly deadline: number;
  constructor(
    readonly url: string,
    private readonly publicToken: string,
    deadlineMs = BENCH_DEADLINE_MS,
  ) {
    this.deadline = Date.now() + deadlineMs;
  }

  /** POST /sdk/v1{path} as the official client sends it; returns the status and the envelope's data. */
  async post(path: string, body: Json, sessionToken?: string): Promise<{ status: number; data: Json; body: Json }> {
    if (Date.now() > this.deadline) throw new Error('identity benchmark deadline passed');
    const auth = Buffer.from(`${this.publicToken}:${sessionToken ?? this.publicToken}`).toString('base64');
    const res = await fetch(`${this.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const parsed = (await res.json()) as Json;
    return { status: res.status, data: (parsed.data as Json | undefined) ?? {}, body: parsed };
  }

  async ok(path: string, body: Json, sessionToken?: string): Promise<Json> {
    const res = await this.post(path, body, sessionToken);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.data;
  }

  /**
   * The passcode of the newest message to each address, polled (bounded) from the dev mailbox.
   * Outgoing mail is a job queue, so this waits for delivery.
   */
  async codes(addresses: string[], timeoutMs: number): Promise<Map<string, string>> {
    const wanted = new Set(addresses);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(`${this.url}/dev/mailbox/messages?limit=500`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const found = new Map<string, string>();
      for (const message of (await res.json()) as { to: string; text: string }[]) {
        const code = message.text.match(/\b(\d{6,10})\b/)?.[1];
        if (code && wanted.has(message.to) && !found.has(message.to)) found.set(message.to, code); // newest first
      }
      if (found.size === wanted.size) return found;
      if (Date.now() > until) throw new Error(`only ${found.size} of ${wanted.size} passcodes arrived within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

type Timing = { ms: number; status: number };

/** Times each request of `run` with `concurrency` in flight: p50, p95, max, requests per second. */
export async function measure<T>(items: T[], run: (item: T) => Promise<number>, concurrency: number) {
  const started = performance.now();
  const timings = await pool(items, concurrency, async (item): Promise<Timing> => {
    const t0 = performance.now();
    const status = await run(item);
    return { ms: performance.now() - t0, status };
  });
  const seconds = (performance.now() - started) / 1000;
  const failed = timings.filter((t) => t.status !== 200);
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1);
  return {
    p50: pct(50),
    p95: pct(95),
    max: pct(100),
    rps: (timings.length / seconds).toFixed(1),
    count: timings.length,
    failures: failed.length ? `${failed.length} (statuses ${[...new Set(failed.map((f) => f.status))].join(', ')})` : '0',
  };
}

/**
 * A new company through the identity API, as a new user signs up (discovery by email code,
 * create the organization); `freshJwt` renews the five-minute session JWT when a run is long.
 */
export async function signUpCompany(url: string, name: string, deadlineMs?: number) {
  const project = (await (await fetch(`${url}/dev/project`)).json()) as { public_token: string };
  // A long run (an upload on a busy machine) renews its JWT past the identity benchmark's deadline.
  const api = new Api(url, project.public_token, deadlineMs);
  const address = `bench-${crypto.randomUUID().slice(0, 8)}@bench.example.com`;
  await api.ok('/b2b/otps/email/discovery/send', { email_address: address });
  const code = (await api.codes([address], 30_000)).get(address) ?? '';
  const discovered = await api.ok('/b2b/otps/email/discovery/authenticate', { email_address: address, code });
  const created = await api.ok('/b2b/discovery/organizations/create', {
    intermediate_session_token: discovered.intermediate_session_token,
    organization_name: name,
    session_duration_minutes: 240,
  });
  const sessionToken = created.session_token as string;
  const freshJwt = async () => (await api.ok('/b2b/sessions/authenticate', {}, sessionToken)).session_jwt as string;
  return { api, freshJwt, organizationId: (created.organization as Json).organization_id as string };
}

/** POST /api/Product/bulk with a price list, as the web app sends it; the answer's data (a non-200 throws). */
export async function postPriceList(url: string, jwt: string, supplierId: string, name: string, content: string) {
  const form = new FormData();
  form.set('supplierId', supplierId);
  form.set('file', new Blob([content]), name);
  const res = await fetch(`${url}/api/Product/bulk`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const body = (await res.json()) as { data: { id: string; queuePosition?: number | null } };
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** A seller API call with a bearer token; the status and the parsed body. */
export async function seller(url: string, jwt: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Debian's Chromium, headless, started so it never reaches for the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * An empty PostgreSQL database for one run: BENCH_DATABASE_URL when given, else a fresh one on
 * 127.0.0.1:5432, dropped by `drop()`.
 */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const name = `shelfscope_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      const again = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Clones a supplier's `seeded` products (added through the API, so really analysed) in SQL to
 * about `total` rows with varied figures: one statement; the unique index needs distinct ASINs.
 */
export async function cloneProducts(sql: pg.Pool | pg.Client, supplierId: string, seeded: number, total: number) {
  await sql.query(
    `insert into products (company_id, supplier_id, asin, identifier, identifier_type, cost, preparation_cost, quantity_pack,
       version_id, version_created, snapshot_id, analysis, title, brand, upc, category, bsr_current, sales_estimate,
       buy_box_current, selected_buy_box_value, total_goods_cost, profit_loss, roi, margin, break_even, fba_fees_total,
       fba_offers_count, fbm_offers_count, my_share30, sales_rank_drops30, amazon_current, reviews_count, astro_score,
       alert_threat_level, has_alert, is_hazmat, is_meltable, has_buy_box, buy_box_is_amazon, is_amazon_seller, is_variation,
       updated, created)
     select p.company_id, p.supplier_id, 'X' || upper(substr(md5(g::text || p.asin), 1, 9)), p.identifier, p.identifier_type,
       round((p.cost * (0.5 + random()))::numeric, 2), p.preparation_cost, p.quantity_pack,
       p.version_id, p.version_created, p.snapshot_id, p.analysis, p.title, p.brand, p.upc, p.category,
       greatest(1, (p.bsr_current * (0.2 + random() * 3))::int), p.sales_estimate * (0.3 + random() * 2),
       p.buy_box_current, p.selected_buy_box_value, p.total_goods_cost, p.profit_loss * (random() * 2 - 0.3),
       p.roi * (random() * 2 - 0.3), p.margin * (random() * 2 - 0.3), p.break_even, p.fba_fees_total,
       p.fba_offers_count, p.fbm_offers_count, p.my_share30, p.sales_rank_drops30, p.amazon_current, p.reviews_count, p.astro_score,
       p.alert_threat_level, p.has_alert, p.is_hazmat, p.is_meltable, p.has_buy_box, p.buy_box_is_amazon, p.is_amazon_seller,
       p.is_variation, p.updated, now() - (g || ' seconds')::interval
     from products p cross join generate_series(1, $1::int) g
     where p.supplier_id = $2`,
    [Math.ceil(total / seeded) - 1, supplierId],
  );
  // Vacuumed now rather than by autovacuum in the middle of a measurement (10,000 rows inserted).
  await sql.query('vacuum analyze products');
}

/** The demo member the first start creates (README: demo sign-in). */
export const DEMO = { email: 'demo@shelfscope.local', password: 'Lantern-harbor-2026', organization: 'Demo Wholesale' };

/** Signs the demo member in through the login widget as a person would; ends on the dashboard. */
export async function signInAsDemo(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/auth/authenticate`);
  const widget = page.locator('[data-shelfscope-login]');
  await widget.getByRole('button', { name: 'Use a password instead' }).click();
  await widget.getByLabel('Email').fill(DEMO.email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('button', { name: DEMO.organization }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/**
 * User + system CPU seconds a process has used (clock ticks of /proc/<pid>/stat, 100 a second),
 * all its threads; with `thread`, that thread's alone (the main thread's id is the pid). A
 * process that has exited counts 0.
 */
export function cpuSeconds(pid: number | undefined, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  let stat: string;
  try {
    stat = readFileSync(file, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process ids of PostgreSQL's backends connected to the database `sql` is connected to. */
export async function backendPids(sql: pg.Pool | pg.Client): Promise<number[]> {
  const { rows } = await sql.query('select pid from pg_stat_activity where datname = current_database()');
  return rows.map((row: { pid: number }) => row.pid);
}

/** The load average (1, 5 and 15 minutes) as "a / b / c". */
export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
