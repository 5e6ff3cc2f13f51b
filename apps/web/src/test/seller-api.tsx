import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Product } from '@shelfscope/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';

import { vi } from 'vitest';
import type { z } from 'zod';
import { createRequester } from '../lib/request';
import { RequesterProvider } from '../lib/requester-context';
import { createSession, SessionProvider } from '../lib/session';
import { mantineToaster } from '../lib/toaster';
import { signedInIdentity } from './identity';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

export const envelope = (data: unknown) => ({ errors: [], details: null, hasErrors: false, data });
export const failure = (status: number, description: string) => ({
  status,
  body: { errors: [{ type: 'bad_request', description }], details: null, hasErrors: true, data: null },
});

/**
 * For component tests of the seller screens. The seller API at the network boundary: `handle` answers each call (undefined: 404), every
 * call is recorded. Pages render in the app's real providers, request wrapper and session.
 */
export async function renderPages(
  path: string,
  pages: { path: string; component: RouteComponent }[],
  handle: Handler,
): Promise<{ calls: Call[] }> {
  const standIn = await signedInIdentity();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const answer = handle(call) ?? failure(404, `No route ${call.method} ${call.path}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const session = createSession(standIn.identity.client, standIn.identity.config, { go: () => {} });
  const requester = createRequester({ auth: session.auth, toast: mantineToaster });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  // Where a page navigates to without being under test: a line naming the path it landed on.
  const Landed = () => <p>{`landed at ${useRouterState({ select: (state) => state.location.pathname })}`}</p>;
  const landings = ['/shortlists', '/purchase-orders', '/purchase-orders/$orderId'].filter(
    (l) => !pages.some((p) => p.path === l),
  );
  const routes = [
    ...pages.map((p) => createRoute({ getParentRoute: () => root, path: p.path, component: p.component })),
    ...landings.map((l) => createRoute({ getParentRoute: () => root, path: l, component: Landed })),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <MantineProvider>
      <Notifications />
      <SessionProvider value={session}>
        <RequesterProvider requester={requester}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </RequesterProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  return { calls };
}

const CANDIDATES: unknown[] = [null, 0, '', false, [], {}, '00000000-0000-4000-8000-000000000000', '2026-11-23T10:00:00.000Z'];

/** A product that passes the contract: every field the first plain value its schema takes, then `fields`. */
export function product(fields: Partial<z.infer<typeof Product>>): z.infer<typeof Product> {
  const value: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(Product.shape)) {
    value[key] = CANDIDATES.find((c) => (schema as z.ZodType).safeParse(c).success);
  }
  return Product.parse({ ...value, ...fields });
}
