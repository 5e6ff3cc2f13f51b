import type { Browser } from '@playwright/test';
import { test } from './fixtures';
import { OPERATOR, sellerApi, signInWithPassword } from './web-support';

export type ConnectedAppInput = {
  client_name: string;
  client_description: string;
  client_type: 'first_party' | 'third_party';
  confidentiality: 'confidential' | 'public';
  redirect_urls: string[];
  post_logout_redirect_urls: string[];
};

/** Registers a connected app as the demo operator (a platform admin) does in the admin area's API. */
export async function registerConnectedApp(browser: Browser, input: ConnectedAppInput) {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  const page = await context.newPage();
  await signInWithPassword(page, OPERATOR, '/admin');
  const api = await sellerApi(page);
  const app = await api<{ client_id: string; client_secret: string | null }>('POST', '/api/admin/identity/connected-apps', input);
  await context.close();
  return app;
}
