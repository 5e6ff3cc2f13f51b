import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

const request = '/oauth/authorize?client_id=ca-1&redirect_uri=https%3A%2F%2Frp.example%2Fcb&scope=openid%20email&state=s-1';

async function land(path: string, signedIn: boolean) {
  const router = createAppRouter({ queryClient: new QueryClient(), isSignedIn: () => signedIn, initialPath: path });
  await router.load();
  return router.state.location;
}

describe('connected-app routes', () => {
  it('/oauth/authorize signed out goes to sign in, keeping the whole request in next', async () => {
    const location = await land(request, false);
    expect(location.pathname).toBe('/auth/authenticate');
    const next = (location.search as { next?: string }).next ?? '';
    const back = new URL(next, 'http://app.test');
    expect(back.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      scope: 'openid email',
      state: 's-1',
    });
  });

  it('/oauth/authorize signed in stays, and /oauth/logout needs no session', async () => {
    expect((await land(request, true)).pathname).toBe('/oauth/authorize');
    expect(
      (await land('/oauth/logout?client_id=ca-1&post_logout_redirect_uri=https%3A%2F%2Frp.example%2Fbye', false)).pathname,
    ).toBe('/oauth/logout');
  });
});
