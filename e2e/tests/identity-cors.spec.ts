import { CROSS_LOOPBACK_LAUNCH } from '../playwright.config';
import { expect, test } from './fixtures';
import { expectRefusedRequests } from './widget-support';

// Chromium asks before a page reaches another loopback address (local network access): the
// "embedding site" here is localhost and the API 127.0.0.1, both loopback, so that check is off.
test.use({ launchOptions: CROSS_LOOPBACK_LAUNCH });

test.describe('identity API: CORS in a browser', () => {
  test("a page on another allowed origin reads the identity API's JSON errors (CORS on a 404 and a 401)", async ({
    page,
    consoleErrors,
  }) => {
    const api = String(test.info().project.use.baseURL);
    const { public_token: publicToken } = (await (await page.request.get(`${api}/dev/project`)).json()) as {
      public_token: string;
    };
    // A page of another origin (localhost instead of 127.0.0.1), as an embedding site would be;
    // the page itself is answered here, the calls go to the real server.
    const embedder = `${api.replace('127.0.0.1', 'localhost')}/embedding-site`;
    await page.route(embedder, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Site</title>' }),
    );
    await page.goto(embedder);
    const answers = await page.evaluate(
      async ({ api, publicToken }) => {
        // As the official client calls: credentials included, its headers (so a preflight first).
        const call = async (path: string) => {
          const res = await fetch(`${api}/sdk/v1${path}`, {
            method: 'POST',
            credentials: 'include',
            headers: {
              Authorization: `Basic ${btoa(`${publicToken}:${publicToken}`)}`,
              'Content-Type': 'application/json',
              'X-SDK-Client': btoa('{}'),
              'X-SDK-Parent-Host': location.origin,
            },
            body: '{}',
          });
          return { status: res.status, type: ((await res.json()) as { error_type: string }).error_type };
        };
        return [await call('/b2b/no-such-route'), await call('/b2b/sessions/authenticate')];
      },
      { api, publicToken },
    );
    expect(answers).toEqual([
      { status: 404, type: 'route_not_found' },
      { status: 401, type: 'user_unauthenticated' },
    ]);
    expectRefusedRequests(consoleErrors, 404, 401);
  });
});
