import type { TypedApp } from '../../platform/http/typed-app.ts'
import { ADMIN_ROLES } from '@galera/shared'
import {
  AdminHomeFeaturesDtoSchema,
  HomeFeaturesDtoSchema,
  HomeFeaturesSchema,
} from '@galera/shared/catalogue/home.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { homeFeaturesService } from './home-features.service.ts'

/** ADR 0023: Settings → Home (both admin kinds) and what the home page features. */
export async function homeFeaturesModule(app: TypedApp, ctx: AppContext) {
  const svc = homeFeaturesService(ctx)
  const tags = ['admin', 'catalogue']

  app.get(
    '/public/home-features',
    {
      auth: 'public',
      schema: {
        tags: ['catalogue'],
        summary: 'The product categories and products the home page features, in order',
        response: { 200: HomeFeaturesDtoSchema },
      },
    },
    async (req) => svc.publicView(req.locale),
  )
  app.get(
    '/admin/settings/home',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'What the home page features, with what no longer shows flagged',
        response: { 200: AdminHomeFeaturesDtoSchema },
      },
    },
    async (req) => svc.adminView(req.locale),
  )
  app.put(
    '/admin/settings/home',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Replaces the featured categories and products (at most 8 each, in order)',
        body: HomeFeaturesSchema,
        response: { 200: AdminHomeFeaturesDtoSchema },
      },
    },
    async (req) => svc.save({ user: req.user!, ip: req.ip }, req.body, req.locale),
  )
}
