import type {
  Supplier,
  SupplierInput,
  SupplierListQuery,
  SupplierOverrideInput,
  SupplierSearchInput,
  SupplierSlim,
  SupplierUpdate,
} from '@shelfscope/contracts';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import type { TenantDeps } from '../tenancy.js';
import {
  asDuplicateSupplier,
  createSupplier,
  deleteSupplier,
  findSupplier,
  getSupplier,
  listSuppliers,
  patchSupplier,
  searchSuppliers,
  setSupplierOverride,
  slimOf,
  slimSuppliers,
} from './service.js';
import { updateSupplierFigures } from './update.js';

/**
 * What the supplier routes do, one verb each (docs/architecture.md): each takes one options
 * object, runs as the calling company and maps a duplicate name (two concurrent writers
 * included) to the spec's 409.
 */

type Deps = TenantDeps;
/** One supplier of the calling company. */
type SupplierTarget = { deps: Deps; supplierId: string };

/** A page of the company's suppliers by name, with the total. */
export function supplierPage({ deps, query }: { deps: Deps; query: SupplierListQuery }) {
  return deps.run((tenant) => listSuppliers(tenant, query));
}

/** A new supplier, within the plan's `limit` of suppliers. */
export function newSupplier({ deps, input, limit }: { deps: Deps; input: SupplierInput; limit: number }): Promise<Supplier> {
  return deps.run((tenant) => createSupplier(tenant, { input, limit })).catch(asDuplicateSupplier);
}

/** The supplier changed; a refresh its new figures need is queued once the change is committed. */
export async function changeSupplier({
  deps,
  bus,
  jobs,
  input,
}: {
  deps: Deps;
  bus: EventBus;
  jobs: Jobs;
  input: SupplierUpdate;
}): Promise<Supplier> {
  const { supplier, after } = await deps
    .run((tenant) => updateSupplierFigures({ tenant, bus, input }))
    .catch(asDuplicateSupplier);
  await after(jobs);
  return supplier;
}

/** Every supplier, id and name only. */
export function supplierSlims({ deps }: { deps: Deps }): Promise<SupplierSlim[]> {
  return deps.run(slimSuppliers);
}

/** The supplier-wide buy-box override set. */
export function overrideSupplier({ deps, input }: { deps: Deps; input: SupplierOverrideInput }): Promise<Supplier> {
  return deps.run((tenant) => setSupplierOverride(tenant, input));
}

/** One supplier, id and name only. */
export function supplierSlim({ deps, supplierId }: SupplierTarget): Promise<SupplierSlim> {
  return deps.run(async (tenant) => slimOf(await findSupplier(tenant, supplierId)));
}

/** One supplier. */
export function supplierById({ deps, supplierId }: SupplierTarget): Promise<Supplier> {
  return deps.run((tenant) => getSupplier(tenant, supplierId));
}

/** The supplier deleted (soft). */
export function removeSupplier({ deps, supplierId }: SupplierTarget): Promise<Supplier> {
  return deps.run((tenant) => deleteSupplier(tenant, supplierId));
}

/** One field of the supplier changed; an empty value clears it. */
export function changeSupplierField({
  deps,
  supplierId,
  field,
  value,
}: SupplierTarget & { field: Parameters<typeof patchSupplier>[2]; value: string }): Promise<Supplier> {
  return deps.run((tenant) => patchSupplier(tenant, supplierId, field, value)).catch(asDuplicateSupplier);
}

/** The suppliers matching every criterion given. */
export function supplierSearch({ deps, input }: { deps: Deps; input: SupplierSearchInput }): Promise<Supplier[]> {
  return deps.run((tenant) => searchSuppliers(tenant, input));
}
