import type { WidgetConfig } from '../config.js';
import type { Strings } from './en.js';

/**
 * The locales with built-in texts. English is in the first load; the others are chunks loaded
 * on demand (i18n/locales/*.ts, every key of every table), so the first load stays within budget.
 */
export const WIDGET_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'ja'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

const LOADERS: Record<Exclude<WidgetLocale, 'en'>, () => Promise<{ default: Strings }>> = {
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  it: () => import('./locales/it.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ja: () => import('./locales/ja.js'),
};

/** The built-in locale of a language tag: the same tag (any case), else the same language (de-AT: de, pt-PT: pt-BR). */
export function matchLocale(tag: string | undefined): WidgetLocale | undefined {
  const lower = tag?.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return undefined;
  const language = lower.split('-')[0];
  return WIDGET_LOCALES.find((l) => l.toLowerCase() === lower) ?? WIDGET_LOCALES.find((l) => l.split('-')[0] === language);
}

/**
 * The member's language: the first built-in match of the widget's `locale`, then the spec's
 * `locale` fields of the products (email magic links, email passcodes, passwords, text
 * messages), then the browser's languages (navigator.languages, in the member's order); English
 * when none matches.
 */
export function chooseLocale(config: Partial<WidgetConfig>, languages: readonly string[]): WidgetLocale {
  const asked = [
    config.locale,
    config.emailMagicLinksOptions?.locale,
    config.emailOtpOptions?.locale,
    config.passwordOptions?.locale,
    config.smsOtpOptions?.locale,
    ...languages,
  ];
  for (const tag of asked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

/** The table of a built-in locale other than English (its chunk, loaded once by the browser). */
export const loadLocale = (locale: Exclude<WidgetLocale, 'en'>): Promise<Strings> =>
  LOADERS[locale]().then((module) => module.default);

/** Scripts written right to left (Arabic, Hebrew, Persian, Urdu and others): the widget's `dir` for a locale. */
export const textDirection = (locale: string): 'rtl' | 'ltr' =>
  /^(ar|arc|ckb|dv|fa|he|ps|sd|ug|ur|yi)(-|$)/i.test(locale) ? 'rtl' : 'ltr';
