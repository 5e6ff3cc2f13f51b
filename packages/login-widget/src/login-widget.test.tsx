import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from './test-support/fake-server.js';
import { renderWidget, resetPage } from './test-support/render.js';
import { STYLES } from './theme/styles.js';
import { darkTheme } from './theme/theme.js';

resetPage();

describe('<LoginWidget>', () => {
  it('replaces texts with config strings', async () => {
    fakeServer();
    renderWidget({ strings: { mainTitleDiscovery: 'Welcome to Books', continue: 'Next' } });
    expect(await screen.findByRole('heading', { name: 'Welcome to Books' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows the watermark only when bootstrap asks for it', async () => {
    fakeServer({}, { bootstrap: { disable_sdk_watermark: false } });
    const first = renderWidget();
    expect(await screen.findByRole('link', { name: 'ShelfScope' })).toBeTruthy();
    expect(screen.getByText(/Powered by/)).toBeTruthy();
    first.unmount();
    fakeServer();
    renderWidget();
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(screen.queryByText(/Powered by/)).toBeNull();
  });

  it('themes through custom properties on its root and injects its scoped stylesheet once', async () => {
    fakeServer();
    const { container } = renderWidget({ theme: { ...darkTheme, container: { width: '360px' }, hideHeaderText: true } });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    const root = container.querySelector('.ssl-root') as HTMLElement;
    expect(root.style.getPropertyValue('--ssl-width')).toBe('360px');
    expect(root.style.getPropertyValue('--ssl-btn-bg')).toBe('#3fb8a9');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' }).className).toBe('ssl-visually-hidden');
    expect(document.querySelectorAll('#shelfscope-login-widget-styles')).toHaveLength(1);
  });

  it("asks for the server's HttpOnly session cookies only when configured to", async () => {
    const script = fakeServer();
    const first = renderWidget();
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(script.calls.length).toBeGreaterThan(0);
    for (const call of script.calls) expect(call.headers['X-ShelfScope-Session-Cookies']).toBeUndefined();
    first.unmount();
    const httpOnly = fakeServer();
    renderWidget({ sessionCookies: 'httponly' });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    const bootstrap = httpOnly.calls.filter((c) => c.path.startsWith('/projects/bootstrap/'));
    expect(bootstrap.length).toBeGreaterThan(0);
    for (const call of bootstrap) expect(call.headers['X-ShelfScope-Session-Cookies']).toBe('httponly');
  });

  it('keeps the stylesheet defaults (400px, 8px radius, dark teal) without a theme', async () => {
    fakeServer();
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect((container.querySelector('.ssl-root') as HTMLElement).getAttribute('style')).toBeNull();
    expect(STYLES).toMatch(/--ssl-width: 400px;/);
    expect(STYLES).toMatch(/--ssl-radius: 8px;/);
    expect(STYLES).toMatch(/--ssl-primary: #19303d;/);
  });
});
