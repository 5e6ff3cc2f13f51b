import { z } from 'zod';

/**
 * A wire schema with every object made strict, however deep: the schemas are loose (the serializer
 * must never drop a field a client might read), so only this catches a field the server sends
 * without declaring it.
 */
export function strictly(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, strictly(value as z.ZodType)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodRecord) return z.record(z.string(), strictly(schema.valueType as z.ZodType));
  return schema;
}

/** Parses an identity answer's body strictly against its envelope schema, and returns it. */
export function parseStrictly<T>(schema: z.ZodType<T>, body: unknown): T {
  return strictly(schema).parse(body) as T;
}
