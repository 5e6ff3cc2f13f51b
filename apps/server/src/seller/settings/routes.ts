import {
  CompanySettingsProfile,
  CompanySettingsProfileInput,
  DefaultColumnsInput,
  envelope,
  UserSettings,
  UserSettingsInput,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { tenantDeps } from '../tenancy.js';
import { changeCompanyProfile, companyProfile, memberSettings, replaceSettings, setDefaultColumns } from './verbs.js';

const tags = ['UserSettings'];
const response = { 200: envelope(UserSettings) };

/**
 * GET/PUT /api/UserSettings: the acting member's own preferences (each member has a set), and
 * the company's default profile of them that members without their own read (docs/teams.md).
 */
export const settingsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/UserSettings',
      {
        schema: { tags, summary: "The member's settings (defaults on first read)", ...sessionOnly('settings', 'read'), response },
      },
      async (request) => ok(await memberSettings({ deps: tenantDeps(services, request) })),
    );

    app.put(
      '/api/UserSettings',
      {
        schema: {
          tags,
          summary: "Replace the member's settings",
          ...sessionOnly('settings', 'write'),
          body: UserSettingsInput,
          response,
        },
      },
      async (request) => ok(await replaceSettings({ deps: tenantDeps(services, request), input: request.body })),
    );

    app.put(
      '/api/UserSettings/default-columns',
      {
        schema: {
          tags,
          summary: "Set the product grid's default columns",
          ...sessionOnly('settings', 'write'),
          body: DefaultColumnsInput,
          response,
        },
      },
      async (request) => ok(await setDefaultColumns({ deps: tenantDeps(services, request), input: request.body })),
    );

    app.get(
      '/api/Company/settings-profile',
      {
        schema: {
          tags: ['Company'],
          summary: "The company's default thresholds, target ROI and columns, and whether VAs are held to them",
          ...access('company:read'),
          response: { 200: envelope(CompanySettingsProfile) },
        },
      },
      async (request) => ok(await companyProfile({ deps: tenantDeps(services, request) })),
    );

    app.put(
      '/api/Company/settings-profile',
      {
        schema: {
          tags: ['Company'],
          summary: "Set the company's default settings profile for new members, and lock it for VAs (owners)",
          ...sessionOnly('company', 'write'),
          body: CompanySettingsProfileInput,
          response: { 200: envelope(CompanySettingsProfile) },
        },
      },
      async (request) => ok(await changeCompanyProfile({ deps: tenantDeps(services, request), input: request.body })),
    );
  };
