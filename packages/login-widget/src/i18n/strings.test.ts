import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.js';
import { enOnDemand } from './en-on-demand.js';
import { fill, LOCALES, registerOnDemandTexts, resolveStrings, translator } from './strings.js';

afterEach(() => {
  delete LOCALES.fr;
});

describe('strings', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Continue to {organizationName}', { organizationName: 'Acme' })).toBe('Continue to Acme');
    expect(fill('Hi {who}', {})).toBe('Hi {who}');
  });

  it('uses English by default and for unknown locales', () => {
    expect(resolveStrings(undefined).mainTitleDiscovery).toBe('Sign up or log in');
    expect(resolveStrings('xx').successTitle).toBe('Success!');
  });

  it('applies config overrides over the locale, those of the on-demand texts too', () => {
    const strings = resolveStrings('en', { mainTitleDiscovery: 'Welcome back', totpEntryTitle: 'Code please' });
    expect(strings.mainTitleDiscovery).toBe('Welcome back');
    expect(strings.or).toBe('or');
    // The on-demand table registers later; a host's text for one of its keys still wins.
    registerOnDemandTexts(enOnDemand);
    const t = translator(strings);
    expect(t('totpEntryTitle')).toBe('Code please');
    expect(t('textMeInstead')).toBe('Text me a code instead');
  });

  it('falls back from a region to its language, then to English, key by key', () => {
    LOCALES.fr = { continue: 'Continuer', or: 'ou' };
    const strings = resolveStrings('fr-CA', { or: 'OU' });
    expect(strings.continue).toBe('Continuer');
    expect(strings.or).toBe('OU');
    expect(strings.successTitle).toBe(en.successTitle);
  });

  it('translates by key with values', () => {
    const t = translator(resolveStrings('en'));
    expect(t('mainTitleOrganization', { organizationName: 'Acme' })).toBe('Continue to Acme');
  });
});
