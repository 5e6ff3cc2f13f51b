import { ConnectedSellerAccount, envelope, MARKETPLACES, SellerAccountAuthorizeInput } from '@shelfscope/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplacesOfRegion, simulatedSellerId } from '../../market/seller-account/accounts.js';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { escapeHtml as e } from '../../platform/http/escape-html.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { requireOrganizationAdmin } from '../auth/organization-admin.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant } from '../tenancy.js';
import { callbackUrl, completeConnection, openState } from './connect.js';

const REGION_NAMES = { NA: 'North America', EU: 'Europe', FE: 'Far East' } as const;

/** The simulated account's own consent page, shaped like Seller Central's (dev tools, simulated mode). */
export const simulatedConsentRoutes =
  (services: Services): FastifyPluginAsync =>
  async (app) => {
    const simulated = services.sellerAccounts.simulated;
    if (!simulated) return;
    const box = services.identity.box;
    const redirectUri = callbackUrl(services.config.publicUrl);
    const hidden = { schema: { hide: true } };
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(
      '/dev/seller-account/authorize',
      hidden,
      async (request, reply) => {
        const { state = '', redirect_uri: redirect = '', application_id: appId = '' } = request.query;
        const grant = openState(box, state);
        if (redirect !== redirectUri) throw HttpError.badRequest('redirect_uri: not this application’s redirect address.');
        const sellerId = simulatedSellerId(grant.companyId, grant.region);
        const names = marketplacesOfRegion(grant.region).map((code) => MARKETPLACES[code].name);
        const body = `<h1>Authorize ShelfScope</h1>
<p class="muted">Simulated Seller Central · ${e(REGION_NAMES[grant.region])}</p>
<p><strong>ShelfScope</strong> (${e(appId)}) asks to read your listing restrictions and FBA inventory.</p>
<table><tr><th>Seller id</th><td>${e(sellerId)}</td></tr><tr><th>Marketplaces</th><td>${e(names.join(', '))}</td></tr></table>
<form method="post" action="/dev/seller-account/authorize">
<input type="hidden" name="state" value="${e(state)}"><input type="hidden" name="redirect_uri" value="${e(redirect)}">
<button type="submit" name="decision" value="confirm">Confirm</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button></form>`;
        return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page(body));
      },
    );

    app.post<{ Body: Record<string, string | undefined> }>('/dev/seller-account/authorize', hidden, async (request, reply) => {
      const { state = '', redirect_uri: redirect = '', decision } = request.body ?? {};
      const grant = openState(box, state);
      if (redirect !== redirectUri) throw HttpError.badRequest('redirect_uri: not this application’s redirect address.');
      const target = new URL(redirect);
      target.searchParams.set('state', state);
      if (decision !== 'confirm') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const sellerId = simulatedSellerId(grant.companyId, grant.region);
        target.searchParams.set('selling_partner_id', sellerId);
        target.searchParams.set('spapi_oauth_code', simulated.issueCode({ sellerId, region: grant.region }));
      }
      return reply.redirect(target.toString(), 303);
    });
  };

/**
 * `POST /dev/seller-account/connect`: connects the simulated account of the caller's company
 * without the browser leg (tests, the demo): the same code exchange and reads as the callback.
 */
export const simulatedConnectRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const simulated = services.sellerAccounts.simulated;
    if (!simulated) return;
    app.post(
      '/dev/seller-account/connect',
      {
        schema: {
          tags: ['dev'],
          summary: "Connect the company's simulated seller account (dev tools)",
          ...sessionOnly('integrations', 'write'),
          body: SellerAccountAuthorizeInput.partial(),
          response: { 200: envelope(ConnectedSellerAccount) },
        },
      },
      async (request) => {
        const region = request.body?.region ?? 'NA';
        return ok(
          await asTenant(services, request, async (tenant) => {
            requireOrganizationAdmin(sellerOf(request).caller, 'the Amazon seller account');
            const sellerId = simulatedSellerId(tenant.companyId, region);
            return completeConnection({
              tenant,
              box: services.identity.box,
              runtime: services.sellerAccounts,
              region,
              code: simulated.issueCode({ sellerId, region }),
              sellerId,
              redirectUri: callbackUrl(services.config.publicUrl),
            });
          }),
        );
      },
    );
  };

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize ShelfScope · Simulated Seller Central</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>
:root{color-scheme:light dark;--bg:#eaeded;--fg:#0f1111;--card:#fff;--muted:#565959;--accent:#ffd814;--on-accent:#0f1111;--line:#d5d9d9}
@media (prefers-color-scheme:dark){:root{--bg:#131921;--fg:#e9ecef;--card:#232f3e;--muted:#a6a7ab;--accent:#febd69;--on-accent:#131921;--line:#37475a}}
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{box-sizing:border-box;max-width:32rem;margin:2rem auto;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:8px}
h1{font-size:1.4rem;margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{text-align:left;padding:.3rem;border-bottom:1px solid var(--line);vertical-align:top}
button{margin:1rem .5rem 0 0;padding:.6rem 1.2rem;font:inherit;border:1px solid var(--accent);border-radius:20px;background:var(--accent);color:var(--on-accent);cursor:pointer}
button.secondary{background:transparent;color:var(--fg);border-color:var(--line)}.muted{color:var(--muted)}
:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}
