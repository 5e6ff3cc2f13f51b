import { en, type StringKey, type Strings } from './en.js';

/** The built-in tables by locale; English is the fallback for unknown locales and missing keys. */
export const LOCALES: Record<string, Partial<Strings>> = { en };

/** Values filled into `{name}` placeholders. */
export type TextValues = Record<string, string | number>;

/** Looks texts up by key and fills their placeholders. */
export type Translate = (key: StringKey, values?: TextValues) => string;

/** Fills `{name}` placeholders; unknown names stay as written. */
export function fill(template: string, values: TextValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
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
export function translator(strings: Strings): Translate {
  return (key, values) => fill(strings[key] ?? onDemandTexts[key] ?? key, values);
}
