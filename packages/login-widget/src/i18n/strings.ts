import { en, type StringKey, type Strings } from './en.js';

/**
 * The tables by locale: English, and those loaded on demand (locales.ts) once they arrived.
 * English is the fallback for unknown locales and missing keys.
 */
export const LOCALES: Record<string, Partial<Strings>> = { en };

/** Values filled into `{name}` placeholders. */
export type TextValues = Record<string, string | number>;

/** Looks texts up by key and fills their placeholders. */
export type Translate = (key: StringKey, values?: TextValues) => string;

/** A plural choice: `{count, plural, one {# day} other {# days}}` (ICU's form, `=N` cases too). */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+ \{[^{}]*\})+)\s*\}/g;

/**
 * Fills `{name}` placeholders (unknown names stay as written) and plural choices, whose form
 * Intl.PluralRules picks for the locale (`#` is the number).
 */
export function fill(template: string, values: TextValues = {}, locale = 'en'): string {
  return template
    .replace(PLURAL, (whole, name: string, forms: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      const form = Object.fromEntries([...forms.matchAll(/(=?\w+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
      // Not a number (a count not known yet): the general form.
      const rule = typeof value === 'number' ? new Intl.PluralRules(locale).select(value) : 'other';
      return (form[`=${value}`] ?? form[rule] ?? form.other ?? whole).replace(/#/g, String(value));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The texts for a locale with the host's overrides on top. A locale such as `fr-CA` falls back
 * to `fr`, then to English, key by key.
 */
export function resolveStrings(locale: string | undefined, overrides: Partial<Strings> = {}): Strings {
  const language = locale?.split('-')[0];
  const table = {
    ...en,
    ...(language ? LOCALES[language] : undefined),
    ...(locale ? LOCALES[locale] : undefined),
  };
  const merged = { ...table } as Strings;
  for (const [key, value] of Object.entries(overrides)) {
    // Keys of the on-demand table are not known before it loads: any own string key is kept.
    if (typeof value === 'string' && key !== '__proto__') merged[key as StringKey] = value;
  }
  return merged;
}

/** Texts registered by a chunk loaded on demand (English), under the resolved table. */
const onDemandTexts: Partial<Strings> = {};

/** Called by the on-demand chunk when it loads. */
export function registerOnDemandTexts(texts: Partial<Strings>): void {
  Object.assign(onDemandTexts, texts);
}

/** A translate function over a resolved table (then the on-demand texts, then the key itself). */
export function translator(strings: Strings, locale = 'en'): Translate {
  return (key, values) => fill(strings[key] ?? onDemandTexts[key] ?? key, values, locale);
}
