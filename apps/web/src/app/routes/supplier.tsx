import type { RouteObject } from 'react-router'
import { routes } from '../../lib/routes.ts'
import { RequireUser } from '../guards.tsx'
import { screen } from './screen.ts'

/** The supplier's panel: start, promotions, requests and auctions, products, company page. */
export const supplierRoutes: RouteObject = {
  element: <RequireUser roles={['supplier']} />,
  children: [
    {
      path: routes.supplierStart,
      lazy: screen(
        () => import('../../pages/supplier/supplier-start-page.tsx'),
        (m) => m.SupplierStartPage,
        'promotions',
        'supplierPromotions',
        'requests',
        'dashboards',
      ),
    },
    {
      path: routes.supplierPromotions,
      lazy: screen(
        () => import('../../pages/supplier/supplier-promotions-page.tsx'),
        (m) => m.SupplierPromotionsPage,
        'promotions',
        'supplierPromotions',
      ),
    },
    {
      path: routes.supplierAdInvoices,
      lazy: screen(
        () => import('../../pages/supplier/supplier-ad-invoices-page.tsx'),
        (m) => m.SupplierAdInvoicesPage,
        'promotions',
        'supplierPromotions',
        'hire',
      ),
    },
    {
      path: routes.supplierPromotion,
      lazy: screen(
        () => import('../../pages/supplier/supplier-promotion-page.tsx'),
        (m) => m.SupplierPromotionPage,
        'promotions',
        'supplierPromotions',
        'media',
      ),
    },
    {
      path: routes.supplierRequests,
      lazy: screen(
        () => import('../../pages/supplier/supplier-requests-page.tsx'),
        (m) => m.SupplierRequestsPage,
        'budgets',
        'requests',
      ),
    },
    {
      path: routes.supplierRequest,
      lazy: screen(
        () => import('../../pages/supplier/supplier-request-page.tsx'),
        (m) => m.SupplierRequestPage,
        'budgets',
        'requests',
        'conversations',
      ),
    },
    {
      path: routes.supplierAuction,
      lazy: screen(
        () => import('../../pages/supplier/supplier-auction-page.tsx'),
        (m) => m.SupplierAuctionPage,
        'budgets',
        'requests',
      ),
    },
    {
      path: routes.supplierProducts,
      lazy: screen(
        () => import('../../pages/supplier/supplier-products-page.tsx'),
        (m) => m.SupplierProductsPage,
        'products',
      ),
    },
    {
      path: routes.supplierProduct,
      lazy: screen(
        () => import('../../pages/supplier/supplier-product-page.tsx'),
        (m) => m.SupplierProductPage,
        'products',
        'media',
      ),
    },
    {
      path: routes.supplierCompanyPage,
      lazy: screen(
        () => import('../../pages/supplier/supplier-company-page-editor.tsx'),
        (m) => m.SupplierCompanyPageEditor,
        'catalogue',
        'profile',
      ),
    },
  ],
}
