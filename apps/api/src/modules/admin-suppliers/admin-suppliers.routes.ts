import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  AdminSupplierListQuerySchema,
  AdminSupplierBudgetsQuerySchema,
  AdminSupplierRegistrationSchema,
  AdminSupplierStatusSchema,
  PageQuerySchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { adminSuppliersService } from './admin-suppliers.service.ts'
import { adminSupplierRegistrationService } from './admin-supplier-registration.service.ts'
import {
  AdminSupplierDtoSchema,
  AdminSupplierFeedbackPageSchema,
  AdminSupplierPageSchema,
  AdminSupplierProductPageSchema,
  AdminSupplierPromotionRowDtoSchema,
  AdminSupplierProposalPageSchema,
} from '@galera/shared/admin/admin-suppliers.dto.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const tags = ['admin', 'suppliers']

/** Admin Suppliers tab (reset password lives in modules/admin). */
export async function adminSuppliersModule(app: TypedApp, ctx: AppContext) {
  const svc = adminSuppliersService(ctx)
  const registration = adminSupplierRegistrationService(ctx)

  app.get(
    '/admin/suppliers',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Suppliers: search by company, e-mail or CNPJ; status filter; pages of 20',
        querystring: AdminSupplierListQuerySchema,
        response: { 200: AdminSupplierPageSchema },
      },
    },
    async (req) => svc.list(req.query),
  )

  app.get(
    '/admin/suppliers/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'The registration tab of one supplier',
        params: IdParams,
        response: { 200: AdminSupplierDtoSchema },
      },
    },
    async (req) => svc.detail(req.params.id),
  )

  app.get(
    '/admin/suppliers/:id/budgets',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "The supplier's side of its budgets and reverse auctions, newest first; received from/to, quantity",
        params: IdParams,
        querystring: AdminSupplierBudgetsQuerySchema,
        response: { 200: AdminSupplierProposalPageSchema },
      },
    },
    async (req) => svc.budgets(req.params.id, req.query, req.locale),
  )

  app.get(
    '/admin/suppliers/:id/products',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Its products of any status, newest first',
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: AdminSupplierProductPageSchema },
      },
    },
    async (req) => svc.products(req.params.id, req.query.page, req.locale),
  )

  app.get(
    '/admin/suppliers/:id/promotions',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Ad auctions it bid on: its highest bid, the result and the won ad',
        params: IdParams,
        response: { 200: z.array(AdminSupplierPromotionRowDtoSchema) },
      },
    },
    async (req) => svc.promotions(req.params.id),
  )

  app.get(
    '/admin/suppliers/:id/feedbacks',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Ratings of the supplier and of its products, newest first',
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: AdminSupplierFeedbackPageSchema },
      },
    },
    async (req) => svc.feedbacks(req.params.id, req.query.page),
  )

  app.put(
    '/admin/suppliers/:id/status',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          'Activates or inactivates a supplier (inactive: hidden with its products, no new budgets); e-mails it',
        params: IdParams,
        body: AdminSupplierStatusSchema,
        response: { 200: AdminSupplierDtoSchema },
      },
    },
    async (req) => svc.setStatus(req.user!, req.params.id, req.body.status, req.ip),
  )

  app.put(
    '/admin/suppliers/:id/registration',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "Edits a supplier's registration with the sign-up rules; a new CNPJ needs a reason; audited (ADR 0034)",
        params: IdParams,
        body: AdminSupplierRegistrationSchema,
        response: { 200: AdminSupplierDtoSchema },
      },
    },
    async (req) => {
      const { id } = req.params
      await registration.update(req.user!, id, req.body, req.ip)
      return svc.detail(id)
    },
  )
}
