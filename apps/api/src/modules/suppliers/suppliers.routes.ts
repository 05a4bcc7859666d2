import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  PublicSupplierPageDtoSchema,
  SupplierListDtoSchema,
  SupplierListQuerySchema,
  SupplierPageEditorDtoSchema,
  SupplierPageInputSchema,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { suppliersService } from './suppliers.service.ts'

const tags = ['suppliers']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })

/**
 * The supplier's company page (`/api/supplier/company-page`, the caller is the supplier)
 * and the public supplier list and company page (`/api/public/suppliers…`, ADR 0020 for the
 * rich text). Public answers hold business data only: never CNPJ, CPF or a person's contact.
 */
export async function suppliersModule(app: TypedApp, ctx: AppContext) {
  const service = suppliersService(ctx)

  app.get(
    '/supplier/company-page',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'My company page (prefilled from my registration until first saved)',
        response: { 200: SupplierPageEditorDtoSchema },
      },
    },
    async (req) => service.editor(req.user!.id),
  )

  app.put(
    '/supplier/company-page',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary:
          'Saves my company page: about sanitised (allow-list) with 500–3000 characters of text',
        body: SupplierPageInputSchema,
        response: { 200: SupplierPageEditorDtoSchema },
      },
    },
    async (req) => service.save(req.user!.id, req.body),
  )

  app.get(
    '/public/suppliers',
    {
      auth: 'public',
      schema: {
        tags,
        summary: `Active suppliers, those with a company page first, ${12} a page; q searches name and city`,
        querystring: SupplierListQuerySchema,
        response: { 200: SupplierListDtoSchema },
      },
    },
    async (req) => {
      const { q, page } = req.query
      return service.list(q, page)
    },
  )

  app.get(
    '/public/suppliers/:id',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'The company page of an active supplier (404 for any other account)',
        params: IdParams,
        response: { 200: PublicSupplierPageDtoSchema },
      },
    },
    async (req) => service.publicPage(req.params.id),
  )
}
