import { Company, envelope } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { checked } from './checked';

const OneCompany = envelope(Company);

describe('checked: the response checks of the modules every visit loads', () => {
  it('in the tests (as in development) is the contract’s schema, so a response off the contract fails', () => {
    const parser = checked(import.meta.env.DEV && OneCompany);
    expect(parser).toBe(OneCompany);
    expect(() => parser.parse({ errors: [], details: null, hasErrors: false, data: { name: 42 } })).toThrow();
  });

  it('in production checks the envelope only, the server having checked the reply against the schema', () => {
    const parser = checked<typeof OneCompany._output>(false);
    const body = { errors: [], details: null, hasErrors: false, data: { name: 'Harbor Traders' } };
    expect(parser.parse(body)).toBe(body);
    expect(() => parser.parse('<!doctype html>')).toThrow('not a ShelfScope response');
  });
});
