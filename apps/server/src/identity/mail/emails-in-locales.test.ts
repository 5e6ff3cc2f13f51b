import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, linkIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  discoveryMagicLinkEmail,
  discoveryResetEmail,
  inviteEmail,
  magicLinkLoginEmail,
  magicLinkSignupEmail,
  organizationResetEmail,
  otpEmail,
} from './templates.js';
import { EMAIL_LOCALES, EMAIL_TEXTS, emailLocale } from './texts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

describe('identity emails in the locale the call carried', () => {
  it('a passcode email in French: subject, words, duration, and the html language', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      locale: 'fr',
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toBe('Votre code de connexion pour Acme Wholesale');
    expect(mail.text).toContain('Saisissez ce code pour vous connecter à Acme Wholesale.');
    expect(mail.text).toContain('Il expire dans 10 minutes et ne fonctionne qu’une fois.');
    expect(mail.text).toContain('Ne le communiquez jamais à personne.');
    expect(mail.html).toContain('<html lang="fr">');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('a discovery magic link in French (a region falls back to its language), and in English without a locale', async () => {
    const french = uniqueEmail('fr-discovery');
    expect(
      (await sdk(ctx, 'POST', '/b2b/magic_links/email/discovery/send', { email_address: french, locale: 'fr-CA' })).status,
    ).toBe(200);
    const mail = await waitForMail(ctx, french);
    expect(mail.text).toContain('confirmer votre adresse e-mail et voir vos organisations');
    expect(mail.html).toContain('Ou collez ce lien dans votre navigateur :');
    expect(linkIn(mail).tokenType).toBe('discovery');

    const english = uniqueEmail('en-discovery');
    await sdk(ctx, 'POST', '/b2b/magic_links/email/discovery/send', { email_address: english, locale: 'nl' });
    const plain = await waitForMail(ctx, english);
    expect(plain.text).toContain('Use the button below to confirm your email address and see your organizations.');
    expect(plain.html).toContain('<html lang="en">');
  });

  it('a password reset link in German', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/passwords/email/reset/start', {
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      locale: 'de',
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort für Acme Wholesale zurück');
    expect(mail.text).toMatch(/Der Link funktioniert einmal und läuft in \d+ Minuten ab\./);
    expect(mail.text).toContain('Passwort zurücksetzen:');
  });
});

describe('the email tables', () => {
  it('picks a table by tag, then by language, else English', () => {
    expect(emailLocale('fr')).toBe('fr');
    expect(emailLocale('FR-ca')).toBe('fr');
    expect(emailLocale('pt')).toBe('pt-BR');
    expect(emailLocale('ja-JP')).toBe('ja');
    expect(emailLocale('nl')).toBe('en');
    expect(emailLocale(undefined)).toBe('en');
  });

  it('renders every email in every locale with the names filled in and its own words', () => {
    const input = { projectName: 'ShelfScope', organizationName: 'Acme Books', url: 'https://app.test/l?t=1', minutes: 60 };
    for (const locale of EMAIL_LOCALES) {
      const emails = [
        magicLinkLoginEmail({ ...input, locale }),
        magicLinkSignupEmail({ ...input, locale }),
        discoveryMagicLinkEmail({ ...input, locale }),
        otpEmail({ ...input, purpose: 'signup', code: '123456', locale }),
        inviteEmail({ ...input, inviter: 'Ada Lovelace', locale }),
        organizationResetEmail({ ...input, to: 'ada@example.com', isEmailVerified: false, locale }),
        discoveryResetEmail({ ...input, to: 'ada@example.com', locale }),
      ];
      for (const email of emails) {
        expect(email.html, locale).toContain(`<html lang="${locale}">`);
        expect(email.text, locale).not.toMatch(/\$\{|undefined/);
        if (locale !== 'en') {
          // No English sentence of the English table is left in another locale's email.
          for (const english of [EMAIL_TEXTS.en.ignoreNote, EMAIL_TEXTS.en.pasteLink, EMAIL_TEXTS.en.resetFootnote]) {
            expect(email.html, locale).not.toContain(english);
          }
        }
      }
      expect(emails[0]?.subject, locale).toContain('Acme Books');
      expect(emails[4]?.text, locale).toContain('Ada Lovelace');
      expect(emails[5]?.text, locale).toContain('ada@example.com');
    }
    // Durations in the locale's words and plural.
    expect(magicLinkLoginEmail({ ...input, locale: 'de' }).text).toContain('1 Stunde');
    expect(magicLinkLoginEmail({ ...input, minutes: 2880, locale: 'es' }).text).toContain('2 días');
    expect(otpEmail({ ...input, purpose: 'login', code: '1', minutes: 10, locale: 'ja' }).text).toContain('10 分');
  });
});
