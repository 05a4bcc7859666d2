import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { ADMIN_ROLES, HIRER_ROLES } from '@galera/shared/auth/profiles.ts'
import { SETTINGS_TABS } from '@galera/shared/catalogue/settings.schemas.ts'
import { LoadingState } from '../components/states.tsx'
import { HomePage } from '../pages/client/home-page.tsx'
import { NotFoundPage } from '../pages/common/not-found-page.tsx'
import { GuestOnly, RequireUser } from './guards.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { RouteError } from './route-error.tsx'
import { pathTo, routes } from '../lib/routes.ts'
import { loadDomain } from '../lib/i18n.ts'

/*
 * Data-mode router. The home and not-found screens ship in the entry chunk; every other screen
 * is a lazy route, so the admin and provider areas (and the forms library) never load on the home page.
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
          { index: true, Component: HomePage },
          {
            path: routes.about,
            lazy: () =>
              Promise.all([import('../pages/client/about-page.tsx'), loadDomain('about')]).then(
                ([m]) => ({ Component: m.AboutPage }),
              ),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: routes.loginClient,
                lazy: () =>
                  import('../pages/client/client-login-page.tsx').then((m) => ({
                    Component: m.ClientLoginPage,
                  })),
              },
              {
                path: routes.loginCompany,
                lazy: () =>
                  import('../pages/company/company-login-page.tsx').then((m) => ({
                    Component: m.CompanyLoginPage,
                  })),
              },
              {
                path: routes.loginSuppliers,
                lazy: () =>
                  import('../pages/supplier/supplier-login-page.tsx').then((m) => ({
                    Component: m.SupplierLoginPage,
                  })),
              },
              {
                path: routes.loginAdmin,
                lazy: () =>
                  import('../pages/admin/admin-login-page.tsx').then((m) => ({
                    Component: m.AdminLoginPage,
                  })),
              },
            ],
          },
          {
            path: routes.forgotPassword,
            lazy: () =>
              import('../pages/common/forgot-password-page.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          // Sign-up (not guest-only: the wizard ends signed in, on its thank-you step).
          ...(
            [
              [routes.signupClient, 'ClientSignupPage'],
              [routes.signupCompany, 'CompanySignupPage'],
              [routes.signupPromoter, 'PromoterSignupPage'],
              [routes.signupSupplier, 'SupplierSignupPage'],
            ] as const
          ).map(([path, name]) => ({
            path,
            lazy: () =>
              import('../pages/signup/signup-pages.tsx').then((m) => ({
                Component: m[name],
                loader: m.signupLoader,
              })),
          })),
          {
            path: routes.search,
            lazy: () =>
              Promise.all([import('../pages/client/search-page.tsx'), loadDomain('search')]).then(
                ([m]) => ({ Component: m.SearchPage }),
              ),
          },
          {
            path: routes.category,
            lazy: () =>
              Promise.all([import('../pages/client/search-page.tsx'), loadDomain('search')]).then(
                ([m]) => ({ Component: m.SearchPage }),
              ),
          },
          {
            path: routes.promoter,
            lazy: () =>
              Promise.all([
                import('../pages/client/promoter-page.tsx'),
                loadDomain('promoterPage'),
              ]).then(([m]) => ({ Component: m.PromoterPage })),
          },
          {
            path: routes.comments,
            lazy: () =>
              Promise.all([
                import('../pages/client/comments-page.tsx'),
                loadDomain('promoterPage'),
              ]).then(([m]) => ({ Component: m.CommentsPage })),
          },
          {
            element: <RequireUser roles={['promoter']} />,
            children: [
              {
                path: routes.promoterPanel,
                lazy: () =>
                  Promise.all([
                    import('../pages/promoter/promoter-panel-page.tsx'),
                    loadDomain('promoterPanel'),
                  ]).then(([m]) => ({ Component: m.PromoterPanelPage })),
              },
              {
                path: routes.promoterEditProfile,
                lazy: () =>
                  Promise.all([
                    import('../pages/promoter/promoter-edit-profile-page.tsx'),
                    loadDomain('promoterPanel'),
                    loadDomain('profile'),
                  ]).then(([m]) => ({ Component: m.PromoterEditProfilePage })),
              },
              {
                path: routes.promoterJobs,
                lazy: () =>
                  Promise.all([
                    import('../pages/promoter/promoter-jobs-page.tsx'),
                    loadDomain('jobs'),
                    loadDomain('promoterPanel'),
                  ]).then(([m]) => ({ Component: m.PromoterJobsPage })),
              },
              {
                path: routes.promoterJob,
                lazy: () =>
                  Promise.all([
                    import('../pages/promoter/promoter-job-page.tsx'),
                    loadDomain('jobs'),
                    loadDomain('promoterPanel'),
                  ]).then(([m]) => ({ Component: m.PromoterJobPage })),
              },
              {
                path: routes.promoterEarnings,
                lazy: () =>
                  Promise.all([
                    import('../pages/promoter/promoter-earnings-page.tsx'),
                    loadDomain('jobs'),
                    loadDomain('promoterPanel'),
                  ]).then(([m]) => ({ Component: m.PromoterEarningsPage })),
              },
            ],
          },
          {
            element: <RequireUser roles={ADMIN_ROLES} />,
            children: [
              {
                path: routes.adminPromoters,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-promoters-page.tsx'),
                    loadDomain('admin'),
                  ]).then(([m]) => ({ Component: m.AdminPromotersPage })),
              },
              {
                path: routes.adminPromoter,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-promoter-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('profile'),
                    loadDomain('promoterPanel'),
                  ]).then(([m]) => ({ Component: m.AdminPromoterPage })),
              },
              {
                path: routes.homeAdmin,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-home-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('promotions'),
                    loadDomain('dashboards'),
                  ]).then(([m]) => ({
                    Component: m.AdminHomePage,
                  })),
              },
              {
                path: routes.adminUsers,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-users-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('profile'),
                    loadDomain('adminUserEdit'),
                  ]).then(([m]) => ({ Component: m.AdminUsersPage })),
              },
              {
                path: routes.adminCertifications,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-certifications-page.tsx'),
                    loadDomain('admin'),
                  ]).then(([m]) => ({ Component: m.AdminCertificationsPage })),
              },
              {
                path: routes.adminAdmins,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-admins-page.tsx'),
                    loadDomain('admin'),
                  ]).then(([m]) => ({ Component: m.AdminAdminsPage })),
              },
              {
                path: routes.adminTerms,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-terms-page.tsx'),
                    loadDomain('admin'),
                  ]).then(([m]) => ({ Component: m.AdminTermsPage })),
              },
              {
                path: routes.adminAudit,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-audit-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('audit'),
                  ]).then(([m]) => ({ Component: m.AdminAuditPage })),
              },
              {
                path: routes.adminFees,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-fees-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('fees'),
                    loadDomain('jobs'),
                  ]).then(([m]) => ({ Component: m.AdminFeesPage })),
              },
              {
                path: routes.adminPayouts,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-payouts-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('fees'),
                    loadDomain('jobs'),
                  ]).then(([m]) => ({ Component: m.AdminPayoutsPage })),
              },
              {
                path: routes.adminRatings,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-ratings-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('fees'),
                    loadDomain('jobs'),
                  ]).then(([m]) => ({ Component: m.AdminRatingsPage })),
              },
              {
                path: routes.adminSettingsIndex,
                element: (
                  <Navigate to={pathTo('adminSettings', { tab: SETTINGS_TABS[0] })} replace />
                ),
              },
              {
                path: routes.adminSettings,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-settings-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('catalogue'),
                    loadDomain('promotions'),
                    loadDomain('adminPromotions'),
                    loadDomain('media'),
                  ]).then(([m]) => ({ Component: m.AdminSettingsPage })),
              },
              {
                path: routes.adminProducts,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-products-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('products'),
                  ]).then(([m]) => ({ Component: m.AdminProductsPage })),
              },
              {
                path: routes.adminAuctions,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-auctions-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('promotions'),
                    loadDomain('adminPromotions'),
                  ]).then(([m]) => ({ Component: m.AdminAuctionsPage })),
              },
              {
                path: routes.adminAuction,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-auction-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('promotions'),
                    loadDomain('adminPromotions'),
                    loadDomain('media'),
                  ]).then(([m]) => ({ Component: m.AdminAuctionPage })),
              },
              {
                path: routes.adminSuppliers,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-suppliers-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('dashboards'),
                  ]).then(([m]) => ({ Component: m.AdminSuppliersPage })),
              },
              {
                path: routes.adminSupplier,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-supplier-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('dashboards'),
                    loadDomain('promotions'),
                    loadDomain('budgets'),
                    loadDomain('products'),
                  ]).then(([m]) => ({ Component: m.AdminSupplierPage })),
              },
              {
                path: routes.adminProduct,
                lazy: () =>
                  Promise.all([
                    import('../pages/admin/admin-product-page.tsx'),
                    loadDomain('admin'),
                    loadDomain('products'),
                    loadDomain('media'),
                  ]).then(([m]) => ({ Component: m.AdminProductPage })),
              },
            ],
          },
          {
            element: <RequireUser roles={['supplier']} />,
            children: [
              {
                path: routes.supplierStart,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-start-page.tsx'),
                    loadDomain('promotions'),
                    loadDomain('supplierPromotions'),
                    loadDomain('requests'),
                    loadDomain('dashboards'),
                  ]).then(([m]) => ({ Component: m.SupplierStartPage })),
              },
              {
                path: routes.supplierPromotions,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-promotions-page.tsx'),
                    loadDomain('promotions'),
                    loadDomain('supplierPromotions'),
                  ]).then(([m]) => ({ Component: m.SupplierPromotionsPage })),
              },
              {
                path: routes.supplierPromotion,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-promotion-page.tsx'),
                    loadDomain('promotions'),
                    loadDomain('supplierPromotions'),
                    loadDomain('media'),
                  ]).then(([m]) => ({ Component: m.SupplierPromotionPage })),
              },
              {
                path: routes.supplierRequests,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-requests-page.tsx'),
                    loadDomain('budgets'),
                    loadDomain('requests'),
                  ]).then(([m]) => ({ Component: m.SupplierRequestsPage })),
              },
              {
                path: routes.supplierRequest,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-request-page.tsx'),
                    loadDomain('budgets'),
                    loadDomain('requests'),
                  ]).then(([m]) => ({ Component: m.SupplierRequestPage })),
              },
              {
                path: routes.supplierAuction,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-auction-page.tsx'),
                    loadDomain('budgets'),
                    loadDomain('requests'),
                  ]).then(([m]) => ({ Component: m.SupplierAuctionPage })),
              },
              {
                path: routes.supplierProducts,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-products-page.tsx'),
                    loadDomain('products'),
                  ]).then(([m]) => ({ Component: m.SupplierProductsPage })),
              },
              {
                path: routes.supplierProduct,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-product-page.tsx'),
                    loadDomain('products'),
                    loadDomain('media'),
                  ]).then(([m]) => ({ Component: m.SupplierProductPage })),
              },
              {
                path: routes.supplierCompanyPage,
                lazy: () =>
                  Promise.all([
                    import('../pages/supplier/supplier-company-page-editor.tsx'),
                    loadDomain('catalogue'),
                    loadDomain('profile'),
                  ]).then(([m]) => ({ Component: m.SupplierCompanyPageEditor })),
              },
            ],
          },
          {
            path: routes.suppliers,
            lazy: () =>
              Promise.all([
                import('../pages/client/suppliers-page.tsx'),
                loadDomain('catalogue'),
              ]).then(([m]) => ({ Component: m.SuppliersPage })),
          },
          {
            path: routes.supplier,
            lazy: () =>
              Promise.all([
                import('../pages/client/supplier-page.tsx'),
                loadDomain('catalogue'),
              ]).then(([m]) => ({ Component: m.SupplierPage })),
          },
          {
            path: routes.product,
            lazy: () =>
              Promise.all([
                import('../pages/client/product-page.tsx'),
                loadDomain('products'),
                loadDomain('budgets'),
              ]).then(([m]) => ({ Component: m.ProductPage })),
          },
          {
            path: routes.choose,
            lazy: () =>
              Promise.all([import('../pages/client/choose-page.tsx'), loadDomain('budgets')]).then(
                ([m]) => ({ Component: m.ChoosePage }),
              ),
          },
          {
            element: <RequireUser roles={HIRER_ROLES} />,
            children: [
              {
                path: routes.hirerJobs,
                lazy: () =>
                  Promise.all([
                    import('../pages/company/hirer-jobs-page.tsx'),
                    loadDomain('jobs'),
                    loadDomain('hire'),
                  ]).then(([m]) => ({ Component: m.HirerJobsPage })),
              },
              {
                path: routes.hirerJob,
                lazy: () =>
                  Promise.all([
                    import('../pages/company/hirer-job-page.tsx'),
                    loadDomain('jobs'),
                    loadDomain('hire'),
                  ]).then(([m]) => ({ Component: m.HirerJobPage })),
              },
              {
                path: routes.hirerBudgets,
                lazy: () =>
                  Promise.all([
                    import('../pages/company/hirer-budgets-page.tsx'),
                    loadDomain('budgets'),
                  ]).then(([m]) => ({ Component: m.HirerBudgetsPage })),
              },
              {
                path: routes.hirerBudget,
                lazy: () =>
                  Promise.all([
                    import('../pages/company/hirer-budget-page.tsx'),
                    loadDomain('budgets'),
                  ]).then(([m]) => ({ Component: m.HirerBudgetPage })),
              },
              {
                path: routes.reverseAuctionNew,
                lazy: () =>
                  Promise.all([
                    import('../pages/company/reverse-auction-page.tsx'),
                    loadDomain('budgets'),
                  ]).then(([m]) => ({ Component: m.ReverseAuctionPage })),
              },
            ],
          },
          {
            path: routes.cacheSuggestion,
            lazy: () =>
              Promise.all([
                import('../pages/client/cache-suggestion-page.tsx'),
                loadDomain('hire'),
                loadDomain('fees'),
                loadDomain('jobs'),
              ]).then(([m]) => ({ Component: m.CacheSuggestionPage })),
          },
          {
            element: <RequireUser />,
            children: [
              {
                path: routes.profile,
                lazy: () =>
                  Promise.all([
                    import('../pages/common/profile-page.tsx'),
                    loadDomain('profile'),
                  ]).then(([m]) => ({
                    Component: m.ProfilePage,
                  })),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routeTree)
}
