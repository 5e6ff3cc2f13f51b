import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './database.js';
import { isUniqueViolation } from './unique-violation.js';

// Drizzle wraps the driver's error (DrizzleQueryError, the driver's as `cause`): four identity
// catch blocks tested `error.code === '23505'` on what they caught and so never matched, and a
// race the unique index settled answered 500 instead of 409 (issue 38). On both databases.

describe('a unique violation through Drizzle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table unique_probe (k text primary key)`);
    await database.db.execute(sql`insert into unique_probe values ('a')`);
  });
  afterAll(() => database?.close());

  it('carries its 23505 on the cause, which isUniqueViolation finds', async () => {
    const error = await database.db.execute(sql`insert into unique_probe values ('a')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: unknown }).code, 'not on the error a catch block gets').toBeUndefined();
    expect((error as { cause?: { code?: unknown } }).cause?.code).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('finds nothing in other errors, or in what is not an error', async () => {
    const other = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(other).toBeInstanceOf(Error);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
