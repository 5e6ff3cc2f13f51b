import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForMail } from '../../../test/email-support.js';
import { api } from '../../../test/seller.js';
import { shortlistWithItem } from '../../../test/shortlists.js';
import { sellerTeam } from '../../../test/team.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';

let ctx: TestContext;
let shared: Awaited<ReturnType<typeof sellerTeam>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shared = await sellerTeam(ctx, 'Approvals Co');
}, 120_000);
afterAll(() => ctx.close());
// Each test makes a supplier, products and a shortlist of its own on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

/** The team's buyer made a shortlist with one approved line; two more products of its supplier. */
async function setup(name = 'Picks') {
  const team = shared;
  const start = await shortlistWithItem(ctx, team.buyer.jwt, { name, supplier: { name: `${name} supplier` } });
  const product = async (identifier: string) => {
    const res = await api(ctx, 'POST', '/api/Product', team.buyer.jwt, {
      supplierId: start.supplierId,
      identifier,
      identifierType: 0,
      cost: 3,
    });
    expect(res.status).toBe(200);
    return res.body.data.product.id as string;
  };
  return {
    team,
    ...start,
    second: await product(SIMULATED_EXAMPLES.multipack),
    third: await product(SIMULATED_EXAMPLES.variationChild),
  };
}

const summary = (jwt: string, id: string) => api(ctx, 'GET', `/api/Shortlist/${id}/summary`, jwt);
const items = async (jwt: string, id: string) =>
  (await api(ctx, 'GET', `/api/Shortlist/${id}/items`, jwt)).body.data as {
    id: string;
    productId: string;
    status: string;
    proposedBy: string | null;
    note: string | null;
    decidedBy: string | null;
    decisionComment: string | null;
    quantity: number;
  }[];

describe('approvals', () => {
  it("a VA's additions are proposals: not in the totals, not in the order, until a buyer approves them", async () => {
    const { team, shortlistId, supplierId, second, third } = await setup();
    const before = (await summary(team.buyer.jwt, shortlistId)).body.data;
    expect(before.proposalsCount).toBe(0);

    const proposed = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, {
      productId: second,
      quantity: 4,
      note: 'Sells 30 a day, 3 FBA offers',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({
      status: 'proposed',
      proposedBy: team.va.memberId,
      note: 'Sells 30 a day, 3 FBA offers',
    });
    await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, { productId: third, quantity: 2 });

    // The totals are the approved line's alone.
    const waiting = (await summary(team.buyer.jwt, shortlistId)).body.data;
    expect(waiting.proposalsCount).toBe(2);
    expect(waiting.shortlistItemsCount).toBe(1);
    expect(waiting.totalGoodsCost).toBe(before.totalGoodsCost);
    expect(waiting.profit).toBe(before.profit);
    // The full view agrees with the summary.
    const full = (await api(ctx, 'GET', `/api/Shortlist/${shortlistId}`, team.buyer.jwt)).body.data;
    expect(full.totalGoodsCost).toBe(before.totalGoodsCost);

    // The VA may not approve, nor place an order.
    const refused = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/decisions`, team.va.jwt, { decision: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].description).toBe('You need shortlists:approve.');
    expect(
      (await api(ctx, 'POST', '/api/PurchaseOrder', team.va.jwt, { supplierId, shortlistId })).body.errors[0].description,
    ).toBe('You need orders:write.');

    // The buyer approves one and rejects the other, each with a comment.
    const lines = await items(team.buyer.jwt, shortlistId);
    const secondLine = lines.find((l) => l.productId === second);
    const thirdLine = lines.find((l) => l.productId === third);
    if (!secondLine || !thirdLine) throw new Error('lines missing');
    const approve = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item/${secondLine.id}/decision`, team.buyer.jwt, {
      decision: 'approve',
      comment: 'Good find',
    });
    expect(approve.body.data).toEqual({ decided: 1 });
    const reject = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/decisions`, team.buyer.jwt, {
      decision: 'reject',
      comment: 'Hazmat, not for us',
    });
    expect(reject.body.data).toEqual({ decided: 1 });
    const after = await items(team.buyer.jwt, shortlistId);
    expect(after.find((l) => l.id === secondLine.id)).toMatchObject({
      status: 'approved',
      decidedBy: team.buyer.memberId,
      decisionComment: 'Good find',
    });
    expect(after.find((l) => l.id === thirdLine.id)).toMatchObject({ status: 'rejected', decisionComment: 'Hazmat, not for us' });
    // Deciding again on a decided item is refused, naming it.
    const again = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item/${thirdLine.id}/decision`, team.buyer.jwt, {
      decision: 'approve',
    });
    expect(again.status).toBe(409);

    const decided = (await summary(team.buyer.jwt, shortlistId)).body.data;
    expect(decided.proposalsCount).toBe(0);
    expect(decided.shortlistItemsCount).toBe(2);
    expect(decided.totalGoodsCost).toBeGreaterThan(before.totalGoodsCost);

    // The order takes the approved lines only.
    const order = await api(ctx, 'POST', '/api/PurchaseOrder', team.buyer.jwt, { supplierId, shortlistId });
    expect(order.status).toBe(200);
    const orderItems = (await api(ctx, 'GET', `/api/PurchaseOrder/${order.body.data.id}/items`, team.buyer.jwt)).body.data as {
      productId: string;
    }[];
    expect(orderItems.map((i) => i.productId).sort()).toEqual(
      lines
        .filter((l) => l.productId !== third)
        .map((l) => l.productId)
        .sort(),
    );

    // The proposer hears of both decisions, in the app and by email.
    const notes = (await api(ctx, 'GET', '/api/Notification', team.va.jwt)).body.data as { kind: string; message: string }[];
    expect(notes.filter((n) => n.kind === 'shortlist.decision').map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Your 1 proposal on Picks was approved: "Good find"',
        'Your 1 proposal on Picks was rejected: "Hazmat, not for us"',
      ]),
    );
    const mail = await waitForMail(ctx, team.va.email, 2);
    expect(mail.text).toContain(`/shortlists/${shortlistId}`);
  });

  it('a proposer may not add to an approved line, and may propose a rejected product again', async () => {
    const { team, shortlistId, productId, second } = await setup('Again');
    const onIt = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, { productId, quantity: 9 });
    expect(onIt.status).toBe(409);
    await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, { productId: second, quantity: 4 });
    await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/decisions`, team.buyer.jwt, { decision: 'reject' });
    const again = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, {
      productId: second,
      quantity: 1,
      note: 'Price dropped',
    });
    expect(again.body.data).toMatchObject({ status: 'proposed', quantity: 1, note: 'Price dropped', decidedBy: null });
  });

  it('with approvals off, a VA adds straight to the shortlist; only owners switch it', async () => {
    const { team, shortlistId, second } = await setup('Switched');
    const byBuyer = await api(ctx, 'PUT', '/api/Company/approvals', team.buyer.jwt, { approvalsRequired: false });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.errors[0].description).toBe('You need company:write.');
    const off = await api(ctx, 'PUT', '/api/Company/approvals', team.owner.jwt, { approvalsRequired: false });
    expect(off.body.data.approvalsRequired).toBe(false);
    const added = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.va.jwt, { productId: second, quantity: 2 });
    expect(added.body.data).toMatchObject({ status: 'approved', proposedBy: null });
    expect((await summary(team.buyer.jwt, shortlistId)).body.data.shortlistItemsCount).toBe(2);
    const bad = await api(ctx, 'PUT', '/api/Company/approvals', team.owner.jwt, { approvalsRequired: 'nope' });
    expect(bad.status).toBe(400);
    await api(ctx, 'PUT', '/api/Company/approvals', team.owner.jwt, { approvalsRequired: true });
  });

  it("a buyer's own additions are approved at once", async () => {
    const { team, shortlistId, second } = await setup('Own');
    const added = await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, team.buyer.jwt, { productId: second, note: 'x' });
    expect(added.body.data).toMatchObject({ status: 'approved', proposedBy: null, note: null });
  });
});
