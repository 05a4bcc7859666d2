import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router'
import { LoadingState } from '../components/states.tsx'
import { NotFoundPage } from '../pages/common/not-found-page.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { RouteError } from './route-error.tsx'
import { adminRoutes } from './routes/admin.tsx'
import { accountRoutes, clientRoutes } from './routes/client.tsx'
import { promoterRoutes } from './routes/promoter.tsx'
import { publicRoutes } from './routes/public.tsx'
import { supplierRoutes } from './routes/supplier.tsx'

/*
 * Data-mode router, its table split by area under `routes/`. The home and not-found screens ship
 * in the entry chunk; every other screen is a lazy route, so the admin and provider areas (and the
 * forms library) never load on the home page.
 */
export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...publicRoutes,
          promoterRoutes,
          adminRoutes,
          supplierRoutes,
          clientRoutes,
          accountRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]

/** `hydrationData`: what the server rendered the page with (ADR 0049). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routeTree, { hydrationData })
}

/**
 * Before hydrating a page the server rendered, its lazy routes load (with their words), so the
 * first render in the browser is the server's page and not a loading fallback.
 */
export async function loadMatchedLazyRoutes(pathname: string) {
  const matches = matchRoutes(routeTree, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}
