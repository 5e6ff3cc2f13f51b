import { type FieldType, filterField } from './filter-fields';

export const OPERATORS = ['=', '!=', '<', '<=', '>', '>='] as const;
export type Operator = (typeof OPERATORS)[number];

/** One row of the filter builder: `field op value`, joined to the row before by `join`. */
export type Condition = { join: 'and' | 'or'; field: string; op: Operator; value: string };

/** Operators a field's type allows: numbers take every comparison, the rest only = and !=. */
export function operatorsFor(type: FieldType): readonly Operator[] {
  return type === 'number' ? OPERATORS : ['=', '!='];
}

// The saved-filter alphabet (packages/contracts FilterExpression); text outside it cannot be saved.
const TEXT_ALPHABET = /^[A-Za-z0-9 ().,_-]*$/;

/** Why a condition cannot be written, or null when it can. */
export function conditionError(c: Condition): string | null {
  const field = filterField(c.field);
  if (!field) return `Choose a field.`;
  if (!operatorsFor(field.type).includes(c.op)) return `${field.label} takes only = and !=.`;
  const value = c.value.trim();
  if (value.toLowerCase() === 'null') return c.op === '=' || c.op === '!=' ? null : 'Only = and != compare with null.';
  if (field.type === 'number') {
    return value !== '' && Number.isFinite(Number(value)) ? null : `${field.label} needs a number.`;
  }
  if (field.type === 'boolean') {
    return value === 'true' || value === 'false' ? null : `${field.label} is yes or no.`;
  }
  if (value === '') return `${field.label} needs a text.`;
  return TEXT_ALPHABET.test(value) ? null : 'Text may hold only letters, digits, spaces and ( ) . , - _';
}

function valueText(c: Condition, type: FieldType): string {
  const value = c.value.trim();
  if (value.toLowerCase() === 'null') return 'null';
  if (type === 'text') return `'${value}'`;
  if (type === 'number') return String(Number(value));
  return value;
}

/**
 * The API's filter expression for the rows, or the first row's error. Rows are joined left to
 * right as the language reads them: `and` binds tighter than `or`.
 */
export function writeExpression(conditions: Condition[]): { expression: string } | { error: string; index: number } {
  const parts: string[] = [];
  for (const [index, c] of conditions.entries()) {
    const error = conditionError(c);
    if (error) return { error, index };
    const field = filterField(c.field);
    if (!field) return { error: 'Choose a field.', index };
    const text = `${field.name} ${c.op} ${valueText(c, field.type)}`;
    parts.push(index === 0 ? text : `${c.join} ${text}`);
  }
  return { expression: parts.join(' ') };
}

const TOKEN = /\s*(?:(!=|<=|>=|=|<|>)|'([^']*)'|"([^"]*)"|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*))/y;

type Token = { op?: string; text?: string; number?: string; word?: string };

function tokens(expression: string): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < expression.length) {
    if (expression.slice(at).trim() === '') break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(expression);
    if (!m) return null;
    at = TOKEN.lastIndex;
    if (m[1]) out.push({ op: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ text: m[2] ?? m[3] ?? '' });
    else if (m[4]) out.push({ number: m[4] });
    else out.push({ word: m[5] ?? '' });
  }
  return out;
}

/**
 * The builder rows of an expression the builder could have written (conditions joined by and/or,
 * no parentheses or `not`); null for anything else, which stays editable as text.
 */
export function parseExpression(expression: string): Condition[] | null {
  if (expression.trim() === '') return [];
  const list = tokens(expression);
  if (!list) return null;
  const conditions: Condition[] = [];
  let i = 0;
  let join: Condition['join'] = 'and';
  while (i < list.length) {
    const [name, op, value] = [list[i], list[i + 1], list[i + 2]];
    const field = name?.word ? filterField(name.word) : undefined;
    if (!field || !op?.op || !value) return null;
    const keyword = value.word?.toLowerCase();
    let text: string;
    if (keyword === 'null') text = 'null';
    else if (field.type === 'text' && value.text !== undefined) text = value.text;
    else if (field.type === 'number' && value.number !== undefined) text = value.number;
    else if (field.type === 'boolean' && (keyword === 'true' || keyword === 'false')) text = keyword;
    else return null;
    const condition: Condition = { join, field: field.name, op: op.op as Operator, value: text };
    if (conditionError(condition)) return null;
    conditions.push(condition);
    i += 3;
    if (i < list.length) {
      const word = list[i]?.word?.toLowerCase();
      if (word !== 'and' && word !== 'or') return null;
      join = word;
      i += 1;
      if (i >= list.length) return null;
    }
  }
  return conditions;
}

/**
 * Why the rows cannot show an expression that parseExpression refused, in words for the member:
 * the language's parentheses or `not`, a field the rows do not know, or anything else. The
 * server's own message (with its position) comes when the expression is applied.
 */
export function whyNotRows(expression: string): string {
  if (/[()]/.test(expression) || /\bnot\b/i.test(expression)) return 'This expression uses parentheses or "not"';
  const list = tokens(expression) ?? [];
  const unknown = list.find((t, i) => i % 4 === 0 && t.word !== undefined && !filterField(t.word));
  if (unknown?.word) return `The rows know no field "${unknown.word}"`;
  return 'The rows cannot show this expression';
}
