import { Company, CompanyProfileInput, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renameOrganization } from '../../identity/organizations/rename.js';
import { ok } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { callerAccess } from '../auth/roles.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant } from '../tenancy.js';
import { companyDto, updateCompanyProfile } from './service.js';

const tags = ['Company'];

/** GET/POST /api/Company: the caller's company profile. Not gated: a lapsed company still sees it. */
export const companyRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Company',
      { schema: { tags, summary: "The caller's company", ...access('company:read'), response: { 200: envelope(Company) } } },
      async (request) => ok(companyDto(sellerOf(request).company, callerAccess(services, sellerOf(request).caller))),
    );

    app.post(
      '/api/Company',
      {
        schema: {
          tags,
          summary: "Update the company's profile (organization admins; renames the organization)",
          ...sessionOnly('company', 'write'),
          body: CompanyProfileInput,
          response: { 200: envelope(Company) },
        },
      },
      async (request) => {
        const updated = await asTenant(services, request, (tenant) =>
          updateCompanyProfile(tenant.db, {
            companyId: tenant.companyId,
            caller: sellerOf(request).caller,
            policy: services.config.identity.rbacPolicy,
            profile: request.body,
          }),
        );
        await renameOrganization(services.identity, sellerOf(request).caller.organizationId, updated.name);
        return ok(companyDto(updated, callerAccess(services, sellerOf(request).caller)));
      },
    );
  };
