import { z } from 'zod';

/** Identifiers are UUIDs, sent as strings (path parameters are strings: spec section 5). */
export const Id = z.uuid();

/** The common base fields of most seller entities (spec section 3). Timestamps are ISO 8601 UTC. */
export const BaseFields = z.object({
  id: Id,
  companyId: Id,
  created: z.iso.datetime(),
  createdBy: z.string().nullable(),
  modified: z.iso.datetime().nullable(),
  modifiedBy: z.string().nullable(),
  deleted: z.boolean(),
  deletedBy: z.string().nullable(),
});
export type BaseFields = z.infer<typeof BaseFields>;

/** Base fields plus a name, for the named lookup entities (categories, suppliers, shortlists). */
export const NamedFields = BaseFields.extend({ name: z.string() });
export type NamedFields = z.infer<typeof NamedFields>;
