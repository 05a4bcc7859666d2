import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import { ADMIN_ROLES } from '@galera/shared'
import {
  ProductAdminListQuerySchema,
  ProductDetailPageDtoSchema,
  ProductEditorDtoSchema,
  ProductImageColorSchema,
  ProductInputSchema,
  ProductListDtoSchema,
  ProductListQuerySchema,
  ProductRowsDtoSchema,
  ProductStatusSchema,
} from '@galera/shared/catalogue/product.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { productsService } from './products.service.ts'
import { ProductSearchIndex } from './search/product-index.ts'

const tags = ['products']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const ImageParams = IdParams.extend({ imageId: z.uuid({ error: 'validation.invalid' }) })

const actor = (req: FastifyRequest) => ({ user: req.user!, ip: req.ip })

/**
 * Products (ADR 0021): the supplier's catalogue (`/supplier/products…`), the admins'
 * moderation (`/admin/products…`, audited) and the public list and detail (`/public/products…`:
 * active products of active suppliers only; anything else is PRODUCT_NOT_FOUND).
 */
export async function productsModule(app: TypedApp, ctx: AppContext) {
  // The public search from memory (ADR 0078): one index per app, synced before each search.
  const index = new ProductSearchIndex(ctx.db, { health: ctx.health, log: ctx.log })
  app.addHook('onClose', async () => index.close())
  const svc = productsService(ctx, index)

  // ---- supplier ---------------------------------------------------------------------------
  app.get(
    '/supplier/products',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'My products: q on name/code, status filter, 20 a page, last changed first',
        querystring: ProductAdminListQuerySchema,
        response: { 200: ProductRowsDtoSchema },
      },
    },
    async (req) => svc.listOwn(req.user!.id, req.query, req.locale),
  )

  app.post(
    '/supplier/products',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'Creates a product (active)',
        body: ProductInputSchema,
        response: { 201: ProductEditorDtoSchema },
      },
    },
    async (req, reply) => {
      reply.code(201)
      return svc.create(req.user!.id, req.body)
    },
  )

  app.get(
    '/supplier/products/:id',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'One of my products (editor view)',
        params: IdParams,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.readOwn(req.user!.id, req.params.id),
  )

  app.put(
    '/supplier/products/:id',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'Saves the whole product (subcategories, colours, materials, media, details)',
        params: IdParams,
        body: ProductInputSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.updateOwn(req.user!.id, req.params.id, req.body),
  )

  app.patch(
    '/supplier/products/:id/status',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'Removes (inactive, history kept) or restores a product',
        params: IdParams,
        body: ProductStatusSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.setOwnStatus(req.user!.id, req.params.id, req.body.status),
  )

  app.put(
    '/supplier/product/:id/image/:imageId',
    {
      auth: ['supplier'],
      schema: {
        tags,
        summary: 'Adds one of my product images to the gallery (at the end) or recolours it',
        params: ImageParams,
        body: ProductImageColorSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => {
      const { id, imageId } = req.params
      const { colorId } = req.body
      return svc.attachOwnImage(req.user!.id, id, imageId, colorId)
    },
  )

  // ---- admin ------------------------------------------------------------------------------
  app.get(
    '/admin/products',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Every product: q on name/code, status and supplier filters, 20 a page',
        querystring: ProductAdminListQuerySchema,
        response: { 200: ProductRowsDtoSchema },
      },
    },
    async (req) => svc.listAll(req.query, req.locale),
  )

  app.get(
    '/admin/products/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', ...tags],
        summary: 'One product (editor view)',
        params: IdParams,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.readAny(req.params.id),
  )

  app.put(
    '/admin/products/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Edits a product with the supplier rules (audited)',
        params: IdParams,
        body: ProductInputSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.updateAny(actor(req), req.params.id, req.body),
  )

  app.patch(
    '/admin/products/:id/status',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'Inactivates (only an admin may then reactivate) or reactivates a product (audited)',
        params: IdParams,
        body: ProductStatusSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => svc.setAnyStatus(actor(req), req.params.id, req.body.status),
  )

  app.put(
    '/admin/product/:id/image/:imageId',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', ...tags],
        summary: "Adds or recolours an image (the supplier's or my own) on a product (audited)",
        params: ImageParams,
        body: ProductImageColorSchema,
        response: { 200: ProductEditorDtoSchema },
      },
    },
    async (req) => {
      const { id, imageId } = req.params
      const { colorId } = req.body
      return svc.attachAnyImage(actor(req), id, imageId, colorId)
    },
  )

  // ---- public -----------------------------------------------------------------------------
  app.get(
    '/public/products',
    {
      auth: 'public',
      schema: {
        tags,
        summary:
          'Active products of active suppliers: q (accents ignored), category slug/id, colour, material, supplier; 24 a page',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListDtoSchema },
      },
    },
    async (req) => svc.list(req.query, req.locale),
  )

  app.get(
    '/public/products/:id',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'The product page, with the other suppliers offering the same item',
        params: IdParams,
        response: { 200: ProductDetailPageDtoSchema },
      },
    },
    async (req) => svc.detail(req.params.id, req.locale),
  )
}
