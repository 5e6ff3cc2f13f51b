import { z } from 'zod';
import { Id, NamedFields } from './base.js';
import { EntityName } from './fields.js';
import { PageQuery } from './paging.js';

/** `GET /api/Category`: a category with the number of live suppliers in it. */
export const Category = NamedFields.extend({ suppliersCount: z.number().int() });
export type Category = z.infer<typeof Category>;

/** `GET /api/Category/slim` and a supplier's `categories`: just id and name. */
export const CategorySlim = z.object({ id: Id, name: z.string() });
export type CategorySlim = z.infer<typeof CategorySlim>;

/** `POST /api/Category` and `PUT /api/Category/{id}` (spec section 5: name required). */
export const CategoryInput = z.object({ name: EntityName });
export type CategoryInput = z.infer<typeof CategoryInput>;

export const CategoryListQuery = PageQuery;

/** `PUT /api/Category/{categoryId}/assign/{supplierId}` and `/unassign/{supplierId}`. */
export const CategoryAssignParams = z.object({ categoryId: z.string().max(200), supplierId: z.string().max(200) });
