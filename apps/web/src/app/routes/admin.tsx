import { Navigate, type RouteObject } from 'react-router'
import { ADMIN_ROLES } from '@galera/shared/auth/profiles.ts'
import { SETTINGS_TABS } from '@galera/shared/catalogue/settings-tabs.ts'
import { pathTo, routes } from '../../lib/routes.ts'
import { RequireUser } from '../guards.tsx'
import { screen } from './screen.ts'

/** The admin area: every tab of the admin panel. */
export const adminRoutes: RouteObject = {
  element: <RequireUser roles={ADMIN_ROLES} />,
  children: [
    {
      path: routes.adminPromoters,
      lazy: screen(
        () => import('../../pages/admin/admin-promoters-page.tsx'),
        (m) => m.AdminPromotersPage,
        'admin',
      ),
    },
    {
      path: routes.adminPromoter,
      lazy: screen(
        () => import('../../pages/admin/admin-promoter-page.tsx'),
        (m) => m.AdminPromoterPage,
        'admin',
        'profile',
        'promoterPanel',
      ),
    },
    {
      path: routes.homeAdmin,
      lazy: screen(
        () => import('../../pages/admin/admin-home-page.tsx'),
        (m) => m.AdminHomePage,
        'admin',
        'promotions',
        'dashboards',
      ),
    },
    {
      path: routes.adminUsers,
      lazy: screen(
        () => import('../../pages/admin/admin-users-page.tsx'),
        (m) => m.AdminUsersPage,
        'admin',
        'profile',
        'adminUserEdit',
      ),
    },
    {
      path: routes.adminCertifications,
      lazy: screen(
        () => import('../../pages/admin/admin-certifications-page.tsx'),
        (m) => m.AdminCertificationsPage,
        'admin',
      ),
    },
    {
      path: routes.adminAdmins,
      lazy: screen(
        () => import('../../pages/admin/admin-admins-page.tsx'),
        (m) => m.AdminAdminsPage,
        'admin',
      ),
    },
    {
      path: routes.adminTerms,
      lazy: screen(
        () => import('../../pages/admin/admin-terms-page.tsx'),
        (m) => m.AdminTermsPage,
        'admin',
      ),
    },
    {
      path: routes.adminAudit,
      lazy: screen(
        () => import('../../pages/admin/admin-audit-page.tsx'),
        (m) => m.AdminAuditPage,
        'admin',
        'audit',
      ),
    },
    {
      path: routes.adminFees,
      lazy: screen(
        () => import('../../pages/admin/admin-fees-page.tsx'),
        (m) => m.AdminFeesPage,
        'admin',
        'fees',
        'jobs',
      ),
    },
    {
      path: routes.adminPayouts,
      lazy: screen(
        () => import('../../pages/admin/admin-payouts-page.tsx'),
        (m) => m.AdminPayoutsPage,
        'admin',
        'fees',
        'jobs',
      ),
    },
    {
      path: routes.adminPayments,
      lazy: screen(
        () => import('../../pages/admin/admin-payments-page.tsx'),
        (m) => m.AdminPaymentsPage,
        'admin',
        'fees',
      ),
    },
    {
      path: routes.adminRatings,
      lazy: screen(
        () => import('../../pages/admin/admin-ratings-page.tsx'),
        (m) => m.AdminRatingsPage,
        'admin',
        'fees',
        'jobs',
      ),
    },
    {
      path: routes.adminSettingsIndex,
      element: <Navigate to={pathTo('adminSettings', { tab: SETTINGS_TABS[0] })} replace />,
    },
    {
      path: routes.adminSettings,
      lazy: screen(
        () => import('../../pages/admin/admin-settings-page.tsx'),
        (m) => m.AdminSettingsPage,
        'admin',
        'catalogue',
        'promotions',
        'adminPromotions',
        'media',
      ),
    },
    {
      path: routes.adminProducts,
      lazy: screen(
        () => import('../../pages/admin/admin-products-page.tsx'),
        (m) => m.AdminProductsPage,
        'admin',
        'products',
      ),
    },
    {
      path: routes.adminAuctions,
      lazy: screen(
        () => import('../../pages/admin/admin-auctions-page.tsx'),
        (m) => m.AdminAuctionsPage,
        'admin',
        'promotions',
        'adminPromotions',
      ),
    },
    {
      path: routes.adminAuction,
      lazy: screen(
        () => import('../../pages/admin/admin-auction-page.tsx'),
        (m) => m.AdminAuctionPage,
        'admin',
        'promotions',
        'adminPromotions',
        'media',
      ),
    },
    {
      path: routes.adminSuppliers,
      lazy: screen(
        () => import('../../pages/admin/admin-suppliers-page.tsx'),
        (m) => m.AdminSuppliersPage,
        'admin',
        'dashboards',
      ),
    },
    {
      path: routes.adminSupplier,
      lazy: screen(
        () => import('../../pages/admin/admin-supplier-page.tsx'),
        (m) => m.AdminSupplierPage,
        'admin',
        'dashboards',
        'promotions',
        'budgets',
        'products',
      ),
    },
    {
      path: routes.adminConversations,
      lazy: screen(
        () => import('../../pages/admin/admin-conversations-page.tsx'),
        (m) => m.AdminConversationsPage,
        'admin',
        'conversations',
      ),
    },
    {
      path: routes.adminConversation,
      lazy: screen(
        () => import('../../pages/admin/admin-conversation-page.tsx'),
        (m) => m.AdminConversationPage,
        'admin',
        'conversations',
      ),
    },
    {
      path: routes.adminProduct,
      lazy: screen(
        () => import('../../pages/admin/admin-product-page.tsx'),
        (m) => m.AdminProductPage,
        'admin',
        'products',
        'media',
      ),
    },
  ],
}
