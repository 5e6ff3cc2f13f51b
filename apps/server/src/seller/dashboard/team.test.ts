import { envelope, LookupEntry, listEnvelope, TeamActivity } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api } from '../../../test/seller.js';
import { shortlistWithItem } from '../../../test/shortlists.js';
import { sellerTeam } from '../../../test/team.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
vi.setConfig({ testTimeout: 90_000 });

const activityOf = (body: unknown) => envelope(TeamActivity).parse(body).data;

/**
 * The worked example of docs/dashboard.md ("Team view"), done through the API today: the buyer
 * makes a shortlist with one product; the VA adds two products, uploads a one-row price list,
 * proposes both products, the buyer approves one and rejects the other, and the VA proposes the
 * rejected one again.
 */
async function workedExample() {
  const team = await sellerTeam(ctx, 'Team view Co');
  const { supplierId, shortlistId } = await shortlistWithItem(ctx, team.buyer.jwt);
  const add = async (identifier: string) => {
    const res = await api(ctx, 'POST', '/api/Product', team.va.jwt, { supplierId, identifier, identifierType: 0, cost: 3 });
    expect(res.status).toBe(200);
    return res.body.data.product as { id: string; asin: string; profitLoss: number | null; roi: number | null };
  };
  const first = await add(SIMULATED_EXAMPLES.multipack);
  const second = await add(SIMULATED_EXAMPLES.variationChild);
  const csv = csvOf([
    ['ASIN', 'Unit Price'],
    [asinOf(40), '4.50'],
  ]);
  const upload = await postUpload(ctx, team.va.jwt, { name: 'list.csv', content: csv }, { supplierId });
  expect(upload.status).toBe(200);
  await eventually(async () => {
    const res = await api(ctx, 'GET', `/api/Upload/${upload.body.data.id}`, team.va.jwt);
    return res.body.data.status === 'done';
  }, 30_000);
  const propose = async (productId: string) => {
    const res = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, { productId, quantity: 2 });
    expect(res.body.data.status).toBe('proposed');
    return res.body.data.id as string;
  };
  const kept = await propose(first.id);
  const dropped = await propose(second.id);
  const decide = (itemId: string, decision: string) =>
    api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item/${itemId}/decision`, team.buyer.jwt, { decision, comment: 'ok' });
  expect((await decide(kept, 'approve')).status).toBe(200);
  expect((await decide(dropped, 'reject')).status).toBe(200);
  await propose(second.id);
  return { team, first, second };
}

let example: Awaited<ReturnType<typeof workedExample>>;
beforeAll(async () => {
  example = await workedExample();
}, 180_000);

describe('GET /api/Dashboard/team', () => {
  it('counts each member’s lookups, uploads, proposals and approvals, today, from what they did', async () => {
    const { team } = example;
    const res = await api(ctx, 'GET', '/api/Dashboard/team?days=7', team.owner.jwt);
    expect(res.status).toBe(200);
    const activity = activityOf(res.body);
    expect(activity.days).toHaveLength(7);
    const of = (memberId: string) => activity.members.find((m) => m.memberId === memberId);
    // The VA: two products added and one upload row analysed (3 lookups), one upload, two
    // proposals and the rejected one proposed again (3). The buyer: the shortlist's product, one approval.
    expect(of(team.va.memberId)?.totals).toEqual({ lookups: 3, uploads: 1, proposals: 3, approvals: 0 });
    expect(of(team.buyer.memberId)?.totals).toEqual({ lookups: 1, uploads: 0, proposals: 0, approvals: 1 });
    // Idle members are listed too, with nothing.
    expect(of(team.viewer.memberId)?.totals).toEqual({ lookups: 0, uploads: 0, proposals: 0, approvals: 0 });
    expect(of(team.va.memberId)?.member).toBe(team.va.email);
    // All of it today: the last day holds the totals, the days before nothing.
    const va = of(team.va.memberId);
    expect(va?.daily.lookups).toEqual([0, 0, 0, 0, 0, 0, 3]);
    expect(va?.daily.proposals.at(-1)).toBe(3);
    // Most lookups first.
    expect(activity.members[0]?.memberId).toBe(team.va.memberId);
  });

  it('answers owners, buyers and admins, and 403 naming dashboard:team to VAs and viewers', async () => {
    const { team } = example;
    for (const member of [team.owner, team.buyer, team.admin]) {
      expect((await api(ctx, 'GET', '/api/Dashboard/team', member.jwt)).status, member.roles.join()).toBe(200);
    }
    for (const member of [team.va, team.viewer]) {
      for (const url of ['/api/Dashboard/team', `/api/Dashboard/team/lookups?memberId=${team.va.memberId}`]) {
        const res = await api(ctx, 'GET', url, member.jwt);
        expect(res.status, `${member.roles.join()} ${url}`).toBe(403);
        expect(res.body.errors[0]).toMatchObject({ type: 'missing_permission', description: 'You need dashboard:team.' });
      }
    }
  });

  it('refuses a span out of range, and a history without a member, naming the field', async () => {
    const { team } = example;
    const short = await api(ctx, 'GET', '/api/Dashboard/team?days=3', team.owner.jwt);
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('days');
    const nobody = await api(ctx, 'GET', '/api/Dashboard/team/lookups', team.owner.jwt);
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors[0].field).toBe('memberId');
  });
});

describe('GET /api/Dashboard/team/lookups', () => {
  it("lists a member's lookups newest first, with the figures of the time", async () => {
    const { team, first } = example;
    const res = await api(ctx, 'GET', `/api/Dashboard/team/lookups?memberId=${team.va.memberId}`, team.buyer.jwt);
    expect(res.status).toBe(200);
    const body = listEnvelope(LookupEntry).parse(res.body);
    expect(body.totalItems).toBe(3);
    expect(body.data.map((e) => e.asin)).toEqual([asinOf(40), example.second.asin, first.asin]);
    const times = body.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Not refreshed since: the figures then are the product's figures now.
    expect(body.data[2]).toMatchObject({ productId: first.id, profit: first.profitLoss, roi: first.roi });
    expect(body.data[2]?.buyBox).toBeGreaterThan(0);

    const paged = await api(
      ctx,
      'GET',
      `/api/Dashboard/team/lookups?memberId=${team.va.memberId}&pageSize=1&page=2`,
      team.owner.jwt,
    );
    expect(paged.body.data.map((e: { asin: string }) => e.asin)).toEqual([example.second.asin]);
    const none = await api(ctx, 'GET', `/api/Dashboard/team/lookups?memberId=${team.viewer.memberId}`, team.owner.jwt);
    expect(none.body).toMatchObject({ data: [], totalItems: 0 });
  });
});
