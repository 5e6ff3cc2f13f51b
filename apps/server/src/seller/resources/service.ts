import { Id, type UserResource, type UserResourceInput } from '@shelfscope/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { baseFieldsDto, softDeleted } from '../base-columns.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter } from '../tenancy.js';
import { userResources } from './schema.js';

type ResourceRow = typeof userResources.$inferSelect;

/** The acting member's live resources: the company wall, the member, not deleted. */
const ofMember = (tenant: Tenant) =>
  and(
    companyFilter(tenant, userResources.companyId),
    eq(userResources.userId, tenant.memberId),
    eq(userResources.deleted, false),
  );

export async function listResources(tenant: Tenant, filter: { resourceType?: number | undefined }): Promise<ResourceRow[]> {
  return tenant.db
    .select()
    .from(userResources)
    .where(
      and(ofMember(tenant), filter.resourceType !== undefined ? eq(userResources.resourceType, filter.resourceType) : undefined),
    )
    .orderBy(asc(userResources.resourceType), asc(userResources.created));
}

export async function createResource(tenant: Tenant, input: UserResourceInput): Promise<ResourceRow> {
  const [row] = await tenant.db
    .insert(userResources)
    .values({
      companyId: tenant.companyId,
      userId: tenant.memberId,
      createdBy: tenant.memberId,
      name: input.name ?? null,
      resourceType: input.resourceType,
      value: input.value,
    })
    .returning();
  if (!row) throw new Error('resource not created');
  return row;
}

/** Soft delete. A malformed, unknown, deleted, other member's or other company's id: the same 404. */
export async function deleteResource(tenant: Tenant, id: string): Promise<ResourceRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound('No such resource.');
  const [row] = await tenant.db
    .update(userResources)
    .set(softDeleted(tenant.memberId))
    .where(and(ofMember(tenant), eq(userResources.id, id)))
    .returning();
  if (!row) throw HttpError.notFound('No such resource.');
  return row;
}

export function resourceDto(row: ResourceRow): UserResource {
  return {
    ...baseFieldsDto(row),
    userId: row.userId,
    name: row.name,
    resourceType: row.resourceType,
    value: row.value,
  };
}
