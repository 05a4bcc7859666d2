import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import { ColorDtoSchema } from '@galera/shared'
import {
  PublicCategoryDetailDtoSchema,
  PublicCategoryDtoSchema,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { catalogueRepository } from './catalogue.repository.ts'
import { catalogueSettingsRoutes } from './catalogue-settings.routes.ts'
import { imagesService } from '../images/images.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const CategoriesQuery = z.object({ kind: z.enum(['promoter', 'product']).default('promoter') })

/** Public catalogue reads used by the home page, and the admin settings. */
export async function catalogueModule(app: TypedApp, ctx: AppContext) {
  const repo = catalogueRepository(ctx.db)
  const images = imagesService(ctx)
  app.get(
    '/public/categories',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'Active top-level categories',
        querystring: CategoriesQuery,
        response: { 200: z.array(PublicCategoryDtoSchema) },
      },
    },
    async (req) => {
      const { kind } = req.query
      const rows = await repo.listTopCategories(kind)
      return rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: req.locale === 'en' ? c.nameEn : c.namePt,
      }))
    },
  )
  app.get(
    '/public/categories/:id',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'One category by id',
        params: IdParams,
        response: { 200: PublicCategoryDetailDtoSchema },
      },
    },
    async (req) => {
      const { id } = req.params
      const c = await repo.findCategory(id)
      if (!c || !c.isActive) throw new AppError('NOT_FOUND')
      return {
        id: c.id,
        slug: c.slug,
        // categories_kind_check allows these two only.
        kind: c.kind === 'product' ? ('product' as const) : ('promoter' as const),
        parentId: c.parentId,
        name: req.locale === 'en' ? c.nameEn : c.namePt,
      }
    },
  )
  app.get(
    '/public/categories/:id/subcategories',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'Active subcategories of an active category (product filters and forms)',
        params: IdParams,
        response: { 200: z.array(PublicCategoryDtoSchema) },
      },
    },
    async (req) => {
      const { id } = req.params
      const parent = await repo.findCategory(id)
      if (!parent || !parent.isActive) throw new AppError('NOT_FOUND')
      const rows = await repo.listSubcategories(id)
      return rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: req.locale === 'en' ? c.nameEn : c.namePt,
      }))
    },
  )
  app.get(
    '/public/colors',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'Product colours (search filters)',
        response: { 200: z.array(ColorDtoSchema) },
      },
    },
    async (req) => images.colors(req.locale),
  )
  await catalogueSettingsRoutes(app, ctx)
}
