import pg from 'pg';
import { cloneProducts, freshDatabase, measure, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * GET /Dashboard on a big tenant: 100,000 products, 5,000 purchase orders and 1,000,000 usage
 * events over the last 13 months (plus a neighbour company's events in the same tables), on
 * PostgreSQL. The events are bulk-inserted in SQL and their daily rollup built as the migration
 * backfills it (added to the days the API's own product adds already rolled up); then orders are downloaded through the API, which records events and adds to the
 * rollup in the same transaction, as in service.
 */
const PRODUCTS = 100_000;
const SEEDED = 20;
const ORDERS = 5_000;
const EVENTS = 1_000_000;

/** Kinds in the proportions a busy reseller makes them; money kinds carry an order's figures. */
const KINDS_SQL = `(array['skus_scanned','skus_scanned','skus_scanned','skus_scanned','skus_scanned','skus_scanned',
  'files_uploaded','shortlists_created','asins_shortlisted','asins_shortlisted',
  'purchase_orders_downloaded','projected_revenue_on_orders','projected_profit_on_orders'])[1 + (g % 13)]`;

async function seedEvents(sql: pg.Pool, companyId: string, count: number) {
  await sql.query(
    `insert into usage_events (company_id, member_id, kind, quantity, amount, created)
     select $1::uuid, 'bench', ${KINDS_SQL}, 1 + (g % 5),
       case when g % 13 >= 10 then round((200 + random() * 3000)::numeric, 2) end,
       now() - (random() * 395 || ' days')::interval
     from generate_series(1, $2::int) g`,
    [companyId, count],
  );
}

export async function dashboardBench(): Promise<Record<string, string>> {
  const database = await freshDatabase();
  const server = await startServer({ DEV_TOOLS: '1', SELLER_TRIAL_PLAN: 'Enterprise', DATABASE_URL: database.url });
  const sql = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Bench Wholesale');
    let jwt = await freshJwt();
    const supplierId = (
      (await seller(server.url, jwt, 'POST', '/api/Supplier', { name: 'Bench Supplier' })).body.data as { id: string }
    ).id;
    const { asinOf } = await import('../apps/server/dist/market/simulated/catalog.js');
    for (let i = 0; i < SEEDED; i++) {
      await seller(server.url, jwt, 'POST', '/api/Product', {
        supplierId,
        identifier: asinOf(3000 + i * 5),
        identifierType: 0,
        cost: 4 + i,
      });
    }
    const started = performance.now();
    await cloneProducts(sql, supplierId, SEEDED, PRODUCTS);
    const companyId = (await sql.query('select company_id from suppliers where id = $1', [supplierId])).rows[0]
      .company_id as string;
    await sql.query(
      `insert into purchase_orders (company_id, created_by, supplier_id, supplier_name, invoice_number, status, created)
       select $1::uuid, 'bench', $2::uuid, 'Bench Supplier', 'INV-' || g, g % 6, now() - (random() * 395 || ' days')::interval
       from generate_series(1, $3::int) g`,
      [companyId, supplierId, ORDERS],
    );
    await sql.query(
      `insert into purchase_order_items (company_id, created_by, purchase_order_id, product_id, asin, title, cost, quantity_pack, quantity)
       select o.company_id, 'bench', o.id, p.id, p.asin, p.title, p.cost, p.quantity_pack, 1 + (abs(hashtext(o.id::text || p.id::text)) % 20)
       from purchase_orders o cross join lateral (select * from products where supplier_id = $1 limit 3) p
       where o.company_id = $2`,
      [supplierId, companyId],
    );
    await seedEvents(sql, companyId, EVENTS);
    // A neighbour in the same tables: its rows must not slow (or leak into) this company's reads.
    await seedEvents(sql, crypto.randomUUID(), EVENTS / 4);
    await sql.query(
      `insert into usage_days (company_id, day, kind, quantity, amount)
       select company_id, (created at time zone 'UTC')::date, kind, sum(quantity), coalesce(sum(amount), 0)
       from usage_events where member_id = 'bench' group by 1, 2, 3
       on conflict (company_id, day, kind) do update
         set quantity = usage_days.quantity + excluded.quantity, amount = usage_days.amount + excluded.amount`,
    );
    await sql.query('vacuum analyze');
    const seedSeconds = (performance.now() - started) / 1000;
    const counts = (
      await sql.query(
        `select (select count(*) from usage_events where company_id = $1)::int as events,
                (select count(*) from usage_days where company_id = $1)::int as days,
                (select count(*) from purchase_orders where company_id = $1)::int as orders,
                (select count(*) from products where company_id = $1)::int as products`,
        [companyId],
      )
    ).rows[0] as { events: number; days: number; orders: number; products: number };

    jwt = await freshJwt();
    // Downloads through the API: each records three events and adds them to the rollup.
    const orderIds = (await sql.query('select id from purchase_orders where company_id = $1 limit 30', [companyId])).rows.map(
      (r) => r.id as string,
    );
    const download = async (id: string) =>
      (
        await fetch(`${server.url}/api/PurchaseOrder/${id}/download?format=csv`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).status;
    const downloads = await measure(orderIds, download, 1);
    const get = async () => (await seller(server.url, jwt, 'GET', '/Dashboard')).status;
    await measure(
      Array.from({ length: 20 }, (_, i) => i),
      get,
      1,
    );
    const alone = await measure(
      Array.from({ length: 200 }, (_, i) => i),
      get,
      1,
    );
    const busy = await measure(
      Array.from({ length: 200 }, (_, i) => i),
      get,
      4,
    );
    const sample = (await seller(server.url, jwt, 'GET', '/Dashboard')).body.data as { skusScanned: { value: number } };
    // What the rollup saves: the same 13 months summed from the raw events.
    const raw = await measure(
      Array.from({ length: 10 }, (_, i) => i),
      async () => {
        await sql.query(
          `select kind, to_char(created, 'YYYY-MM'), sum(quantity), sum(amount) from usage_events
           where company_id = $1 and created >= date_trunc('month', now()) - interval '12 months' group by 1, 2`,
          [companyId],
        );
        return 200;
      },
      1,
    );
    return {
      database: 'PostgreSQL on loopback',
      'the company: products / orders / usage events / rollup rows': `${counts.products.toLocaleString('en-US')} / ${counts.orders.toLocaleString('en-US')} / ${counts.events.toLocaleString('en-US')} / ${counts.days.toLocaleString('en-US')}`,
      'seeding in SQL (s)': seedSeconds.toFixed(1),
      'skus scanned this month (sample answer)': String(sample.skusScanned.value),
      'GET /Dashboard, 200 one at a time: p50 / p95 / max (ms)': `${alone.p50} / ${alone.p95} / ${alone.max} (${alone.failures} failures)`,
      'GET /Dashboard, 200 at 4 concurrent: p50 / p95 / max (ms), req/s': `${busy.p50} / ${busy.p95} / ${busy.max}, ${busy.rps}/s (${busy.failures} failures)`,
      'GET /api/PurchaseOrder/{id}/download (csv; records 3 events + rollup), 30 one at a time: p50 / p95 (ms)': `${downloads.p50} / ${downloads.p95} (${downloads.failures} failures)`,
      'for comparison, the 13 months summed from raw usage_events in SQL: p50 / p95 (ms)': `${raw.p50} / ${raw.p95}`,
    };
  } finally {
    await sql.end();
    await server.stop();
    await database.drop();
  }
}
