import { OkDtoSchema } from '@galera/shared/auth/auth.dto.ts'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import { ADMIN_ROLES } from '@galera/shared'
import {
  ActiveSchema,
  AdminCategoryDtoSchema,
  AdminColorDtoSchema,
  AdminMaterialDtoSchema,
  CategoryKindQuerySchema,
  ColorSchema,
  CreateCategorySchema,
  NamesSchema,
  PublicMaterialDtoSchema,
  ReorderCategoriesSchema,
  TextureDtoSchema,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { catalogueSettingsService } from './catalogue-settings.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
/** `{ ok: true }`: done, nothing more to say (resp-b's shared OkDtoSchema is the same shape). */
const tags = ['admin', 'catalogue']
const base = '/admin/settings'

/** `/admin/settings/{categories,materials,colors}` (both admin kinds), every write audited. */
export async function catalogueSettingsRoutes(app: TypedApp, ctx: AppContext) {
  const svc = catalogueSettingsService(ctx)
  const auth = ADMIN_ROLES
  const actor = (req: { user: unknown; ip: string }) => ({
    user: req.user as AuthUser,
    ip: req.ip,
  })

  app.get(
    '/public/materials',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'Active materials, by name',
        response: { 200: z.array(PublicMaterialDtoSchema) },
      },
    },
    async (req) => svc.publicMaterials(req.locale),
  )

  /* ── categories ── */
  app.get(
    `${base}/categories`,
    {
      auth,
      schema: {
        tags,
        summary: 'Categories of one kind with their subcategories (active and inactive)',
        querystring: CategoryKindQuerySchema,
        response: { 200: z.array(AdminCategoryDtoSchema) },
      },
    },
    async (req) => svc.categoryTree(req.query.kind),
  )
  app.post(
    `${base}/categories`,
    {
      auth,
      schema: {
        tags,
        summary: 'Creates a category or a subcategory (slug from the pt-BR name)',
        body: CreateCategorySchema,
        response: { 201: AdminCategoryDtoSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.createCategory(actor(req), req.body)),
  )
  app.put(
    `${base}/categories/order`,
    {
      auth,
      schema: {
        tags,
        summary: 'Reorders the siblings of one parent (every sibling, in the new order)',
        body: ReorderCategoriesSchema,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => svc.reorderCategories(actor(req), req.body),
  )
  app.put(
    `${base}/categories/:id`,
    {
      auth,
      schema: {
        tags,
        summary: 'Renames a category',
        params: IdParams,
        body: NamesSchema,
        response: { 200: AdminCategoryDtoSchema },
      },
    },
    async (req) => svc.renameCategory(actor(req), req.params.id, req.body),
  )
  app.put(
    `${base}/categories/:id/status`,
    {
      auth,
      schema: {
        tags,
        summary: 'Activates or inactivates a category (inactive ones leave public lists)',
        params: IdParams,
        body: ActiveSchema,
        response: { 200: AdminCategoryDtoSchema },
      },
    },
    async (req) => svc.setCategoryActive(actor(req), req.params.id, req.body),
  )

  /* ── materials ── */
  app.get(
    `${base}/materials`,
    {
      auth,
      schema: {
        tags,
        summary: 'Every material (active and inactive)',
        response: { 200: z.array(AdminMaterialDtoSchema) },
      },
    },
    async () => svc.listMaterials(),
  )
  app.post(
    `${base}/materials`,
    {
      auth,
      schema: {
        tags,
        summary: 'Creates a material',
        body: NamesSchema,
        response: { 201: AdminMaterialDtoSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.createMaterial(actor(req), req.body)),
  )
  app.put(
    `${base}/materials/:id`,
    {
      auth,
      schema: {
        tags,
        summary: 'Renames a material',
        params: IdParams,
        body: NamesSchema,
        response: { 200: AdminMaterialDtoSchema },
      },
    },
    async (req) => svc.renameMaterial(actor(req), req.params.id, req.body),
  )
  app.put(
    `${base}/materials/:id/status`,
    {
      auth,
      schema: {
        tags,
        summary: 'Activates or inactivates a material',
        params: IdParams,
        body: ActiveSchema,
        response: { 200: AdminMaterialDtoSchema },
      },
    },
    async (req) => svc.setMaterialActive(actor(req), req.params.id, req.body),
  )

  /* ── colours ── */
  app.get(
    `${base}/colors`,
    {
      auth,
      schema: {
        tags,
        summary: 'Every colour, with whether product images use it',
        response: { 200: z.array(AdminColorDtoSchema) },
      },
    },
    async () => svc.listColors(),
  )
  app.post(
    `${base}/colors/texture`,
    {
      auth,
      schema: {
        tags,
        summary: 'Uploads a colour texture (multipart file; at most 20×20 px)',
        consumes: ['multipart/form-data'],
        response: { 201: TextureDtoSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      return reply.code(201).send(await svc.uploadTexture(req.user!, upload.file))
    },
  )
  app.post(
    `${base}/colors`,
    {
      auth,
      schema: {
        tags,
        summary: 'Creates a colour',
        body: ColorSchema,
        response: { 201: AdminColorDtoSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.createColor(actor(req), req.body)),
  )
  app.put(
    `${base}/colors/:id`,
    {
      auth,
      schema: {
        tags,
        summary: 'Edits a colour',
        params: IdParams,
        body: ColorSchema,
        response: { 200: AdminColorDtoSchema },
      },
    },
    async (req) => svc.updateColor(actor(req), req.params.id, req.body),
  )
  app.delete(
    `${base}/colors/:id`,
    {
      auth,
      schema: {
        tags,
        summary: 'Deletes a colour no product image uses',
        params: IdParams,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => svc.deleteColor(actor(req), req.params.id),
  )
}
