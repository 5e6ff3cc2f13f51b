/** What the member pasted: ASINs and codes (UPC, EAN, ISBN), each once, in order. */
export type Identifier = { kind: 'asin' | 'code'; value: string };

const ASIN = /^(?=.*[A-Z])[A-Z0-9]{10}$/;
const CODE = /^[0-9]{8,14}$|^[0-9]{9}X$/;

/** Splits on commas, spaces and new lines; an all-digit ISBN-10 is a code, anything with a letter an ASIN. */
export function parseIdentifiers(text: string): { found: Identifier[]; rejected: string[] } {
  const found: Identifier[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const value = raw.trim().toUpperCase().replace(/-/g, '');
    if (!value || seen.has(value)) continue;
    seen.add(value);
    if (CODE.test(value)) found.push({ kind: 'code', value });
    else if (ASIN.test(value)) found.push({ kind: 'asin', value });
    else rejected.push(raw.trim());
  }
  return { found, rejected };
}

/** Recent lookups: newest first, each once, at most `max`. */
export function remember(recent: string[], values: string[], max = 10): string[] {
  return [...new Set([...values, ...recent])].slice(0, max);
}
