import type { RouteObject } from 'react-router'
import { HIRER_ROLES } from '@galera/shared/auth/profiles.ts'
import { routes } from '../../lib/routes.ts'
import { RequireUser } from '../guards.tsx'
import { screen } from './screen.ts'

/** The hirer's (client or company) panel: jobs, budgets and reverse auctions. */
export const clientRoutes: RouteObject = {
  element: <RequireUser roles={HIRER_ROLES} />,
  children: [
    {
      path: routes.hirerJobs,
      lazy: screen(
        () => import('../../pages/company/hirer-jobs-page.tsx'),
        (m) => m.HirerJobsPage,
        'jobs',
        'hire',
      ),
    },
    {
      path: routes.hirerJob,
      lazy: screen(
        () => import('../../pages/company/hirer-job-page.tsx'),
        (m) => m.HirerJobPage,
        'jobs',
        'hire',
        'conversations',
      ),
    },
    {
      path: routes.hirerBudgets,
      lazy: screen(
        () => import('../../pages/company/hirer-budgets-page.tsx'),
        (m) => m.HirerBudgetsPage,
        'budgets',
      ),
    },
    {
      path: routes.hirerBudget,
      lazy: screen(
        () => import('../../pages/company/hirer-budget-page.tsx'),
        (m) => m.HirerBudgetPage,
        'budgets',
        'conversations',
      ),
    },
    {
      path: routes.reverseAuctionNew,
      lazy: screen(
        () => import('../../pages/company/reverse-auction-page.tsx'),
        (m) => m.ReverseAuctionPage,
        'budgets',
      ),
    },
  ],
}

/** What every signed-in user has: the profile and the conversations (ADR 0056). */
export const accountRoutes: RouteObject = {
  element: <RequireUser />,
  children: [
    {
      path: routes.profile,
      lazy: screen(
        () => import('../../pages/common/profile-page.tsx'),
        (m) => m.ProfilePage,
        'profile',
      ),
    },
    {
      path: routes.conversations,
      lazy: screen(
        () => import('../../pages/common/conversations-page.tsx'),
        (m) => m.ConversationsPage,
        'conversations',
      ),
    },
    {
      path: routes.conversation,
      lazy: screen(
        () => import('../../pages/common/conversation-page.tsx'),
        (m) => m.ConversationPage,
        'conversations',
      ),
    },
  ],
}
