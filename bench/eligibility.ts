import { setTimeout as sleep } from 'node:timers/promises';
import { asinOf } from '../apps/server/src/market/simulated/catalog.js';
import { postPriceList, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * Checking a whole price list through the seller's own Amazon account (issue 42): a list of
 * BENCH_ELIGIBILITY_ROWS (10,000) ASINs uploaded to a fresh server connected to the simulated
 * seller account, timed from the end of matching until every row's eligibility is known. Its
 * floor is what the quota allows: (rows - burst) / rate seconds (the bucket starts full). Amazon's
 * documented plan is 5 a second, burst 10 (BENCH_ELIGIBILITY_RATE, _BURST): 10,000 rows then take
 * at least 1,998 s; a quicker rate gives a figure in less time, the ratio is what counts.
 */
const ROWS = Number(process.env.BENCH_ELIGIBILITY_ROWS ?? 10_000);
const RATE = Number(process.env.BENCH_ELIGIBILITY_RATE ?? 5);
const BURST = Number(process.env.BENCH_ELIGIBILITY_BURST ?? 10);

export async function eligibilityBench(): Promise<Record<string, string>> {
  const server = await startServer({
    DEV_TOOLS: '1',
    SP_API_RESTRICTIONS_RATE: String(RATE),
    SP_API_RESTRICTIONS_BURST: String(BURST),
    SIMULATED_MARKET_SIZE: String(Math.max(12_000, ROWS + 100)),
    SELLER_TRIAL_PLAN: 'Enterprise',
  });
  try {
    const company = await signUpCompany(server.url, 'Eligibility Bench', 6 * 3_600_000);
    let jwt = await company.freshJwt();
    const connected = await seller(server.url, jwt, 'POST', '/dev/seller-account/connect', { region: 'NA' });
    if (connected.status !== 200) throw new Error(`connect answered ${connected.status}`);
    const supplier = await seller(server.url, jwt, 'POST', '/api/Supplier', { name: 'Bench Wholesale' });
    const supplierId = (supplier.body.data as { id: string }).id;
    const lines = [
      'ASIN,Unit Price',
      ...Array.from({ length: ROWS }, (_, i) => `${asinOf(i)},${(2 + (i % 90) / 10).toFixed(2)}`),
    ];
    const upload = await postPriceList(server.url, jwt, supplierId, 'bench.csv', `${lines.join('\n')}\n`);
    let matchedAt = 0;
    let jwtAt = Date.now();
    for (;;) {
      if (Date.now() - jwtAt > 120_000) {
        jwt = await company.freshJwt();
        jwtAt = Date.now();
      }
      const status = await seller(server.url, jwt, 'GET', `/api/Upload/${upload.id}?pageSize=1`);
      const state = (status.body.data as { status: string }).status;
      if (state === 'failed' || state === 'stopped') throw new Error(`upload ${state}`);
      if (state === 'done' && matchedAt === 0) matchedAt = Date.now();
      if (matchedAt > 0) {
        const counts = (await seller(server.url, jwt, 'GET', `/api/Upload/${upload.id}/eligibility`)).body.data as {
          total: number;
          checked: number;
          allowed: number;
          approvalRequired: number;
          notEligible: number;
          unknown: number;
        };
        if (counts.total > 0 && counts.checked === counts.total) {
          const seconds = (Date.now() - matchedAt) / 1000;
          const floor = Math.max(0, counts.total - BURST) / RATE;
          return {
            'rows checked': String(counts.total),
            'usage plan': `${RATE}/s, burst ${BURST}`,
            'time to check (s)': seconds.toFixed(1),
            'quota floor (s)': floor.toFixed(1),
            'ratio time / floor': (seconds / floor).toFixed(3),
            answers: `${counts.allowed} allowed, ${counts.approvalRequired} approval, ${counts.notEligible} restricted, ${counts.unknown} unknown`,
          };
        }
      }
      await sleep(1000);
    }
  } finally {
    await server.stop();
  }
}
