import type { RouteObject } from 'react-router'
import { HomePage } from '../../pages/client/home-page.tsx'
import { routes } from '../../lib/routes.ts'
import { GuestOnly } from '../guards.tsx'
import { screen } from './screen.ts'

/** What anyone may open: home, about, logins, sign-up, search, promoter, supplier and product pages. */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: routes.about,
    lazy: screen(
      () => import('../../pages/client/about-page.tsx'),
      (m) => m.AboutPage,
      'about',
    ),
  },
  {
    element: <GuestOnly />,
    children: [
      {
        path: routes.loginClient,
        lazy: screen(
          () => import('../../pages/client/client-login-page.tsx'),
          (m) => m.ClientLoginPage,
        ),
      },
      {
        path: routes.loginCompany,
        lazy: screen(
          () => import('../../pages/company/company-login-page.tsx'),
          (m) => m.CompanyLoginPage,
        ),
      },
      {
        path: routes.loginSuppliers,
        lazy: screen(
          () => import('../../pages/supplier/supplier-login-page.tsx'),
          (m) => m.SupplierLoginPage,
        ),
      },
      {
        path: routes.loginAdmin,
        lazy: screen(
          () => import('../../pages/admin/admin-login-page.tsx'),
          (m) => m.AdminLoginPage,
        ),
      },
    ],
  },
  {
    path: routes.forgotPassword,
    lazy: screen(
      () => import('../../pages/common/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
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
      import('../../pages/signup/signup-pages.tsx').then((m) => ({
        Component: m[name],
        loader: m.signupLoader,
      })),
  })),
  {
    path: routes.search,
    lazy: screen(
      () => import('../../pages/client/search-page.tsx'),
      (m) => m.SearchPage,
      'search',
    ),
  },
  {
    path: routes.category,
    lazy: screen(
      () => import('../../pages/client/search-page.tsx'),
      (m) => m.SearchPage,
      'search',
    ),
  },
  {
    path: routes.promoter,
    lazy: screen(
      () => import('../../pages/client/promoter-page.tsx'),
      (m) => m.PromoterPage,
      'promoterPage',
      'conversations',
    ),
  },
  {
    path: routes.comments,
    lazy: screen(
      () => import('../../pages/client/comments-page.tsx'),
      (m) => m.CommentsPage,
      'promoterPage',
    ),
  },
  {
    path: routes.suppliers,
    lazy: screen(
      () => import('../../pages/client/suppliers-page.tsx'),
      (m) => m.SuppliersPage,
      'catalogue',
    ),
  },
  {
    path: routes.supplier,
    lazy: screen(
      () => import('../../pages/client/supplier-page.tsx'),
      (m) => m.SupplierPage,
      'catalogue',
    ),
  },
  {
    path: routes.product,
    lazy: screen(
      () => import('../../pages/client/product-page.tsx'),
      (m) => m.ProductPage,
      'products',
      'budgets',
    ),
  },
  {
    path: routes.choose,
    lazy: screen(
      () => import('../../pages/client/choose-page.tsx'),
      (m) => m.ChoosePage,
      'budgets',
    ),
  },
  {
    path: routes.cacheSuggestion,
    lazy: screen(
      () => import('../../pages/client/cache-suggestion-page.tsx'),
      (m) => m.CacheSuggestionPage,
      'hire',
      'fees',
      'jobs',
    ),
  },
]
