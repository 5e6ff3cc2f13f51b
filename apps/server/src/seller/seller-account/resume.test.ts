import { afterAll, describe, expect, it } from 'vitest';
import { waitForHealth } from '../../../test/child-server.js';
import { processScratch } from '../../../test/crash-server.js';
import { csvOf } from '../../../test/isolation/upload-files.js';
import { openDatabase } from '../../db/database.js';
import { asinOf } from '../../market/index.js';

// The eligibility queue's crash-and-resume proof (docs/seller-account.md), as the uploads' is
// (uploads/resume.test.ts): a real server process is killed with SIGKILL while it checks a price
// list through the simulated seller account, started again on the same data, and finishes the
// checks with every ASIN answered once: the queue row is done in the transaction that stores the
// answer and records the lookup, so a check the kill interrupted is asked again and none twice.

const ASINS = 60;
/** Checks a second: slow enough that the kill lands mid-run, fast enough for a short test. */
const RATE = 12;

type Counts = { total: number; checked: number; allowed: number; approvalRequired: number; notEligible: number; unknown: number };

const scratch = processScratch();
afterAll(() => scratch.cleanUp());

describe('eligibility checks across a crash of the server', () => {
  it('resume after a SIGKILL mid-run and a restart, each ASIN checked once', async () => {
    const crash = await scratch.crashServer({
      prefix: 'shelfscope-checks-',
      company: 'Checks Resume Co',
      extra: { SP_API_RESTRICTIONS_RATE: String(RATE), SP_API_RESTRICTIONS_BURST: '1' },
    });
    const { url, jwt, env, port, postgres, server: first } = crash;
    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${await jwt()}`,
          ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const parsed = (await res.json()) as { data: T };
      if (res.status !== 200)
        throw new Error(`${method} ${route} answered ${res.status}: ${JSON.stringify(parsed).slice(0, 300)}`);
      return parsed.data;
    };
    await call('POST', '/dev/seller-account/connect', { region: 'NA' });
    const { id: supplierId } = await call<{ id: string }>('POST', '/api/Supplier', { name: 'Checks supplier' });
    const form = new FormData();
    form.set('supplierId', supplierId);
    const sheet = [['ASIN', 'Unit Price'], ...Array.from({ length: ASINS }, (_, i) => [asinOf(300 + i), '4.00'])];
    form.set('file', new Blob([csvOf(sheet)]), 'checks.csv');
    const { id: uploadId } = await call<{ id: string }>('POST', '/api/Product/bulk', form);
    const counts = () => call<Counts>('GET', `/api/Upload/${uploadId}/eligibility`);

    // Some checks answered, some waiting: kill the server with no chance to finish anything.
    let seen: Counts | null = null;
    for (let attempt = 0; attempt < 600; attempt++) {
      seen = await counts();
      if (seen.total === ASINS && seen.checked >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen?.checked).toBeGreaterThanOrEqual(5);
    expect(seen?.checked, 'the kill landed mid-run').toBeLessThan(ASINS);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = scratch.start(env);
    await waitForHealth(port, second);
    let done = await counts();
    expect(done.checked, 'checks were left for the restarted server').toBeLessThan(ASINS);
    const deadline = Date.now() + 60_000;
    while (done.checked < done.total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = await counts();
    }
    expect(done).toMatchObject({ total: ASINS, checked: ASINS });
    expect(done.allowed + done.approvalRequired + done.notEligible).toBe(ASINS); // none given up as unknown
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // In the database: every row done once, one stored answer per ASIN, and one lookup counted
    // per ASIN (a check made twice would count twice; the one the kill cut off counted none).
    const database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir: crash.dataDir }));
    try {
      const one = async (text: string) => (await database.executeSql(text, [uploadId])).rows[0] as Record<string, number>;
      expect(
        await one(`select count(*)::int as total, count(distinct asin)::int as asins,
                       count(*) filter (where status = 'done')::int as done
                     from eligibility_queue where upload_id = $1`),
      ).toEqual({ total: ASINS, asins: ASINS, done: ASINS });
      const company = `(select company_id from uploads where id = $1)`;
      expect(await one(`select count(*)::int as answers from eligibility_checks where company_id = ${company}`)).toEqual({
        answers: ASINS,
      });
      expect(
        await one(`select coalesce(sum(quantity), 0)::int as lookups from usage_events
                     where company_id = ${company} and kind = 'eligibility_checked'`),
      ).toEqual({ lookups: ASINS });
    } finally {
      if (!postgres) await database.close();
    }
  }, 240_000);
});
