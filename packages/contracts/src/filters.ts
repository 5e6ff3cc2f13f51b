import { z } from 'zod';
import { BaseFields } from './base.js';

const FilterName = z.string().trim().min(1).max(100);

/**
 * A product filter expression, e.g. `roi >= 30 and (bsrCurrent < 50000 or brand = 'Acme')`.
 * Only its alphabet is checked here: letters, digits, spaces, the operators = != < <= > >=,
 * parentheses, dots, quotes, commas, hyphens and underscores (`!` only in `!=`). The products
 * issue brings the parser that checks field names and grammar.
 */
export const FilterExpression = z
  .string()
  // Length first, and alone: one error per field.
  .min(1, { abort: true })
  .max(2000, { abort: true })
  .regex(/^(?:[A-Za-z0-9 ().'",_<>=-]|!=)+$/, 'may hold only letters, digits, spaces, comparisons, parentheses and . \' " , - _');

/** A member's saved product filter (GET /api/UserFilters). */
export const UserFilter = BaseFields.extend({
  userId: z.string(),
  name: z.string(),
  filter: z.string(),
});
export type UserFilter = z.infer<typeof UserFilter>;

/** `GET /api/UserFilters`: with `name`, that filter; without, all of the member's filters. */
export const UserFilterQuery = z.object({ name: FilterName.optional() });
export type UserFilterQuery = z.infer<typeof UserFilterQuery>;

/** `POST /api/UserFilters`. Names are unique per member, ignoring case. */
export const UserFilterInput = z.object({ name: FilterName, filter: FilterExpression });
export type UserFilterInput = z.infer<typeof UserFilterInput>;

/** `PUT /api/UserFilters/{id}`: the fields to change (at least one). */
export const UserFilterUpdate = z
  .object({ name: FilterName.optional(), filter: FilterExpression.optional() })
  .refine((input) => input.name !== undefined || input.filter !== undefined, 'send name, filter or both');
export type UserFilterUpdate = z.infer<typeof UserFilterUpdate>;

/**
 * A path id. Not checked as a UUID here: a malformed id is simply one that does not exist, so
 * it answers 404 like an unknown or another company's id, never a 400 that tells them apart.
 */
export const PathId = z.object({ id: z.string().max(200) });
