/**
 * Text PostgreSQL cannot store: NUL (U+0000) is refused in text and in jsonb, and a UTF-16
 * surrogate without its pair has no UTF-8 form (jsonb refuses the `\ud800` escape JSON.stringify
 * writes for it). The APIs refuse such text at the edge; text read from files is cleaned with
 * `storableText` before it is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character looked for
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text without NUL characters and with each unpaired surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  if (!UNSTORABLE.test(text)) return text;
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** A JSON-like value with every string in it (keys too) made storable (`storableText`). */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableValue) as T;
  // Any record (Fastify parses query strings into objects of a prototype-less class); not dates.
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableValue(v)])) as T;
  }
  return value;
}

/**
 * PostgreSQL's refusals of such text (22021 invalid byte sequence: a NUL in text; 22P05
 * untranslatable character: `\u0000` in jsonb), on the error or its causes (Drizzle wraps the
 * driver's error). Text that slipped past the edge's check is the caller's fault: a 400, not a 500.
 */
export function isUnstorableTextError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Text fit to show a person lives in contracts, shared with the web app's request wrapper.
export { printableText } from '@shelfscope/contracts';
