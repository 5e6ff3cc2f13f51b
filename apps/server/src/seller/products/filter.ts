import { and, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../platform/http/errors.js';

/**
 * The product filter language (the `filter` query parameter and saved UserFilters):
 *
 *   expression := term ('or' term)*
 *   term       := factor ('and' factor)*
 *   factor     := 'not' factor | '(' expression ')' | field op value
 *   op         := = | != | < | <= | > | >=
 *   value      := number | true | false | null | 'text' | "text"
 *
 * e.g. `roi >= 30 and bsrCurrent < 50000 and hasAlert = false`, or
 * `(brand = 'Acme' or brand = "Globex") and not isHazmat = true`. Keywords and field names
 * ignore case; text compares ignoring case. Numbers take = != < <= > >=, booleans and text
 * only = and !=; `= null` / `!= null` test for a missing value. A field without a value
 * (null) never matches a comparison with a number or text.
 */
export type FilterFieldType = 'number' | 'boolean' | 'text';
export type FilterField = { column: AnyPgColumn; type: FilterFieldType };

/** Bounds that keep one filter cheap to parse and to plan. */
export const FILTER_LIMITS = { maxLength: 2000, maxConditions: 40, maxDepth: 12 } as const;

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'text'; value: string; at: number }
  | { kind: 'op'; text: Op; at: number }
  | { kind: 'paren'; text: '(' | ')'; at: number };

type Op = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** A filter the user wrote that we cannot run: a 400 that says where and why. */
export function filterError(message: string): HttpError {
  return new HttpError(400, 'invalid_filter', message, [{ type: 'invalid_filter', description: message, field: 'filter' }]);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i] as string;
    const at = i + 1; // 1-based positions for people
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: 'paren', text: c, at });
      i += 1;
    } else if ('<>=!'.includes(c)) {
      const two = input.slice(i, i + 2);
      const op = (['<=', '>=', '!='] as const).find((o) => o === two) ?? (c === '!' ? null : (c as Op));
      if (!op) throw filterError(`Unexpected "!" at position ${at}; did you mean "!="?`);
      tokens.push({ kind: 'op', text: op, at });
      i += op.length;
    } else if (c === "'" || c === '"') {
      const end = input.indexOf(c, i + 1);
      if (end < 0) throw filterError(`Unclosed quote at position ${at}.`);
      tokens.push({ kind: 'text', value: input.slice(i + 1, end), at });
      i = end + 1;
    } else if (/[0-9.-]/.test(c)) {
      const match = /^-?(\d+(\.\d+)?|\.\d+)/.exec(input.slice(i));
      if (!match) throw filterError(`Unexpected "${c}" at position ${at}.`);
      tokens.push({ kind: 'number', value: Number(match[0]), at });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(input.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'word', text: match[0], at });
      i += match[0].length;
    } else {
      throw filterError(`Unexpected "${c}" at position ${at}.`);
    }
  }
  return tokens;
}

/**
 * Parses `input` and compiles it to a where clause over `fields` (name -> column and type).
 * Throws a 400 `invalid_filter` naming the position and the problem.
 */
export function compileFilter(input: string, fields: Record<string, FilterField>): SQL {
  if (input.length > FILTER_LIMITS.maxLength) throw filterError(`A filter may be at most ${FILTER_LIMITS.maxLength} characters.`);
  const byName = new Map(Object.entries(fields).map(([name, field]) => [name.toLowerCase(), { name, ...field }]));
  const tokens = tokenize(input);
  let pos = 0;
  let conditions = 0;
  const peek = () => tokens[pos];
  const isWord = (token: Token | undefined, word: string): boolean => token?.kind === 'word' && token.text.toLowerCase() === word;
  const describe = (token: Token | undefined) =>
    token === undefined
      ? 'the end of the filter'
      : `"${'text' in token ? token.text : token.kind === 'number' ? token.value : `'${token.value}'`}" at position ${token.at}`;

  const expression = (depth: number): SQL => {
    if (depth > FILTER_LIMITS.maxDepth) throw filterError(`Parentheses nest more than ${FILTER_LIMITS.maxDepth} deep.`);
    const terms = [term(depth)];
    while (isWord(peek(), 'or')) {
      pos += 1;
      terms.push(term(depth));
    }
    return terms.length === 1 ? (terms[0] as SQL) : (or(...terms) as SQL);
  };

  const term = (depth: number): SQL => {
    const factors = [factor(depth)];
    while (isWord(peek(), 'and')) {
      pos += 1;
      factors.push(factor(depth));
    }
    return factors.length === 1 ? (factors[0] as SQL) : (and(...factors) as SQL);
  };

  const factor = (depth: number): SQL => {
    const token = peek();
    if (isWord(token, 'not')) {
      pos += 1;
      return not(factor(depth + 1));
    }
    if (token?.kind === 'paren' && token.text === '(') {
      pos += 1;
      const inner = expression(depth + 1);
      const close = peek();
      if (close?.kind !== 'paren' || close.text !== ')') throw filterError(`Expected ")" but found ${describe(close)}.`);
      pos += 1;
      return sql`(${inner})`;
    }
    return comparison();
  };

  const comparison = (): SQL => {
    const name = peek();
    if (name?.kind !== 'word') throw filterError(`Expected a field name but found ${describe(name)}.`);
    const field = byName.get(name.text.toLowerCase());
    if (!field) throw filterError(`Unknown field "${name.text}" at position ${name.at}.`);
    pos += 1;
    const op = peek();
    if (op?.kind !== 'op')
      throw filterError(`Expected a comparison (= != < <= > >=) after ${field.name} but found ${describe(op)}.`);
    pos += 1;
    const value = peek();
    pos += 1;
    conditions += 1;
    if (conditions > FILTER_LIMITS.maxConditions)
      throw filterError(`A filter may have at most ${FILTER_LIMITS.maxConditions} conditions.`);
    return condition(field, op.text, value, describe);
  };

  const result = expression(0);
  if (pos < tokens.length) throw filterError(`Expected "and", "or" or the end of the filter but found ${describe(peek())}.`);
  return result;
}

function condition(
  field: FilterField & { name: string },
  op: Op,
  value: Token | undefined,
  describe: (token: Token | undefined) => string,
): SQL {
  const { column, name, type } = field;
  if (value?.kind === 'word' && value.text.toLowerCase() === 'null') {
    if (op === '=') return sql`${column} is null`;
    if (op === '!=') return sql`${column} is not null`;
    throw filterError(`Only = and != compare with null (${name} at position ${value.at}).`);
  }
  if (type === 'number') {
    if (value?.kind !== 'number') throw filterError(`${name} is a number; expected a number but found ${describe(value)}.`);
    return sql`${column} ${sql.raw(op === '!=' ? '<>' : op)} ${value.value}`;
  }
  if (op !== '=' && op !== '!=') throw filterError(`${name} takes only = and != (position ${value?.at ?? 'end'}).`);
  if (type === 'boolean') {
    const word = value?.kind === 'word' ? value.text.toLowerCase() : '';
    if (word !== 'true' && word !== 'false') throw filterError(`${name} is true or false; found ${describe(value)}.`);
    return op === '=' ? sql`${column} = ${word === 'true'}` : sql`${column} is distinct from ${word === 'true'}`;
  }
  if (value?.kind !== 'text') throw filterError(`${name} is text; put the value in quotes (found ${describe(value)}).`);
  return op === '='
    ? sql`lower(${column}) = lower(${value.value})`
    : sql`lower(${column}) is distinct from lower(${value.value})`;
}
