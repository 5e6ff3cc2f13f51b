import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFilter, FILTER_LIMITS, type FilterField } from './filter.js';

const items = pgTable('filter_items', {
  name: text('name').notNull(),
  roi: doublePrecision('roi'),
  bsr: integer('bsr'),
  brand: text('brand'),
  hasAlert: boolean('has_alert').notNull(),
});

const FIELDS: Record<string, FilterField> = {
  roi: { column: items.roi, type: 'number' },
  bsrCurrent: { column: items.bsr, type: 'number' },
  brand: { column: items.brand, type: 'text' },
  hasAlert: { column: items.hasAlert, type: 'boolean' },
};

// A real database, so each filter is shown to select the right rows, not just to print SQL.
const pg = new PGlite();
const db = drizzle(pg);
beforeAll(async () => {
  await db.execute(
    sql`create table filter_items (name text not null, roi double precision, bsr integer, brand text, has_alert boolean not null)`,
  );
  await db.insert(items).values([
    { name: 'a', roi: 45, bsr: 12_000, brand: 'Acme', hasAlert: false },
    { name: 'b', roi: 12, bsr: 80_000, brand: 'Globex', hasAlert: false },
    { name: 'c', roi: 31, bsr: 49_999, brand: "O'Brien", hasAlert: true },
    { name: 'd', roi: null, bsr: null, brand: null, hasAlert: false },
  ]);
});
afterAll(() => pg.close());

async function names(filter: string): Promise<string[]> {
  const rows = await db.select({ name: items.name }).from(items).where(compileFilter(filter, FIELDS)).orderBy(items.name);
  return rows.map((r) => r.name);
}

function problem(filter: string): string {
  try {
    compileFilter(filter, FIELDS);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`"${filter}" was accepted`);
}

describe('the product filter language', () => {
  it('compares numbers, booleans and text, with and / or / not and parentheses', async () => {
    expect(await names('roi >= 30 and bsrCurrent < 50000 and hasAlert = false')).toEqual(['a']);
    expect(await names('roi>=30 and bsrCurrent<50000')).toEqual(['a', 'c']);
    expect(await names('roi < 20 or hasAlert = true')).toEqual(['b', 'c']);
    expect(await names('brand = \'acme\' or brand = "GLOBEX"')).toEqual(['a', 'b']);
    expect(await names(`brand = "O'Brien"`)).toEqual(['c']);
    expect(await names('not (roi > 40 or roi < 20)')).toEqual(['c']);
    expect(await names('ROI > 40 AND NOT hasalert = TRUE')).toEqual(['a']);
    expect(await names('roi != 12')).toEqual(['a', 'c']);
    expect(await names('roi = -1.5 or roi > .5')).toEqual(['a', 'b', 'c']);
  });

  it('tests for missing values with = null and != null; != keeps rows without a value for text and booleans', async () => {
    expect(await names('roi = null')).toEqual(['d']);
    expect(await names('brand != null and roi > 0')).toEqual(['a', 'b', 'c']);
    expect(await names("brand != 'acme'")).toEqual(['b', 'c', 'd']);
    expect(await names('hasAlert != true')).toEqual(['a', 'b', 'd']);
  });

  it('says what is wrong and where', () => {
    expect(problem('rio > 3')).toBe('Unknown field "rio" at position 1.');
    expect(problem('roi >')).toBe('roi is a number; expected a number but found the end of the filter.');
    expect(problem("roi > 'high'")).toBe(`roi is a number; expected a number but found "'high'" at position 7.`);
    expect(problem('hasAlert = yes')).toBe('hasAlert is true or false; found "yes" at position 12.');
    expect(problem('hasAlert > true')).toBe('hasAlert takes only = and != (position 12).');
    expect(problem('brand = Acme')).toBe('brand is text; put the value in quotes (found "Acme" at position 9).');
    expect(problem('roi > 3 roi < 5')).toBe('Expected "and", "or" or the end of the filter but found "roi" at position 9.');
    expect(problem("brand = 'O'Brien'")).toBe('Unclosed quote at position 17.'); // use the other quote
    expect(problem('(roi > 3')).toBe('Expected ")" but found the end of the filter.');
    expect(problem("brand = 'Acme")).toBe('Unclosed quote at position 9.');
    expect(problem('roi ! 3')).toBe('Unexpected "!" at position 5; did you mean "!="?');
    expect(problem('roi 3')).toBe('Expected a comparison (= != < <= > >=) after roi but found "3" at position 5.');
    expect(problem('roi > null')).toBe('Only = and != compare with null (roi at position 7).');
    expect(problem('')).toBe('Expected a field name but found the end of the filter.');
    expect(problem('roi > 1; drop table x')).toBe('Unexpected ";" at position 8.');
  });

  it('bounds the size of a filter', () => {
    const many = Array.from({ length: FILTER_LIMITS.maxConditions + 1 }, (_, i) => `roi > ${i}`).join(' and ');
    expect(problem(many)).toBe(`A filter may have at most ${FILTER_LIMITS.maxConditions} conditions.`);
    const deep = `${'('.repeat(FILTER_LIMITS.maxDepth + 1)}roi > 1${')'.repeat(FILTER_LIMITS.maxDepth + 1)}`;
    expect(problem(deep)).toBe(`Parentheses nest more than ${FILTER_LIMITS.maxDepth} deep.`);
    expect(problem(`roi > ${'1'.repeat(FILTER_LIMITS.maxLength)}`)).toBe(
      `A filter may be at most ${FILTER_LIMITS.maxLength} characters.`,
    );
  });

  it('passes values as parameters, never as SQL text', () => {
    const compiled = db.select().from(items).where(compileFilter(`brand = "x' or 1=1 --"`, FIELDS)).toSQL();
    expect(compiled.sql).not.toContain('1=1');
    expect(compiled.params).toContain("x' or 1=1 --");
  });
});
