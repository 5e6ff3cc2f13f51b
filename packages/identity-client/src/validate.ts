import { UsageError } from './errors.js';

/** Chainable argument checks for one public call; each failure throws a UsageError naming call and field. */
export interface Validator {
  isString(field: string, value: unknown): Validator;
  isOptionalString(field: string, value: unknown): Validator;
  isNumber(field: string, value: unknown): Validator;
  isOptionalNumber(field: string, value: unknown): Validator;
  isBoolean(field: string, value: unknown): Validator;
  isOptionalBoolean(field: string, value: unknown): Validator;
}

/**
 * Starts the checks for `method`. Callers are plain JavaScript too (the widget passes form values),
 * so the types alone do not protect the wire; a clear local error beats a server schema error.
 */
export function validate(method: string): Validator {
  const check = (expected: string, ok: (v: unknown) => boolean, optional: boolean) => (field: string, value: unknown) => {
    if (optional && value === undefined) return v;
    if (!ok(value)) throw new UsageError(method, field, expected);
    return v;
  };
  const isString = (x: unknown) => typeof x === 'string';
  const isNumber = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
  const isBoolean = (x: unknown) => typeof x === 'boolean';
  const v: Validator = {
    isString: check('a string', isString, false),
    isOptionalString: check('a string', isString, true),
    isNumber: check('a number', isNumber, false),
    isOptionalNumber: check('a number', isNumber, true),
    isBoolean: check('a boolean', isBoolean, false),
    isOptionalBoolean: check('a boolean', isBoolean, true),
  };
  return v;
}
