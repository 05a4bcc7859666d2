import type { TypedApp } from '../../platform/http/typed-app.ts'
import {
  PromoterSearchQuerySchema,
  PromoterSearchResultSchema,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { promoterSearchService } from './promoter-search.service.ts'

/** `GET /api/public/promoters`: the search screen and its filter modal (ADR 0015). */
export async function promoterSearchModule(app: TypedApp, ctx: AppContext) {
  const service = promoterSearchService(ctx)
  app.addHook('onClose', async () => service.close())
  app.get(
    '/public/promoters',
    {
      auth: 'public',
      schema: {
        tags: ['promoters'],
        summary:
          'Searches active promoters by words (accent- and typo-tolerant) and filters; 20 a page',
        response: { 200: PromoterSearchResultSchema },
        querystring: PromoterSearchQuerySchema,
      },
    },
    async (req) => service.search(req.query),
  )
}
