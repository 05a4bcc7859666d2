import type { RouteObject } from 'react-router'
import { routes } from '../../lib/routes.ts'
import { RequireUser } from '../guards.tsx'
import { screen } from './screen.ts'

/** The promoter's panel: home, profile editor, jobs and earnings. */
export const promoterRoutes: RouteObject = {
  element: <RequireUser roles={['promoter']} />,
  children: [
    {
      path: routes.promoterPanel,
      lazy: screen(
        () => import('../../pages/promoter/promoter-panel-page.tsx'),
        (m) => m.PromoterPanelPage,
        'promoterPanel',
      ),
    },
    {
      path: routes.promoterEditProfile,
      lazy: screen(
        () => import('../../pages/promoter/promoter-edit-profile-page.tsx'),
        (m) => m.PromoterEditProfilePage,
        'promoterPanel',
        'profile',
      ),
    },
    {
      path: routes.promoterJobs,
      lazy: screen(
        () => import('../../pages/promoter/promoter-jobs-page.tsx'),
        (m) => m.PromoterJobsPage,
        'jobs',
        'promoterPanel',
      ),
    },
    {
      path: routes.promoterJob,
      lazy: screen(
        () => import('../../pages/promoter/promoter-job-page.tsx'),
        (m) => m.PromoterJobPage,
        'jobs',
        'promoterPanel',
        'conversations',
      ),
    },
    {
      path: routes.promoterEarnings,
      lazy: screen(
        () => import('../../pages/promoter/promoter-earnings-page.tsx'),
        (m) => m.PromoterEarningsPage,
        'jobs',
        'promoterPanel',
      ),
    },
  ],
}
