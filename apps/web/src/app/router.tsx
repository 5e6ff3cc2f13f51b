import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import type { Requester } from '../lib/request';
import { AREAS, type Area, DETAIL_PAGES } from './areas';
import { afterFirstRequests, releaseCode } from './code-after-requests';

export type RouterContext = {
  queryClient: QueryClient;
  /** Whether a member is signed in (the identity client's local session). */
  isSignedIn: () => boolean;
  /** The request wrapper of the session (given to the router's provider), for the areas' prefetches. */
  requester: Requester | null;
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <Container size="sm" px="lg">
      <NotFoundPage />
    </Container>
  ),
});

// The sign-in pages (spec section 2): the login widget, outside the app's shell. Email links come
// back to /authenticate with their token; `next` is where to go once signed in (any other
// value is dropped). The sign-in path loads neither zod nor the shell (issue 8's budget).
const signInPage = lazyRouteComponent(() => import('../features/auth/sign-in-page'));
const signInOptions = {
  getParentRoute: () => rootRoute,
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: signInPage,
};
const signInRoute = createRoute({ ...signInOptions, path: '/auth/authenticate' });
const authenticateRoute = createRoute({ ...signInOptions, path: '/authenticate' });

// The consent and logout pages of connected apps (docs/identity.md): the widget reads the OAuth
// request from the address. Consent needs a session: without one the member signs in first and
// comes back to the same request. Logout works with or without one.
const connectedAppPage = lazyRouteComponent(() => import('../features/auth/connected-app-page'));
const authorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/authorize',
  component: connectedAppPage,
  beforeLoad: ({ context, location }) => {
    if (!context.isSignedIn()) throw redirect({ to: '/auth/authenticate', search: { next: location.href } });
  },
});
const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/oauth/logout', component: connectedAppPage });

// The IT-admin portal (docs/identity.md): opened by a one-time link, with a session of its own
// limited to SSO, SCIM and domains; no member session needed, so outside the app's shell.
const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal',
  component: lazyRouteComponent(() => import('../features/settings/portal/portal-page')),
});

/** The signed-in shell's chunk (main.tsx starts it early on a signed-in address). */
export const loadShell = () => import('../components/app-layout');

// Everything else needs a session; without one the visit goes to sign in and comes back after.
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(afterFirstRequests(loadShell), 'AppLayout'),
  beforeLoad: ({ context, location }) => {
    if (context.isSignedIn()) return;
    releaseCode(); // the held screen is not drawn: nothing to wait for
    throw redirect({ to: '/auth/authenticate', search: { next: location.href } });
  },
});

// Each area's page is its own chunk, loaded on first visit. Areas without screens yet
// share the intro page that says what they are for.
const areaRoutes = AREAS.map((area) =>
  createRoute({
    getParentRoute: () => appRoute,
    path: area.path,
    component: lazyRouteComponent(afterFirstRequests(area.load ?? (() => import('../components/area-intro-page')))),
    // Not awaited: the page shows at once with its loaders, and its queries find the requests started.
    loader: ({ context, location }) => startPrefetch(area, context, location.search),
  }),
);

/**
 * Starts the area's prefetch, if it has one; a failure is left to the page's own queries to show.
 * Then lets held code load (code-after-requests.ts): a task later, once the request wrapper's
 * awaits have made the `fetch` calls, so the requests are queued before the chunks.
 */
function startPrefetch(area: Area, context: RouterContext, search: Record<string, unknown>): void {
  const request = context.requester;
  if (!area.prefetch || !request) {
    releaseCode();
    return;
  }
  area
    .prefetch()
    .then((m) => void m.prefetch({ queryClient: context.queryClient, request, search }).catch(() => undefined))
    .catch(() => undefined)
    .finally(() => setTimeout(releaseCode, 0));
}

const detailRoutes = DETAIL_PAGES.map((page) =>
  createRoute({ getParentRoute: () => appRoute, path: page.path, component: lazyRouteComponent(page.load) }),
);

const routeTree = rootRoute.addChildren([
  signInRoute,
  authenticateRoute,
  authorizeRoute,
  logoutRoute,
  portalRoute,
  appRoute.addChildren([...areaRoutes, ...detailRoutes]),
]);

/** The router; tests pass an initial path to render a page without a browser history. */
export function createAppRouter(options: { queryClient: QueryClient; isSignedIn: () => boolean; initialPath?: string }) {
  return createRouter({
    routeTree,
    context: { queryClient: options.queryClient, isSignedIn: options.isSignedIn, requester: null },
    defaultPreload: 'intent',
    ...(options.initialPath ? { history: createMemoryHistory({ initialEntries: [options.initialPath] }) } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
