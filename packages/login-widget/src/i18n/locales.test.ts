import { describe, expect, it } from 'vitest';
import { en, type Strings } from './en.js';
import { enFederated } from './en-federated.js';
import { enIdp } from './en-idp.js';
import { enOnDemand } from './en-on-demand.js';
import { chooseLocale, loadLocale, matchLocale, textDirection, WIDGET_LOCALES } from './locales.js';
import { fill } from './strings.js';

const ENGLISH: Record<string, string> = { ...en, ...enOnDemand, ...enFederated, ...enIdp };
const OTHERS = WIDGET_LOCALES.filter((l) => l !== 'en');
const SAME_IN_ENGLISH = new Set(['emailPlaceholder', 'phoneNumberPlaceholder', 'notifications']);

/** The values a text takes: `{name}` placeholders and the variables of plural choices. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

describe('the locale tables', () => {
  it.each(OTHERS)(
    '%s has every key of English, no other key, the same placeholders, and no English left over',
    async (locale) => {
      const table: Record<string, string> = await loadLocale(locale);
      expect(Object.keys(table).sort()).toEqual(Object.keys(ENGLISH).sort());
      for (const [key, english] of Object.entries(ENGLISH)) {
        const text = table[key];
        expect(typeof text, `${locale}.${key}`).toBe('string');
        expect(placeholders(text as string), `${locale}.${key}`).toEqual(placeholders(english));
        expect((text as string).trim(), `${locale}.${key}`).not.toBe('');
      }
      // Brand and product names stay, and so do example data and words spelled alike (French
      // "Notifications"); any other text left in English is a missed translation.
      const untranslated = Object.keys(ENGLISH).filter(
        (k) => table[k] === ENGLISH[k] && (ENGLISH[k] as string).length > 12 && !SAME_IN_ENGLISH.has(k),
      );
      expect(untranslated, locale).toEqual([]);
    },
  );

  it('keeps the English texts exactly as the spec words them', () => {
    expect(en.mainTitleDiscovery).toBe('Sign up or log in');
    expect(enOnDemand.codeExpired).toBe('Your code has expired.');
    expect(en.errOtpCodeNotFound).toBe('Invalid passcode, please try again.');
    expect(enIdp.idpDenied).toBe('Access to the application was denied.');
  });
});

describe('plurals (Intl.PluralRules)', () => {
  const length = (locale: string, count: number | string) => async () => {
    const table: Strings = locale === 'en' ? ({ ...ENGLISH } as Strings) : await loadLocale(locale as 'fr');
    return fill(table.ludsLength, { count }, locale);
  };

  it('picks the form of the count for the language', async () => {
    expect(await length('en', 1)()).toBe('Must be at least 1 character long');
    expect(await length('en', 10)()).toBe('Must be at least 10 characters long');
    // French: 0 and 1 are singular; German and Spanish: only 1.
    expect(await length('fr', 0)()).toBe('Doit contenir au moins 0 caractère');
    expect(await length('fr', 2)()).toBe('Doit contenir au moins 2 caractères');
    expect(await length('es', 0)()).toBe('Debe tener al menos 0 caracteres');
    expect(await length('ja', 8)()).toBe('8 文字以上にしてください');
  });

  it('uses exact cases first, and the general form for a count that is not a number', () => {
    const text = '{n, plural, =0 {none} one {# item} other {# items}} left';
    expect(fill(text, { n: 0 })).toBe('none left');
    expect(fill(text, { n: 1 })).toBe('1 item left');
    expect(fill(text, { n: 3 })).toBe('3 items left');
    expect(fill(text, { n: '' })).toBe(' items left');
    expect(fill(text, {})).toBe(text);
  });
});

describe('choosing the locale', () => {
  it('matches a tag by itself, then by its language', () => {
    expect(matchLocale('de')).toBe('de');
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('pt_PT')).toBe('pt-BR');
    expect(matchLocale('ja-JP')).toBe('ja');
    expect(matchLocale('nl')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });

  it("takes the widget's locale, then the products' locale fields, then the browser's languages, else English", () => {
    expect(chooseLocale({ locale: 'fr' }, ['de-DE'])).toBe('fr');
    expect(chooseLocale({ locale: 'nl', emailOtpOptions: { locale: 'es' } }, ['de-DE'])).toBe('es');
    expect(chooseLocale({ emailMagicLinksOptions: { locale: 'it' }, passwordOptions: { locale: 'ja' } }, [])).toBe('it');
    expect(chooseLocale({ smsOtpOptions: { locale: 'pt-BR' } }, ['de'])).toBe('pt-BR');
    expect(chooseLocale({}, ['nl-NL', 'de-CH', 'en'])).toBe('de');
    expect(chooseLocale({}, ['nl-NL'])).toBe('en');
    expect(chooseLocale({}, [])).toBe('en');
  });

  it('sets right-to-left for scripts written that way', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });
});
