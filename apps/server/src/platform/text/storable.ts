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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD\uFFFE\uFFFF\uE000-\uF8FF]/g;

/**
 * Text from a file made fit to show a person (a message, a notification): control characters,
 * replacement characters (undecodable bytes), private-use and lone surrogates dropped, runs of
 * white space made one space, at most `max` characters (an ellipsis marks the cut). A file of
 * binary garbage thus never reaches a page as garbage.
 */
export function printableText(text: string, max = 500): string {
  const clean = text.replace(UNPRINTABLE, '').replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
