import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A stand-in for Stripe's API at the network boundary, for the Stripe adapter's tests: the
 * official SDK talks to it over HTTP (its host/port/protocol options). It keeps objects in memory
 * and answers in Stripe's JSON shapes (API version 2026 "endive": periods on subscription items,
 * an invoice's subscription under parent.subscription_details).
 */
type Obj = Record<string, unknown> & { id: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

/** Stripe's form encoding (a[b][0]=c) into nested objects. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return out;
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export class StripeStandIn {
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  readonly promotionCodes = new Map<string, Obj>();
  readonly portalConfigurations = new Map<string, Obj>();
  /** Every request, for assertions on what the adapter sent. */
  readonly requests: { method: string; path: string; body: Record<string, unknown>; auth: string }[] = [];
  /** Set to make charges fail (a card_error), as a declining card would. */
  declineCharges = false;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('stand-in has no port');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The customer pays on Stripe's checkout page: a card, a subscription, the session completed. */
  completeCheckout(sessionId: string, card = { brand: 'visa', last4: '4242' }): { session: Obj; subscription: Obj } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = this.customers.get(String(session.customer));
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040 },
    };
    this.paymentMethods.set(pm.id, pm);
    if (customer) customer.invoice_settings = { default_payment_method: pm.id };
    const data = session.subscription_data as {
      trial_period_days?: string;
      trial_end?: string;
      metadata?: Record<string, string>;
    };
    const price = this.prices.get(String((session.line_items as { '0': { price: string } })['0'].price));
    const start = now();
    // Stripe's two ways to give a checkout a trial: a number of days, or the Unix time it ends.
    const trialEnd = data.trial_end
      ? Number(data.trial_end)
      : data.trial_period_days
        ? start + Number(data.trial_period_days) * 86_400
        : null;
    const trialDays = trialEnd ? 1 : 0;
    const end = trialEnd ?? start + MONTH;
    const subscription: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      trial_end: trialDays > 0 ? end : null,
      metadata: data.metadata ?? {},
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            current_period_start: start,
            current_period_end: end,
            quantity: 1,
          },
        ],
        '/v1/subscription_items',
      ),
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      subscription: subscription.id,
      payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
    });
    return { session, subscription };
  }

  /** Stripe's list semantics: newest first, limit, starting_after (older) or ending_before (newer), has_more. */
  private customerPage(query: Record<string, unknown>): [number, unknown] {
    const all = [...this.customers.values()].reverse();
    const limit = Number(query.limit ?? 10);
    const cursor = String(query.starting_after ?? query.ending_before ?? '');
    const at = all.findIndex((c) => c.id === cursor);
    if (cursor && at < 0) return this.missing('customer', cursor);
    const before = Boolean(query.ending_before);
    const pool = !cursor ? all : before ? all.slice(0, at) : all.slice(at + 1);
    const data = before ? pool.slice(-limit) : pool.slice(0, limit);
    return [200, { ...list(data, '/v1/customers'), has_more: pool.length > data.length }];
  }

  /**
   * The customer switches price on Stripe's portal page, as its configuration allows: refused
   * unless subscription_update lists the price; a new interval restarts the period (Stripe's rule).
   */
  portalSwitch(configurationId: string, subscriptionId: string, lookupKey: string): Obj {
    const config = this.portalConfigurations.get(configurationId);
    const update = (config?.features as { subscription_update: { enabled: boolean; products: { prices: string[] }[] } })
      ?.subscription_update;
    const price = [...this.prices.values()].find((p) => p.lookup_key === lookupKey);
    const allowed = update?.enabled && update.products.some((p) => p.prices.includes(price?.id ?? ''));
    if (!price || !allowed) throw new Error(`the portal configuration ${configurationId} does not offer ${lookupKey}`);
    const sub = this.subscriptions.get(subscriptionId);
    const item = (sub?.items as { data: Obj[] } | undefined)?.data[0];
    if (!sub || !item) throw new Error(`no subscription ${subscriptionId}`);
    const interval = (price.recurring as { interval: string }).interval;
    const before = (item.price as { recurring: { interval: string } }).recurring.interval;
    item.price = price;
    if (interval !== before) {
      Object.assign(item, {
        current_period_start: now(),
        current_period_end: now() + (interval === 'year' ? 365 * 86_400 : MONTH),
      });
    }
    return sub;
  }

  /** Stripe's shape: lists arrive form-encoded as objects keyed 0, 1, ... and answer as arrays. */
  private createPortalConfiguration(body: Record<string, unknown>): [number, unknown] {
    const features = body.features as Record<string, Record<string, unknown>>;
    const update = features?.subscription_update ?? {};
    const values = (v: unknown) => Object.values((v as Record<string, unknown>) ?? {});
    const products = values(update.products).map((p) => {
      const product = p as { product: string; prices: Record<string, string> };
      return { product: product.product, prices: values(product.prices) };
    });
    if (update.enabled === 'true' && products.length === 0) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: 'features[subscription_update][products] is required when subscription updates are enabled.',
          },
        },
      ];
    }
    const config = {
      id: newId('bpc'),
      object: 'billing_portal.configuration',
      active: true,
      is_default: false,
      metadata: body.metadata ?? {},
      features: {
        ...features,
        subscription_update: {
          enabled: update.enabled === 'true',
          default_allowed_updates: values(update.default_allowed_updates),
          proration_behavior: update.proration_behavior ?? 'create_prorations',
          products,
        },
      },
    };
    this.portalConfigurations.set(config.id, config);
    return [200, config];
  }

  private missing(kind: string, id: string): [number, unknown] {
    return [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } },
    ];
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body =
      req.method === 'GET' || req.method === 'DELETE'
        ? parseForm(url.search.slice(1))
        : parseForm(Buffer.concat(chunks).toString());
    const path = url.pathname;
    this.requests.push({ method: req.method ?? '', path, body, auth: String(req.headers.authorization ?? '') });
    // /v1/<resource>[/<id>], where a resource may have two segments (checkout/sessions).
    const match =
      /^\/v1\/(checkout\/sessions|billing_portal\/sessions|billing_portal\/configurations|invoices\/create_preview|[a-z_]+)(?:\/([^/]+))?$/.exec(
        path,
      );
    const resource = match?.[1] ?? '';
    const id = match?.[2];
    const key = `${req.method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'GET prices': {
        const keys = Object.values((body.lookup_keys as Record<string, string>) ?? {});
        return [
          200,
          list(
            [...this.prices.values()].filter((p) => keys.includes(String(p.lookup_key))),
            '/v1/prices',
          ),
        ];
      }
      case 'GET prices/:id':
        return this.prices.has(id ?? '') ? [200, this.prices.get(id ?? '')] : this.missing('price', id ?? '');
      case 'GET billing_portal/configurations':
        return [
          200,
          list(
            [...this.portalConfigurations.values()].filter((c) => body.active === undefined || String(c.active) === body.active),
            '/v1/billing_portal/configurations',
          ),
        ];
      case 'POST billing_portal/configurations':
        return this.createPortalConfiguration(body);
      case 'POST products':
        return [200, { id: newId('prod'), object: 'product', name: body.name, metadata: body.metadata ?? {}, active: true }];
      case 'POST prices': {
        const recurring = body.recurring as { interval: string };
        const price = {
          id: newId('price'),
          object: 'price',
          product: body.product,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          lookup_key: body.lookup_key,
          recurring: { interval: recurring.interval, interval_count: 1 },
          active: true,
          type: 'recurring',
        };
        this.prices.set(price.id, price);
        return [200, price];
      }
      case 'POST customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          name: body.name,
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: Math.floor(Date.now() / 1000),
        };
        this.customers.set(customer.id, customer);
        return [200, customer];
      }
      case 'GET customers':
        return this.customerPage(body);
      case 'GET customers/:id':
        return this.customers.has(id ?? '') ? [200, this.customers.get(id ?? '')] : this.missing('customer', id ?? '');
      case 'GET promotion_codes':
        return [
          200,
          list(
            [...this.promotionCodes.values()].filter((p) => p.code === body.code),
            '/v1/promotion_codes',
          ),
        ];
      case 'POST checkout/sessions':
      case 'GET checkout/sessions/:id':
      case 'POST billing_portal/sessions':
        return this.checkoutOrPortal(`${req.method} ${path}`, body);
      case 'GET subscriptions':
        // As Stripe: a list filtered by a customer it does not know is "No such customer".
        if (body.customer && !this.customers.has(String(body.customer))) return this.missing('customer', String(body.customer));
        return [
          200,
          list([...this.subscriptions.values()].filter((s) => s.customer === body.customer).reverse(), '/v1/subscriptions'),
        ];
      case 'GET subscriptions/:id':
        return this.subscriptions.has(id ?? '')
          ? [200, this.subscriptions.get(id ?? '')]
          : this.missing('subscription', id ?? '');
      case 'POST subscriptions/:id':
        return this.updateSubscription(id ?? '', body);
      case 'DELETE subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        if (!sub) return this.missing('subscription', id ?? '');
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return [200, sub];
      }
      case 'GET payment_methods':
        return [
          200,
          list(
            [...this.paymentMethods.values()].filter((p) => p.customer === body.customer),
            '/v1/payment_methods',
          ),
        ];
      case 'POST invoices/create_preview': {
        const sub = this.subscriptions.get(String(body.subscription));
        if (!sub || sub.status === 'canceled' || sub.cancel_at_period_end) {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                code: 'invoice_upcoming_none',
                message: 'No upcoming invoices for customer',
              },
            },
          ];
        }
        const item = (sub.items as { data: { price: { unit_amount: number }; current_period_end: number }[] }).data[0];
        const start = item?.current_period_end ?? now();
        return [
          200,
          {
            object: 'invoice',
            amount_due: item?.price.unit_amount ?? 0,
            next_payment_attempt: null,
            lines: list([{ object: 'line_item', period: { start, end: start + MONTH } }], '/v1/invoices/upcoming/lines'),
          },
        ];
      }
      default:
        return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } }];
    }
  }

  private checkoutOrPortal(route: string, body: Record<string, unknown>): [number, unknown] {
    if (route === 'POST /v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer,
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        ...body,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      if (body.configuration && !this.portalConfigurations.has(String(body.configuration))) {
        return this.missing('billing_portal.configuration', String(body.configuration));
      }
      return [
        200,
        {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          configuration: body.configuration ?? null,
          url: `https://billing.stripe.com/p/session/${newId('test')}`,
        },
      ];
    }
    const id = route.split('/').pop() ?? '';
    return this.sessions.has(id) ? [200, this.sessions.get(id)] : this.missing('checkout.session', id);
  }

  private updateSubscription(id: string, body: Record<string, unknown>): [number, unknown] {
    const sub = this.subscriptions.get(id);
    if (!sub) return this.missing('subscription', id);
    if (sub.status === 'canceled') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          },
        },
      ];
    }
    if (body.trial_end === 'now') {
      if (this.declineCharges)
        return [
          402,
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
        ];
      const item = (sub.items as { data: Obj[] }).data[0];
      if (item) Object.assign(item, { current_period_start: now(), current_period_end: now() + MONTH });
      Object.assign(sub, { status: 'active', trial_end: now() });
    }
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    return [200, sub];
  }
}
