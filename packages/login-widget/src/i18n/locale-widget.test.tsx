import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../test-support/fake-server.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();

/** The browser's languages (navigator.languages), as a member's browser settings set them. */
function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
});

describe('the widget in the language of the member', () => {
  it("speaks the widget's locale, marks its root with lang and dir, and asks for emails in it", async () => {
    const server = fakeServer({ 'POST /b2b/otps/email/discovery/send': () => ok() });
    const { container } = renderWidget({ locale: 'de', products: ['emailOtp'] });
    expect(await screen.findByRole('heading', { name: 'Registrieren oder anmelden' })).toBeTruthy();
    const root = container.querySelector('.ssl-root') as HTMLElement;
    expect(root.getAttribute('lang')).toBe('de');
    expect(root.getAttribute('dir')).toBe('ltr');

    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    // The passcode screen (on-demand chunk) in German too, its countdown filled in.
    expect(await screen.findByRole('heading', { name: 'Code eingeben' })).toBeTruthy();
    expect(screen.getByText(/^Ihr Code läuft in \d+:\d\d ab\.$/)).toBeTruthy();
    expect(server.callsTo('/b2b/otps/email/discovery/send')[0]?.body).toMatchObject({
      email_address: 'ada@example.com',
      locale: 'de',
    });
  });

  it("follows the browser's languages when the host sets no locale; a product's locale option wins for its emails", async () => {
    browserLanguages(['nl-NL', 'ja-JP', 'en']);
    const server = fakeServer({ 'POST /b2b/magic_links/email/discovery/send': () => ok() });
    renderWidget({ products: ['emailMagicLinks'], emailMagicLinksOptions: { locale: 'fr' } });
    // The products' locale fields come before the browser's languages.
    expect(await screen.findByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Consultez votre boîte mail' })).toBeTruthy();
    expect(server.callsTo('/b2b/magic_links/email/discovery/send')[0]?.body).toMatchObject({ locale: 'fr' });
  });

  it('takes the first browser language it has, keeps host overrides, and stays English without a match', async () => {
    browserLanguages(['nl-NL', 'ja-JP', 'en']);
    fakeServer();
    const first = renderWidget({ strings: { continue: 'Go' } });
    expect(await screen.findByRole('heading', { name: '登録またはログイン' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    first.unmount();

    browserLanguages(['nl-NL']);
    const server = fakeServer({ 'POST /b2b/otps/email/discovery/send': () => ok() });
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    // English is the server's default: the call carries no locale.
    expect(server.callsTo('/b2b/otps/email/discovery/send')[0]?.body).not.toHaveProperty('locale');
  });
});
