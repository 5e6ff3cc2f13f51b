/** A `like`/`ilike` pattern matching text that contains `text`: its `%`, `_` and `\` are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
