// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD\uFFFE\uFFFF\uE000-\uF8FF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text from a file or a foreign body (a proxy's page) made fit to show a person, in a message or
 * a notification: control characters, replacement characters (undecodable bytes), private-use
 * and lone surrogates dropped, runs of white space made one space, at most `max` characters (an
 * ellipsis marks the cut). A file of binary garbage thus never reaches a page as garbage. Used by
 * the server (upload messages) and by the request wrapper (a body that is not the API's JSON).
 */
export function printableText(text: string, max = 500): string {
  const clean = text.replace(UNPRINTABLE, '').replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
