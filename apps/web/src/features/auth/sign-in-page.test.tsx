import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreens } from '../../test/screen-api';
import SignInPage from './sign-in-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const PAGES = [{ path: '/authenticate', component: SignInPage }];

/** The widget's own client calls the identity API through global fetch: its bootstrap and events. */
const widgetCalls = (call: { path: string }) => {
  const data = call.path.startsWith('/sdk/v1/projects/bootstrap/')
    ? {
        project_name: 'ShelfScope',
        disable_sdk_watermark: true,
        vertical: 'B2B',
        create_organization_enabled: true,
        email_domains: [],
      }
    : call.path === '/sdk/v1/events'
      ? {}
      : null;
  return data
    ? { body: { status_code: 200, request_id: 'req', data: { ...data, status_code: 200, request_id: 'req' } } }
    : undefined;
};

/** The texts of the widget's Main buttons and dividers, in order. */
function mainLayout(): string[] {
  const root = document.querySelector('.ssl-screen');
  return [...(root?.querySelectorAll('button, .ssl-divider') ?? [])].map((el) =>
    el.classList.contains('ssl-divider') ? '--or--' : (el.textContent ?? ''),
  );
}

describe('sign-in page', () => {
  it('offers Google and Microsoft (the configured ones) first, then email, then SSO', async () => {
    await renderScreens('/authenticate', PAGES, widgetCalls, { oauthProviders: ['google', 'slack', 'microsoft'] });
    await screen.findByRole('button', { name: 'Continue with SSO' });
    await waitFor(() =>
      expect(mainLayout()).toEqual([
        'Continue with Google',
        'Continue with Microsoft',
        '--or--',
        expect.any(String),
        expect.any(String),
        '--or--',
        'Continue with SSO',
      ]),
    );
  });

  it('without configured providers there are no OAuth buttons, SSO stays', async () => {
    await renderScreens('/authenticate', PAGES, widgetCalls);
    await screen.findByRole('button', { name: 'Continue with SSO' });
    expect(screen.queryByRole('button', { name: /Continue with (Google|Microsoft)/ })).toBeNull();
  });
});
