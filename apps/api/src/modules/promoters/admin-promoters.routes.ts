import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ADMIN_ROLES, PromoterPatchSchema } from '@galera/shared'
import {
  AdminPromoterFlagsSchema,
  AdminPromoterListQuerySchema,
  AdminPromoterStatusSchema,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { adminPromotersService } from './admin-promoters.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const ItemParams = IdParams.extend({ itemId: z.uuid({ error: 'validation.invalid' }) })
type Id = z.infer<typeof IdParams>
const tags = ['admin', 'promoters']

/** `/admin/promoters…` (ADR 0017) and the home page's spotlight strip. */
export async function adminPromotersModule(app: FastifyInstance, ctx: AppContext) {
  const svc = adminPromotersService(ctx)

  app.get(
    '/public/promoters/spotlight',
    {
      auth: 'public',
      schema: {
        tags: ['promoters'],
        summary: 'Spotlight promoters for the home page (listed ones only, best rated first)',
      },
    },
    async () => svc.spotlight(),
  )

  app.get(
    '/admin/promoters',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Promoters: search by name, e-mail or city; status filter; pages of 20',
        querystring: AdminPromoterListQuerySchema,
      },
    },
    async (req) => svc.list(req.query as z.output<typeof AdminPromoterListQuerySchema>),
  )

  app.get(
    '/admin/promoters/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Everything the edit screen shows: account, attributes, gallery, schedule',
        params: IdParams,
      },
    },
    async (req) => svc.detail((req.params as Id).id),
  )

  app.put(
    '/admin/promoters/:id/status',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Activates or inactivates a promoter (hidden from search and profile)',
        params: IdParams,
        body: AdminPromoterStatusSchema,
      },
    },
    async (req) =>
      svc.setStatus(
        req.user!,
        (req.params as Id).id,
        (req.body as z.output<typeof AdminPromoterStatusSchema>).status,
        req.locale,
        req.ip,
      ),
  )

  app.put(
    '/admin/promoters/:id/flags',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Sets the launched and spotlight flags',
        params: IdParams,
        body: AdminPromoterFlagsSchema,
      },
    },
    async (req) =>
      svc.setFlags(
        req.user!,
        (req.params as Id).id,
        req.body as z.output<typeof AdminPromoterFlagsSchema>,
        req.ip,
      ),
  )

  app.patch(
    '/admin/promoters/:id/profile',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Edits the promoter's attributes (same rules as the promoter's own editor)",
        params: IdParams,
        body: PromoterPatchSchema,
      },
    },
    async (req) =>
      svc.updateProfile(
        req.user!,
        (req.params as Id).id,
        req.body as z.output<typeof PromoterPatchSchema>,
        req.ip,
      ),
  )

  app.delete(
    '/admin/promoters/:id/gallery/:itemId',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Removes an offensive gallery item; the promoter is told by e-mail',
        params: ItemParams,
      },
    },
    async (req) => {
      const { id, itemId } = req.params as z.infer<typeof ItemParams>
      return svc.removeGalleryItem(req.user!, id, itemId, req.ip)
    },
  )
}
