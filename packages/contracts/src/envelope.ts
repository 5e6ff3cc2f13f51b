import { z } from 'zod';

/** One problem reported by the seller API; `field` names the offending input when there is one. */
export const ApiError = z.object({
  type: z.string(),
  description: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * The seller API envelope (spec section 3): every `/api` response has this shape.
 * `errors` may be null in some places; clients then read only `description`s they find.
 */
// No side effects (the annotation): a bundle drops an envelope nobody reads, and zod with it (the
// web app's production build, which leaves response checks to the server).
/* @__NO_SIDE_EFFECTS__ */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    errors: z.array(ApiError).nullable(),
    details: z.string().nullable(),
    hasErrors: z.boolean(),
    data,
  });
}

/** A list response: the envelope plus the page that was served and the total count. */
/* @__NO_SIDE_EFFECTS__ */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(item)).extend({
    page: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
  });
}

/** The body of every failed seller API call. */
export const ErrorEnvelope = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type Envelope<T> = { errors: ApiError[] | null; details: string | null; hasErrors: boolean; data: T };
export type ListEnvelope<T> = Envelope<T[]> & { page: number; pageSize: number; totalItems: number };
