import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, renderScreens } from '../test/screen-api';
import { TrialBanner } from './trial-banner';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const plan = (subscriptionStatus: string, trialEnd: string | null) => (call: ApiCall) =>
  call.path === '/api/UserAccount/plan'
    ? ok({
        planCode: 'OAPro',
        planName: 'Online Arbitrage Pro',
        planFeatures: [],
        planLimits: [],
        subscriptionStatus,
        isActive: true,
        trialEnd,
        currentPeriodEnd: null,
      })
    : undefined;

/** A page of the shell: the banner above whatever the page shows. */
const Page = () => (
  <>
    <TrialBanner />
    <p>Suppliers</p>
  </>
);

describe('the trial banner', () => {
  it('says on every page how many trial days are left, with the way to Plan & billing', async () => {
    await renderScreens('/suppliers', [{ path: '/suppliers', component: Page }], plan('trialing', inDays(5)));
    const banner = await screen.findByRole('note', { name: 'Free trial' });
    expect(banner.textContent).toMatch(/^Free trial: 5 days left, until .+\.Plan & billing$/);
    expect(screen.getByRole('link', { name: 'Plan & billing' }).getAttribute('href')).toBe('/billing');
  });

  it('is not there outside a trial', async () => {
    await renderScreens('/suppliers', [{ path: '/suppliers', component: Page }], plan('active', null));
    await screen.findByText('Suppliers');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('note', { name: 'Free trial' })).toBeNull();
  });
});
