import { z } from 'zod';

/**
 * A response schema made strict at every level: the wire schemas are loose (the serializer must
 * never drop a field the official client reads), so a field the server sends without declaring it
 * passes them. Parsing a real answer with this finds it, naming its path.
 */
export function strictly(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strictly(v)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map(strictly));
  return schema;
}

/** Parses an answer's JSON with the strict form of its schema; throws with the paths of undeclared fields. */
export function parseStrictly(schema: z.ZodType, body: unknown) {
  return strictly(schema).parse(body);
}
