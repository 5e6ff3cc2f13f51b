import { and, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../platform/http/errors.js';

/**
 * The product filter language (the `filter` query parameter and saved UserFilters):
 *
 *   expression := term ('or' term)*
 *   term       := factor ('and' factor)*
 *   factor     := 'not' factor | '(' expression ')' | operand op value
 *   operand    := field | function '(' field ')'     (functions: alert rules only)
 *   function   := previous | change | changePct
 *   op         := = | != | < | <= | > | >=
 *   value      := number | true | false | null | 'text' | "text"
 *
 * e.g. `roi >= 30 and bsrCurrent < 50000 and hasAlert = false`, or
 * `(brand = 'Acme' or brand = "Globex") and not isHazmat = true`. Keywords and field names
 * ignore case; text compares ignoring case. Numbers take = != < <= > >=, booleans and text
 * only = and !=; `= null` / `!= null` test for a missing value. A field without a value
 * (null) never matches a comparison with a number or text.
 *
 * Alert rules evaluate the same parsed filter over a reading in memory (alerts/evaluate-filter.ts)
 * and add the change functions: `previous(f)` is f at the reading before, `change(f)` the
 * difference (now - before), `changePct(f)` that difference in percent of before; e.g.
 * `changePct(bsrCurrent) <= -20` (rank improved by a fifth). One parser, two back ends.
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

export type Op = '=' | '!=' | '<' | '<=' | '>' | '>=';

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

/** A comparison's left side: a field, or a change function of one (alert rules only). */
export type FilterFunction = 'previous' | 'change' | 'changePct';
export const FILTER_FUNCTIONS: readonly FilterFunction[] = ['previous', 'change', 'changePct'];

/** A parsed filter: what both the SQL compiler and the in-memory evaluator (alert rules) read. */
export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | {
      kind: 'compare';
      /** The field's name as the field list spells it. */
      field: string;
      type: FilterFieldType;
      fn: FilterFunction | null;
      op: Op;
      /** null: the `= null` / `!= null` test. */
      value: number | boolean | string | null;
    };

/** The field list the parser checks names and types against. */
export type FilterFieldTypes = Record<string, { type: FilterFieldType }>;

/**
 * Parses `input` against `fields`. Change functions (`previous(f)`, `change(f)`, `changePct(f)`)
 * are accepted only with `functions: true`: they compare a reading with the one before it,
 * which only alert rules have. Throws a 400 `invalid_filter` naming the position and the problem.
 */
export function parseFilter(input: string, fields: FilterFieldTypes, options: { functions?: boolean } = {}): FilterNode {
  if (input.length > FILTER_LIMITS.maxLength) throw filterError(`A filter may be at most ${FILTER_LIMITS.maxLength} characters.`);
  const byName = new Map(Object.entries(fields).map(([name, field]) => [name.toLowerCase(), { name, type: field.type }]));
  const functions = new Map(FILTER_FUNCTIONS.map((fn) => [fn.toLowerCase(), fn]));
  const tokens = tokenize(input);
  let pos = 0;
  let conditions = 0;
  const peek = () => tokens[pos];
  const isWord = (token: Token | undefined, word: string): boolean => token?.kind === 'word' && token.text.toLowerCase() === word;
  const isParen = (token: Token | undefined, paren: '(' | ')'): boolean => token?.kind === 'paren' && token.text === paren;
  const describe = (token: Token | undefined) =>
    token === undefined
      ? 'the end of the filter'
      : `"${'text' in token ? token.text : token.kind === 'number' ? token.value : `'${token.value}'`}" at position ${token.at}`;

  const expression = (depth: number): FilterNode => {
    if (depth > FILTER_LIMITS.maxDepth) throw filterError(`Parentheses nest more than ${FILTER_LIMITS.maxDepth} deep.`);
    const terms = [term(depth)];
    while (isWord(peek(), 'or')) {
      pos += 1;
      terms.push(term(depth));
    }
    return terms.length === 1 ? (terms[0] as FilterNode) : { kind: 'or', items: terms };
  };

  const term = (depth: number): FilterNode => {
    const factors = [factor(depth)];
    while (isWord(peek(), 'and')) {
      pos += 1;
      factors.push(factor(depth));
    }
    return factors.length === 1 ? (factors[0] as FilterNode) : { kind: 'and', items: factors };
  };

  const factor = (depth: number): FilterNode => {
    const token = peek();
    if (isWord(token, 'not')) {
      pos += 1;
      return { kind: 'not', item: factor(depth + 1) };
    }
    if (isParen(token, '(')) {
      pos += 1;
      const inner = expression(depth + 1);
      const close = peek();
      if (!isParen(close, ')')) throw filterError(`Expected ")" but found ${describe(close)}.`);
      pos += 1;
      return inner;
    }
    return comparison();
  };

  /** `name` or `fn(name)`: the field and the function, if any. */
  const operand = (): { field: { name: string; type: FilterFieldType }; fn: FilterFunction | null } => {
    const name = peek();
    if (name?.kind !== 'word') throw filterError(`Expected a field name but found ${describe(name)}.`);
    const fn = isParen(tokens[pos + 1], '(') ? functions.get(name.text.toLowerCase()) : undefined;
    if (isParen(tokens[pos + 1], '(') && !fn)
      throw filterError(
        `Unknown function "${name.text}" at position ${name.at}; the functions are ${FILTER_FUNCTIONS.join(', ')}.`,
      );
    if (fn) {
      if (!options.functions)
        throw filterError(`${fn}() at position ${name.at} compares with the previous reading: it is for alert rules only.`);
      pos += 2;
      const inner = operand();
      if (inner.fn) throw filterError(`${fn}() takes a field, not another function (position ${name.at}).`);
      if (!isParen(peek(), ')')) throw filterError(`Expected ")" after ${inner.field.name} but found ${describe(peek())}.`);
      pos += 1;
      if (fn !== 'previous' && inner.field.type !== 'number')
        throw filterError(`${fn}() takes a number field; ${inner.field.name} is ${inner.field.type} (position ${name.at}).`);
      return { field: inner.field, fn };
    }
    const field = byName.get(name.text.toLowerCase());
    if (!field) throw filterError(`Unknown field "${name.text}" at position ${name.at}.`);
    pos += 1;
    return { field, fn: null };
  };

  const comparison = (): FilterNode => {
    const { field, fn } = operand();
    const label = fn ? `${fn}(${field.name})` : field.name;
    const op = peek();
    if (op?.kind !== 'op') throw filterError(`Expected a comparison (= != < <= > >=) after ${label} but found ${describe(op)}.`);
    pos += 1;
    const value = peek();
    pos += 1;
    conditions += 1;
    if (conditions > FILTER_LIMITS.maxConditions)
      throw filterError(`A filter may have at most ${FILTER_LIMITS.maxConditions} conditions.`);
    return {
      kind: 'compare',
      field: field.name,
      type: field.type,
      fn,
      op: op.text,
      value: operandValue(label, field.type, op.text, value, describe),
    };
  };

  const result = expression(0);
  if (pos < tokens.length) throw filterError(`Expected "and", "or" or the end of the filter but found ${describe(peek())}.`);
  return result;
}

/**
 * Parses `input` and compiles it to a where clause over `fields` (name -> column and type).
 * Throws a 400 `invalid_filter` naming the position and the problem.
 */
export function compileFilter(input: string, fields: Record<string, FilterField>): SQL {
  return toSql(parseFilter(input, fields), fields);
}

function toSql(node: FilterNode, fields: Record<string, FilterField>): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${and(...node.items.map((item) => toSql(item, fields))) as SQL})`;
    case 'or':
      return sql`(${or(...node.items.map((item) => toSql(item, fields))) as SQL})`;
    case 'not':
      return not(toSql(node.item, fields));
    case 'compare':
      return condition((fields[node.field] as FilterField).column, node);
  }
}

/** Checks a comparison's value against the field's type and operator; null stands for `null`. */
function operandValue(
  name: string,
  type: FilterFieldType,
  op: Op,
  value: Token | undefined,
  describe: (token: Token | undefined) => string,
): number | boolean | string | null {
  if (value?.kind === 'word' && value.text.toLowerCase() === 'null') {
    if (op === '=' || op === '!=') return null;
    throw filterError(`Only = and != compare with null (${name} at position ${value.at}).`);
  }
  if (type === 'number') {
    if (value?.kind !== 'number') throw filterError(`${name} is a number; expected a number but found ${describe(value)}.`);
    return value.value;
  }
  if (op !== '=' && op !== '!=') throw filterError(`${name} takes only = and != (position ${value?.at ?? 'end'}).`);
  if (type === 'boolean') {
    const word = value?.kind === 'word' ? value.text.toLowerCase() : '';
    if (word !== 'true' && word !== 'false') throw filterError(`${name} is true or false; found ${describe(value)}.`);
    return word === 'true';
  }
  if (value?.kind !== 'text') throw filterError(`${name} is text; put the value in quotes (found ${describe(value)}).`);
  return value.value;
}

/** One comparison as SQL; the evaluator (alerts/evaluate-filter.ts) follows the same rules. */
function condition(column: AnyPgColumn, node: Extract<FilterNode, { kind: 'compare' }>): SQL {
  const { op, type, value } = node;
  if (value === null) return op === '=' ? sql`${column} is null` : sql`${column} is not null`;
  if (type === 'number') return sql`${column} ${sql.raw(op === '!=' ? '<>' : op)} ${value}`;
  if (type === 'boolean') return op === '=' ? sql`${column} = ${value}` : sql`${column} is distinct from ${value}`;
  return op === '=' ? sql`lower(${column}) = lower(${value})` : sql`lower(${column}) is distinct from lower(${value})`;
}
