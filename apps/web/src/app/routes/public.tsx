import type { RouteObject } from 'react-router'
import { HomePage } from '../../pages/client/home-page.tsx'
import { routes } from '../../lib/routes.ts'
import { GuestOnly } from '../guards.tsx'
import { BROWSE, SERVER_RENDERED, screen } from './screen.ts'

/**
 * What anyone may open: home, about, logins, sign-up, search, promoter, supplier and product pages.
 * Those with `handle: SERVER_RENDERED` are rendered on the server and hydrated (ADR 0049); those
 * with `handle: BROWSE` too, but for a visitor without a session only on the first interaction
 * (ADR 0073).
 */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage, handle: BROWSE },
  {
    path: routes.about,
    handle: BROWSE,
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
        handle: SERVER_RENDERED,
        lazy: screen(
          () => import('../../pages/client/client-login-page.tsx'),
          (m) => m.ClientLoginPage,
        ),
      },
      {
        path: routes.loginCompany,
        handle: SERVER_RENDERED,
        lazy: screen(
          () => import('../../pages/company/company-login-page.tsx'),
          (m) => m.CompanyLoginPage,
        ),
      },
      {
        path: routes.loginSuppliers,
        handle: SERVER_RENDERED,
        lazy: screen(
          () => import('../../pages/supplier/supplier-login-page.tsx'),
          (m) => m.SupplierLoginPage,
        ),
      },
      {
        path: routes.loginAdmin,
        handle: SERVER_RENDERED,
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
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../../pages/signup/signup-pages.tsx'),
      (m) => m[name],
      'signup',
    ),
  })),
  {
    path: routes.search,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/search-page.tsx'),
      (m) => m.SearchPage,
      'search',
    ),
  },
  {
    path: routes.category,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/search-page.tsx'),
      (m) => m.SearchPage,
      'search',
    ),
  },
  {
    path: routes.promoter,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/promoter-page.tsx'),
      (m) => m.PromoterPage,
      'promoterPage',
      'conversations',
    ),
  },
  {
    path: routes.comments,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/comments-page.tsx'),
      (m) => m.CommentsPage,
      'promoterPage',
    ),
  },
  {
    path: routes.suppliers,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/suppliers-page.tsx'),
      (m) => m.SuppliersPage,
      'catalogue',
    ),
  },
  {
    path: routes.supplier,
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/supplier-page.tsx'),
      (m) => m.SupplierPage,
      'catalogue',
    ),
  },
  {
    path: routes.product,
    handle: BROWSE,
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
    handle: BROWSE,
    lazy: screen(
      () => import('../../pages/client/cache-suggestion-page.tsx'),
      (m) => m.CacheSuggestionPage,
      'hire',
      'fees',
      'jobs',
    ),
  },
]
