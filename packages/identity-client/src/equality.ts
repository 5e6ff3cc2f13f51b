/**
 * Deep equality of JSON-like values that skips the keys in `ignored` at any depth. The session's
 * last_accessed_at changes on every refresh; without skipping it, every refresh would notify
 * subscribers (and re-render the widget) although nothing the app cares about changed.
 */
export function deepEqualIgnoring(a: unknown, b: unknown, ignored: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keysA = Object.keys(ra).filter((k) => !ignored.has(k) && ra[k] !== undefined);
  const keysB = Object.keys(rb).filter((k) => !ignored.has(k) && rb[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => Object.hasOwn(rb, k) && deepEqualIgnoring(ra[k], rb[k], ignored));
}

const STATE_IGNORED_KEYS: ReadonlySet<string> = new Set(['last_accessed_at']);

/** Equality of client states as subscribers see it (last_accessed_at ignored). */
export function sameState(a: unknown, b: unknown): boolean {
  return deepEqualIgnoring(a, b, STATE_IGNORED_KEYS);
}
