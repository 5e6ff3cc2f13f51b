import { z } from 'zod';
import { BaseFields } from './base.js';

/** Resource types 0..6 (spec sections 5 and 9; their meaning is not given). */
export const ResourceType = z.number().int().min(0).max(6);

/** A member's user resource (spec section 3): a typed, optionally named value. */
export const UserResource = BaseFields.extend({
  userId: z.string(),
  name: z.string().nullable(),
  resourceType: z.number().int(),
  value: z.string(),
});
export type UserResource = z.infer<typeof UserResource>;

/** `POST /api/UserResources` (spec section 5: value and resourceType required, name optional). */
export const UserResourceInput = z.object({
  value: z.string().min(1).max(4000),
  resourceType: ResourceType,
  name: z.string().trim().min(1).max(200).nullish(),
});
export type UserResourceInput = z.infer<typeof UserResourceInput>;

/** `GET /api/UserResources`: optionally one type only. */
export const UserResourceQuery = z.object({
  resourceType: z
    .string()
    .regex(/^[0-6]$/, 'must be an integer from 0 to 6')
    .transform(Number)
    .optional(),
});
export type UserResourceQuery = z.infer<typeof UserResourceQuery>;
