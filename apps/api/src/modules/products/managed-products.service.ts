import type { Locale } from '@galera/shared'
import type {
  ProductAdminListQuery,
  ProductRowsDto,
  ProductStatus,
} from '@galera/shared/catalogue/product.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { named, productImageDto } from './product-dto.ts'
import { productCardsRepository } from './product-cards.repository.ts'
import { productEditorRepository } from './product-editor.repository.ts'
import { EMPTY_PRODUCT_RATING, productRatingSummary } from './rating-summaries.ts'

/** Rows of the supplier's and the admin's product lists. */
export const MANAGED_PAGE_SIZE = 20

/**
 * The lists of managed products (ADR 0021): a supplier's own products and the admin's list of
 * every product, any status, newest change first.
 */
export function managedProductsService(ctx: AppContext) {
  const repo = productEditorRepository(ctx.db)
  const catalogue = productCardsRepository(ctx.db)

  async function rows(
    filter: { supplierId?: string; q?: string; status: 'all' | ProductStatus },
    page: number,
    locale: Locale,
  ): Promise<ProductRowsDto> {
    const { total, rows: list } = await repo.listManaged(filter, page, MANAGED_PAGE_SIZE)
    // Category, cover and rating of the whole page in one statement (ADR 0051).
    const extras = new Map(
      (await catalogue.cardExtras(list.map((l) => l.product.id))).map((e) => [e.id, e]),
    )
    return {
      data: list.map(({ product: p, tradeName }) => {
        const e = extras.get(p.id)
        return {
          id: p.id,
          code: p.code,
          name: p.name,
          category: e?.category ? named(e.category, locale) : { id: p.categoryId, name: '' },
          cover: e?.cover ? productImageDto(e.cover) : null,
          status: p.status as ProductStatus,
          deactivatedByAdmin: p.deactivatedByAdmin,
          supplier: { id: p.supplierId, tradeName: tradeName ?? '' },
          rating: e ? productRatingSummary(e.rating) : EMPTY_PRODUCT_RATING,
          updatedAt: p.updatedAt.toISOString(),
        }
      }),
      page,
      last_page: Math.max(1, Math.ceil(total / MANAGED_PAGE_SIZE)),
      total,
    }
  }

  return {
    listOwn(supplierId: string, query: ProductAdminListQuery, locale: Locale) {
      return rows({ supplierId, q: query.q, status: query.status }, query.page, locale)
    },

    listAll(query: ProductAdminListQuery, locale: Locale) {
      return rows(
        { supplierId: query.supplierId, q: query.q, status: query.status },
        query.page,
        locale,
      )
    },
  }
}
