import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { AREAS } from './areas';

export type RouterContext = { queryClient: QueryClient };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});

// Each area's page is its own chunk, loaded on first visit. Areas without screens yet
// share the intro page that says what they are for.
const areaRoutes = AREAS.map((area) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: area.path,
    component: lazyRouteComponent(area.load ?? (() => import('../components/area-intro-page'))),
  }),
);

const routeTree = rootRoute.addChildren(areaRoutes);

/** The router; tests pass an initial path to render a page without a browser history. */
export function createAppRouter(options: { queryClient: QueryClient; initialPath?: string }) {
  return createRouter({
    routeTree,
    context: { queryClient: options.queryClient },
    defaultPreload: 'intent',
    ...(options.initialPath ? { history: createMemoryHistory({ initialEntries: [options.initialPath] }) } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
