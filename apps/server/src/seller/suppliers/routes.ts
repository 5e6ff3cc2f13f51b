import {
  envelope,
  listEnvelope,
  Supplier,
  SupplierAddressQuery,
  SupplierEmailQuery,
  SupplierIdParams,
  SupplierInput,
  SupplierListQuery,
  SupplierNameQuery,
  SupplierOverrideInput,
  SupplierPhoneQuery,
  SupplierSearchInput,
  SupplierSlim,
  SupplierUpdate,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { planLimitsOf } from '../plans/limits.js';
import { tenantDeps } from '../tenancy.js';
import {
  changeSupplier,
  changeSupplierField,
  newSupplier,
  overrideSupplier,
  removeSupplier,
  supplierById,
  supplierPage,
  supplierSearch,
  supplierSlim,
  supplierSlims,
} from './verbs.js';

const tags = ['Supplier'];
const one = { 200: envelope(Supplier) };

/** The single-field edits of spec section 7: `PATCH /api/Supplier/{supplierId}/{field}?{field}=value`. */
const PATCHES = [
  { field: 'name', querystring: SupplierNameQuery },
  { field: 'email', querystring: SupplierEmailQuery },
  { field: 'phone', querystring: SupplierPhoneQuery },
  { field: 'address', querystring: SupplierAddressQuery },
] as const;

/** The company's suppliers (spec section 7, Supplier), and the supplier search. */
export const supplierRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Supplier',
      {
        schema: {
          tags,
          summary: 'Suppliers by name, a page at a time; `categories` keeps those in any of the given categories',
          ...access('suppliers:read'),
          querystring: SupplierListQuery,
          response: { 200: listEnvelope(Supplier) },
        },
      },
      async (request) => {
        const { items, totalItems } = await supplierPage({ deps: tenantDeps(services, request), query: request.query });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );

    app.post(
      '/api/Supplier',
      {
        schema: {
          tags,
          summary: 'Create a supplier (409 duplicate_name when the name is taken, 409 plan_limit_reached at the plan limit)',
          ...access('suppliers:write'),
          body: SupplierInput,
          response: one,
        },
      },
      async (request) =>
        ok(
          await newSupplier({
            deps: tenantDeps(services, request),
            input: request.body,
            limit: planLimitsOf(request).suppliers,
          }),
        ),
    );

    app.put(
      '/api/Supplier',
      {
        schema: {
          tags,
          summary:
            'Update a supplier: the fields sent are set (null clears); categoriesIds replaces its categories; a new marketplace, currency or VAT setting analyses its products again in the background',
          ...access('suppliers:write'),
          body: SupplierUpdate,
          response: one,
        },
      },
      async (request) =>
        ok(
          await changeSupplier({
            deps: tenantDeps(services, request),
            bus: services.bus,
            jobs: services.jobs,
            input: request.body,
          }),
        ),
    );

    app.get(
      '/api/Supplier/slim',
      {
        schema: {
          tags,
          summary: 'Every supplier, id and name only',
          ...access('suppliers:read'),
          response: { 200: envelope(z.array(SupplierSlim)) },
        },
      },
      async (request) => ok(await supplierSlims({ deps: tenantDeps(services, request) })),
    );

    app.put(
      '/api/Supplier/override',
      {
        schema: {
          tags,
          summary: 'Set the supplier-wide buy-box override (-1..5; 5 needs overrideCustomValue)',
          ...access('suppliers:write'),
          body: SupplierOverrideInput,
          response: one,
        },
      },
      async (request) => ok(await overrideSupplier({ deps: tenantDeps(services, request), input: request.body })),
    );

    app.get(
      '/api/Supplier/:supplierId/slim',
      {
        schema: {
          tags,
          summary: 'One supplier, id and name only',
          ...access('suppliers:read'),
          params: SupplierIdParams,
          response: { 200: envelope(SupplierSlim) },
        },
      },
      async (request) => ok(await supplierSlim({ deps: tenantDeps(services, request), supplierId: request.params.supplierId })),
    );

    app.get(
      '/api/Supplier/:supplierId',
      { schema: { tags, summary: 'One supplier', ...access('suppliers:read'), params: SupplierIdParams, response: one } },
      async (request) => ok(await supplierById({ deps: tenantDeps(services, request), supplierId: request.params.supplierId })),
    );

    app.delete(
      '/api/Supplier/:supplierId',
      {
        schema: {
          tags,
          summary: 'Delete a supplier (soft); it leaves its categories',
          ...access('suppliers:write', 'delete'),
          params: SupplierIdParams,
          response: one,
        },
      },
      async (request) => ok(await removeSupplier({ deps: tenantDeps(services, request), supplierId: request.params.supplierId })),
    );

    for (const { field, querystring } of PATCHES) {
      app.patch(
        `/api/Supplier/:supplierId/${field}`,
        {
          schema: {
            tags,
            summary: `Change the supplier's ${field}${field === 'name' ? '' : ' (empty clears it)'}`,
            ...access('suppliers:write'),
            params: SupplierIdParams,
            querystring,
            response: one,
          },
        },
        async (request) => {
          const value = (request.query as Record<string, string>)[field] ?? '';
          const deps = tenantDeps(services, request);
          return ok(await changeSupplierField({ deps, supplierId: request.params.supplierId, field, value }));
        },
      );
    }

    app.post(
      '/api/SupplierSearch',
      {
        schema: {
          tags,
          summary: 'Search suppliers by name, city, state and category; answers a list (at most `limit`, default 100)',
          ...access('suppliers:read'),
          body: SupplierSearchInput,
          response: { 200: envelope(z.array(Supplier)) },
        },
      },
      async (request) => ok(await supplierSearch({ deps: tenantDeps(services, request), input: request.body })),
    );
  };
