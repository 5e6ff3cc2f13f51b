import { customType } from 'drizzle-orm/pg-core';

/** A `bytea` column (Drizzle has no built-in one): bytes in, a Buffer out on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
