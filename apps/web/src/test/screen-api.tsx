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
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import type { z } from 'zod';
import { createRequester } from '../lib/request';
import { RequesterProvider } from '../lib/requester-context';
import { createSession, SessionProvider } from '../lib/session';
import { mantineToaster } from '../lib/toaster';
import { type IdentityStandInOptions, signedInIdentity } from './identity';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ApiAnswer = { status?: number; body: unknown };
/** Answers a call (undefined: 404); a promise answers when it settles (a slow server). */
export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

export const ok = (data: unknown, extra: Record<string, unknown> = {}): ApiAnswer => ({
  body: { errors: [], details: null, hasErrors: false, data, ...extra },
});
export const refused = (status: number, errors: { description: string; field?: string }[]): ApiAnswer => ({
  status,
  body: { errors: errors.map((e) => ({ type: 'validation', ...e })), details: null, hasErrors: true, data: null },
});

/** A refusal with one error: `refusal(404, 'Shortlist not found')`. */
export const refusal = (status: number, description: string): ApiAnswer => refused(status, [{ description }]);

/** A shortlist line a buyer added: approved, no proposal (docs/teams.md). */
export const APPROVED_LINE = {
  status: 'approved' as 'approved' | 'proposed' | 'rejected',
  proposedBy: null as string | null,
  note: null as string | null,
  decidedBy: null as string | null,
  decidedAt: null as string | null,
  decisionComment: null as string | null,
};

export const BASE_FIELDS = {
  companyId: '33333333-3333-4333-8333-333333333333',
  created: '2026-11-23T10:00:00.000Z',
  createdBy: null,
  modified: null,
  modifiedBy: null,
  deleted: false,
  deletedBy: null,
};

/**
 * Renders feature screens in the app's real providers, request wrapper and session, with the
 * seller API answered at the network boundary: `handle` answers each call (undefined: 404) and
 * every call is recorded. Any other path renders "landed on <path><search>".
 */
export async function renderScreens(
  path: string,
  pages: { path: string; component: ComponentType }[],
  handle: ApiHandler,
  identity?: IdentityStandInOptions,
) {
  const standIn = await signedInIdentity(identity);
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test');
      // A multipart body (an upload) is recorded as its text fields.
      const body =
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? Object.fromEntries([...init.body.entries()].filter(([, value]) => typeof value === 'string'))
            : undefined;
      const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const answer = (await handle(call)) ?? refused(404, [{ description: `No route ${call.method} ${call.path}` }]);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const session = createSession(standIn.identity.client, standIn.identity.config, { go: () => {} });
  const requester = createRequester({ auth: session.auth, toast: mantineToaster });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet, notFoundComponent: Landed });
  const routes = pages.map((p) =>
    createRoute({ getParentRoute: () => root, path: p.path, component: p.component as () => ReactNode }),
  );
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
  return { calls, router, identityCalls: standIn.calls, queryClient };
}

function Landed() {
  const location = useLocation();
  return <p>{`landed on ${location.pathname}${location.searchStr}`}</p>;
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
