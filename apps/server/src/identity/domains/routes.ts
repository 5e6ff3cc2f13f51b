import { DomainResponses } from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { requirePermission } from '../rbac/authorize.js';
import { addDomain, listDomains, removeDomain } from './manage.js';
import { verifyDomain } from './verify.js';
import { domainWire } from './wire.js';

/** A domain name as typed: lowercase, no scheme, no trailing dot, at least one dot, labels of 1..63. */
export const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a domain name such as example.com (no scheme, no path, no @)',
      ),
  );

export const DomainSchemas = {
  list: { response: { 200: DomainResponses.list } },
  add: { body: z.object({ domain: DomainName }), response: { 200: DomainResponses.one } },
  verify: {
    params: z.object({ domain_id: z.string().trim().min(1).max(200) }),
    response: { 200: DomainResponses.one },
  },
  remove: {
    params: z.object({ domain_id: z.string().trim().min(1).max(200) }),
    response: { 200: DomainResponses.remove },
  },
};

/**
 * Domains carry the JIT domain setting (email_allowed_domains), so every call needs the
 * permission that setting needs: `stytch.organization update.settings.email-jit-provisioning`.
 */
async function domainAdmin(ctx: IdentityContext, request: FastifyRequest) {
  const live = await requireSession(ctx, request);
  requirePermission(ctx, live, 'stytch.organization', 'update.settings.email-jit-provisioning');
  return live.organization;
}

const BASE = '/sdk/v1/b2b/organizations/me/domains';
const tags = ['identity'];

/** Verified email domains (admin portal): list, add, verify by DNS, remove. */
export const domainRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(BASE, { schema: { tags, summary: "The organization's email domains", ...DomainSchemas.list } }, async (request) => {
      const organization = await domainAdmin(ctx, request);
      const rows = await listDomains(ctx, organization);
      return identityOk(request, { domains: rows.map(domainWire) });
    });

    app.post(
      BASE,
      { schema: { tags, summary: 'Add an email domain to verify by DNS TXT record', ...DomainSchemas.add } },
      async (request) => {
        const organization = await domainAdmin(ctx, request);
        const row = await addDomain(ctx, organization, request.body.domain);
        return identityOk(request, { domain: domainWire(row) });
      },
    );

    app.post(
      `${BASE}/:domain_id/verify`,
      { schema: { tags, summary: "Check the domain's TXT record now", ...DomainSchemas.verify } },
      async (request) => {
        const organization = await domainAdmin(ctx, request);
        const row = await verifyDomain(ctx, organization, request.params.domain_id);
        return identityOk(request, { domain: domainWire(row) });
      },
    );

    app.delete(
      `${BASE}/:domain_id`,
      { schema: { tags, summary: 'Remove an email domain', ...DomainSchemas.remove } },
      async (request) => {
        const organization = await domainAdmin(ctx, request);
        await removeDomain(ctx, organization, request.params.domain_id);
        return identityOk(request, { domain_id: request.params.domain_id });
      },
    );
  };
