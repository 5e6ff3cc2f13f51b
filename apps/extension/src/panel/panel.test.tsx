import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recorded from '../../../web/src/components/product-analysis/fixtures/recorded-product.json';
import { type HttpAnswer, type HttpCall, ok, EXTENSION_PLAN as PLAN, SERVER, SESSION, workerHarness } from '../test/harness';
import { Panel } from './panel';
import { Shell } from './shell';
import { SAVE_DELAY_MS } from './use-debounced';

const product = recorded.detail;
const ASIN = product.asin;
const BASE = `/api/BrowserExtension/${ASIN}`;
const SUPPLIER_ID = '11111111-1111-4111-8111-111111111111';
const OFFER = {
  offerId: 'o1',
  asin: ASIN,
  sellerId: 'A1',
  sellerName: null,
  sellerRatingsCount: null,
  sellerRating: null,
  condition: 1,
  price: 1,
  shippingCost: 0,
  stock: null,
  minimumOrderQuantity: null,
  conditionComment: null,
  lastSeen: null,
  buyBoxWon30: null,
  buyBoxWon90: null,
  buyBoxWon180: null,
  estimatedDeliveryDate: null,
  fastestDeliveryDate: null,
  isCompetition: false,
  isBrandOffer: false,
  isPrimeExcl: false,
  isAmazon: false,
  isScam: false,
  isWarehouseDeal: false,
  isPreorder: false,
  isAddonItem: false,
  isShippable: true,
  isMAP: false,
  isPrime: true,
  isFBA: true,
  shipsFromChina: false,
};
const NO_PLAN = {
  ...PLAN,
  planCode: 'Undefined',
  planName: 'No plan',
  planFeatures: [],
  subscriptionStatus: 'none',
  isActive: false,
};
const refused = (status: number, description: string): HttpAnswer => ({
  status,
  body: { errors: [{ type: 'x', description }], details: null, hasErrors: true, data: null },
});

/** The seller API as the server answers it (the recorded product), with `extra` routes first. */
function server(extra: (call: HttpCall) => HttpAnswer | undefined = () => undefined) {
  return (call: HttpCall): HttpAnswer | undefined => {
    const found = extra(call);
    if (found) return found;
    const route = `${call.method} ${call.url.pathname}`;
    if (route === 'GET /api/UserAccount/plan') return ok(PLAN);
    if (route === `GET ${BASE}`) return ok(product);
    if (route === `GET ${BASE}/graph`) return ok(recorded.graph);
    if (route === `GET ${BASE}/variations`) return ok(recorded.variations);
    if (route === `GET ${BASE}/offers`) return ok([]);
    if (route === 'GET /api/Supplier/slim') return ok([{ id: SUPPLIER_ID, name: 'Acme Wholesale' }]);
    if (route === 'GET /api/Shortlist/slim') return ok([]);
    return undefined;
  };
}

function renderPanel(answer: (call: HttpCall) => HttpAnswer | undefined, signedIn = true) {
  const worker = workerHarness(answer, signedIn ? { session: SESSION } : {});
  render(
    <Shell send={worker.send} onSessionChange={worker.onSessionChange}>
      {(client, auth) => (
        <Panel asin={ASIN} client={client} serverUrl={auth.serverUrl} open={(path) => void worker.send({ type: 'open', path })} />
      )}
    </Shell>,
  );
  return worker;
}

const figure = (id: string) => screen.getByTestId(id);

describe('the panel', () => {
  it('shows the ASIN’s market, profit, scores and alerts as the API answers them', async () => {
    renderPanel(server());
    await screen.findByTestId('shelfscope-panel');
    expect(figure('buy-box').textContent).toBe('$108.75');
    expect(figure('profit').textContent).toBe('$73.47');
    expect(figure('roi').textContent).toBe('734.7%');
    expect(figure('max-cost').textContent).toBe('$64.21');
    expect(screen.getByText('Max cost for 30.0% ROI')).toBeTruthy();
    // The alert in words (alertWords), never its codes (threat level, report type).
    expect(screen.getByText('Brand may restrict resellers (Threadline)')).toBeTruthy();
    expect(screen.queryByText(/report type|threat level/i)).toBeNull();
    expect(screen.getByLabelText(`Astro ${product.astroScore} of 5`).className).toContain(`ss-level-${product.astroScore}`);
    expect(await screen.findByRole('heading', { name: `Variations (${recorded.variations.length})` })).toBeTruthy();
  });

  it('saves a cost once typing stops, and shows the analysis the server answers', async () => {
    const patches: HttpCall[] = [];
    renderPanel(
      server((call) => {
        if (call.method !== 'PATCH') return undefined;
        patches.push(call);
        return ok({ ...product, cost: 20, profitLoss: 62.97 });
      }),
    );
    const cost = await screen.findByLabelText('Cost ($ a pack)');
    fireEvent.input(cost, { target: { value: '2' } });
    fireEvent.input(cost, { target: { value: '20' } });
    await waitFor(() => expect(figure('profit').textContent).toBe('$62.97'), { timeout: SAVE_DELAY_MS + 2_000 });
    expect(patches.map((p) => `${p.url.pathname}${p.url.search}`)).toEqual([`${BASE}/cost?cost=20`]);
  });

  it('asks for a custom price before saving the override 5, then sends it', async () => {
    const patches: string[] = [];
    renderPanel(
      server((call) => {
        if (call.method !== 'PATCH') return undefined;
        patches.push(`${call.url.pathname}${call.url.search}`);
        return ok({ ...product, override: 5, overrideCustomValue: 99 });
      }),
    );
    fireEvent.change(await screen.findByLabelText('Sell price from'), { target: { value: '5' } });
    expect(await screen.findByText('Enter the custom price', {}, { timeout: SAVE_DELAY_MS + 2_000 })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Custom price ($)'), { target: { value: '99' } });
    await waitFor(() => expect(patches).toEqual([`${BASE}/override?buyBoxOverride=5&customValue=99`]), {
      timeout: SAVE_DELAY_MS + 2_000,
    });
  });

  it('refuses a pack quantity that is not a whole number from 1 without calling the server', async () => {
    const worker = renderPanel(server());
    fireEvent.input(await screen.findByLabelText('Pack qty'), { target: { value: '0' } });
    expect(await screen.findByText('A whole number from 1', {}, { timeout: SAVE_DELAY_MS + 2_000 })).toBeTruthy();
    expect(worker.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('adds the product to a supplier’s list chosen among the suppliers', async () => {
    const added: unknown[] = [];
    renderPanel(
      server((call) => {
        if (call.method !== 'POST' || call.url.pathname !== '/api/Product') return undefined;
        added.push(call.body);
        return ok({
          product: { ...product, id: '22222222-2222-4222-8222-222222222222', supplierId: SUPPLIER_ID },
          candidates: [],
        });
      }),
    );
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    await waitFor(() =>
      expect(actions.getByLabelText('Add to').querySelector(`option[value="supplier:${SUPPLIER_ID}"]`)?.textContent).toBe(
        'Acme Wholesale',
      ),
    );
    fireEvent.change(actions.getByLabelText('Add to'), { target: { value: `supplier:${SUPPLIER_ID}` } });
    fireEvent.click(actions.getByRole('button', { name: 'Add' }));
    expect(await actions.findByText('Added to Acme Wholesale.')).toBeTruthy();
    expect(added).toEqual([
      { supplierId: SUPPLIER_ID, identifier: ASIN, identifierType: 0, cost: 9.5, preparationCost: 0.5, quantityPack: 1 },
    ]);
  });

  it('reads the offers again with stock levels on Refresh', async () => {
    const offer = { ...OFFER, sellerName: 'Harbor Goods', price: 12.5, stock: 40 };
    renderPanel(server((call) => (call.url.pathname === `${BASE}/offers-update` ? ok([offer]) : undefined)));
    expect(await screen.findByRole('heading', { name: 'Offers (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Offers (1)' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Harbor Goods/ });
    expect(within(row).getByText('$12.50')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
  });

  it('uses the company’s own supplier product: says whose cost it is, shows prep as money, and opens that product', async () => {
    const own = { ...product, supplierId: SUPPLIER_ID, cost: 150, quantityPack: 6, preparationCost: 0.5 };
    const worker = renderPanel(server((call) => (call.method === 'GET' && call.url.pathname === BASE ? ok(own) : undefined)));
    expect((await screen.findByTestId('cost-source')).textContent).toBe(
      'Your cost from your supplier: edits change that product.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('cost-source').textContent).toBe('Your cost from Acme Wholesale: edits change that product.'),
    );
    expect((screen.getByLabelText('Cost ($ a pack)') as HTMLInputElement).value).toBe('150.00');
    expect((screen.getByLabelText('Prep cost ($)') as HTMLInputElement).value).toBe('0.50');
    expect((screen.getByLabelText('Pack qty') as HTMLInputElement).value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Open in ShelfScope' }));
    await waitFor(() => expect(worker.opened).toEqual([`${SERVER}/products/${own.id}`]));
  });

  it('copies the ASIN and the UPC', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    renderPanel(server());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy ASIN' }));
    expect(await screen.findByText('ASIN copied.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy UPC' }));
    expect(await screen.findByText('UPC copied.')).toBeTruthy();
    expect(copied).toEqual([ASIN, product.upc]);
  });

  it('refreshes an expired JWT once and retries the call (spec section 8)', async () => {
    let productReads = 0;
    const worker = renderPanel(
      server((call) => {
        if (call.url.pathname === '/sdk/v1/b2b/sessions/authenticate') return { body: { data: { session_jwt: 'x.e30.y' } } };
        if (call.url.pathname === BASE && productReads++ === 0) return refused(401, 'Missing, invalid or expired session token.');
        return undefined;
      }),
    );
    await screen.findByTestId('shelfscope-panel');
    expect(worker.calls.filter((c) => c.url.pathname === '/sdk/v1/b2b/sessions/authenticate')).toHaveLength(1);
  });

  it('signed out, asks to sign in through the web app, and follows the hand-over', async () => {
    const worker = renderPanel(server(), false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with ShelfScope' }));
    await waitFor(() =>
      expect(worker.opened).toEqual([`${SERVER}/extension/connect?extensionId=kggigljlomfpapllmohmjnlkcfbclfkf`]),
    );
    await worker.connect(SERVER);
    expect(await screen.findByTestId('shelfscope-panel')).toBeTruthy();
  });

  it('without the extension in a live plan, shows the plan message with the way to billing, not an error', async () => {
    renderPanel(
      server((call) =>
        call.url.pathname === '/api/UserAccount/plan'
          ? ok(NO_PLAN)
          : call.url.pathname.startsWith(BASE)
            ? refused(403, 'You currently have no active subscription.')
            : undefined,
      ),
    );
    expect(await screen.findByText('Please select a plan to continue.')).toBeTruthy();
    expect(screen.getByText('You currently have no active subscription.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Plan & billing' }).getAttribute('href')).toBe(`${SERVER}/billing`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns a 403 of any call into the plan message (the subscription ended meanwhile)', async () => {
    renderPanel(
      server((call) => (call.url.pathname === BASE ? refused(403, 'You currently have no active subscription.') : undefined)),
    );
    expect(await screen.findByText('Please select a plan to continue.')).toBeTruthy();
    expect(screen.queryByTestId('shelfscope-panel')).toBeNull();
  });

  it('shows a plain-text failure as the server worded it', async () => {
    renderPanel(
      server((call) =>
        call.url.pathname === BASE ? { status: 502, body: 'Bad gateway', contentType: 'text/plain' } : undefined,
      ),
    );
    // In place of the panel, and as the spec's 'Error' toast.
    await waitFor(() => expect(screen.getAllByText('Bad gateway')).toHaveLength(2));
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says beside the alerts whether the seller may sell it, with the approval link, and what they hold', async () => {
    const asked: string[] = [];
    renderPanel(
      server((call) => {
        if (call.url.pathname === BASE) return ok({ ...product, fbaFulfillable: 37, fbaInbound: 2 });
        if (call.url.pathname !== '/api/SellerAccount/Eligibility') return undefined;
        asked.push(call.url.search);
        return ok({
          connected: true,
          message: null,
          result: {
            asin: ASIN,
            marketplace: 'US',
            condition: 'new_new',
            eligibility: 'approval_required',
            reasons: [
              {
                message: 'You need approval to list products from the brand Threadline.',
                reasonCode: 'APPROVAL_REQUIRED',
                approvalUrl: `https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=${ASIN}&itemcondition=new`,
              },
            ],
            approvalUrl: `https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=${ASIN}&itemcondition=new`,
            eligibilityCheckedAt: '2026-11-29T10:00:00.000Z',
          },
        });
      }),
    );
    const line = await screen.findByTestId('eligibility');
    expect(line.textContent).toBe(
      'Approval required · You need approval to list products from the brand Threadline. · Request approval',
    );
    expect(within(line).getByRole('link', { name: 'Request approval' }).getAttribute('href')).toBe(
      `https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=${ASIN}&itemcondition=new`,
    );
    expect(figure('fba-stock').textContent).toBe('You have 37 units, 2 inbound at Amazon.');
    expect(new URLSearchParams(asked[0]).get('asin')).toBe(ASIN);
    expect(new URLSearchParams(asked[0]).get('condition')).toBe('new_new');
  });

  it('says to connect the seller account when none is, and opens its settings in the web app', async () => {
    const worker = renderPanel(
      server((call) =>
        call.url.pathname === '/api/SellerAccount/Eligibility'
          ? ok({ connected: false, message: 'Connect your Amazon seller account to check eligibility', result: null })
          : undefined,
      ),
    );
    const link = await screen.findByRole('button', { name: 'Connect your Amazon seller account to check eligibility' });
    expect(screen.queryByTestId('eligibility')).toBeNull();
    expect(screen.queryByTestId('fba-stock')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(worker.opened).toEqual([`${SERVER}/settings/seller-account`]));
  });
});
