import type { Locale } from '@galera/shared'
import {
  PRODUCTS_PAGE_SIZE,
  type Customization,
  type ProductCardDto,
  type ProductDetailPageDto,
  type ProductListDto,
  type ProductListQuery,
  type ProductSupplierDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import { parseVideoUrl } from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { fileUrl } from '../promoters/promoter-dto.ts'
import { colorRef, named, productImageDto } from './product-dto.ts'
import { productCatalogueRepository } from './product-catalogue.repository.ts'
import { productCardsRepository, type CardExtras } from './product-cards.repository.ts'
import { cappedTotal, countCap, searchWords } from './product-search.repository.ts'
import { servedFromMemory, type ProductSearchIndex } from './search/product-index.ts'
import type { ProductRecord } from './product-editor.repository.ts'
import {
  EMPTY_PRODUCT_RATING,
  EMPTY_SUPPLIER_RATING,
  productRatingSummary,
  supplierRatingSummaries,
} from './rating-summaries.ts'

/**
 * The public catalogue (ADR 0021): what visitors see of products — the list, the cards the home
 * page features and one product's page with the suppliers offering it.
 */
export function productCatalogueService(ctx: AppContext, index?: ProductSearchIndex) {
  const repo = productCatalogueRepository(ctx.db)
  const cards = productCardsRepository(ctx.db)

  async function supplierDtos(ids: string[]): Promise<Map<string, ProductSupplierDto>> {
    const [cards, ratings] = await Promise.all([
      repo.supplierCards(ids),
      supplierRatingSummaries(ctx.db, ids),
    ])
    return new Map(
      cards.map((c) => [
        c.id,
        {
          id: c.id,
          tradeName: c.tradeName,
          city: c.city,
          uf: c.uf,
          logoUrl: c.logoDeletedAt ? null : fileUrl(c.logoVariants, 'medium'),
          rating: ratings.get(c.id) ?? EMPTY_SUPPLIER_RATING,
        },
      ]),
    )
  }

  /** Cards of listed rows with their extras (category, cover, colours, tags, rating). */
  function cardsOf(
    list: {
      product: Pick<ProductRecord, 'id' | 'code' | 'name' | 'categoryId' | 'supplierId'>
      tradeName: string | null
      supplierCertified: boolean
    }[],
    extrasList: CardExtras[],
    locale: Locale,
  ): ProductCardDto[] {
    const extras = new Map(extrasList.map((e) => [e.id, e]))
    return list.map(({ product: p, tradeName, supplierCertified }) => {
      const e = extras.get(p.id)
      return {
        id: p.id,
        code: p.code,
        name: p.name,
        category: e?.category ? named(e.category, locale) : { id: p.categoryId, name: '' },
        cover: e?.cover ? productImageDto(e.cover) : null,
        colors: (e?.colors ?? []).map((c) => colorRef(c, locale)),
        tags: e?.tags ?? [],
        supplier: { id: p.supplierId, tradeName: tradeName ?? '', isCertified: supplierCertified },
        rating: e ? productRatingSummary(e.rating) : EMPTY_PRODUCT_RATING,
      }
    })
  }

  /** The cards of these products a visitor can open, in the given order (one statement). */
  async function publicCardsOf(ids: string[], locale: Locale): Promise<ProductCardDto[]> {
    const rows = await cards.publicCards(ids)
    const byId = new Map(rows.map((r) => [r.id, r]))
    return cardsOf(
      ids.flatMap((id) => {
        const row = byId.get(id)
        return row ? [{ product: row, ...row }] : []
      }),
      rows,
      locale,
    )
  }

  /**
   * The page from the in-memory index (ADR 0078), or null when it cannot answer: the name sort,
   * or an index that cannot sync right now (the SQL path then answers, just as right).
   */
  async function fromIndex(
    query: ProductListQuery,
    category: { id: string; parentId: string | null } | null,
    locale: Locale,
  ) {
    if (!index || !servedFromMemory(query.sort)) return null
    const cap = countCap(query.page, PRODUCTS_PAGE_SIZE)
    const found = await index
      .search(
        { ...query, words: query.q ? searchWords(query.q) : [], category },
        { offset: (query.page - 1) * PRODUCTS_PAGE_SIZE, size: PRODUCTS_PAGE_SIZE, cap },
      )
      .catch((err: unknown) => {
        if (index.failing) return null
        throw err
      })
    if (!found) return null
    return { ...cappedTotal(found.counted, cap), data: await publicCardsOf(found.ids, locale) }
  }

  async function fromSql(
    query: ProductListQuery,
    category: { id: string; parentId: string | null } | null,
    locale: Locale,
  ) {
    const { total, totalCapped, rows } = await repo.listPublic(
      { ...query, category },
      query.page,
      PRODUCTS_PAGE_SIZE,
    )
    const extras = await cards.cardExtras(rows.map((l) => l.product.id))
    return { total, totalCapped, data: cardsOf(rows, extras, locale) }
  }

  return {
    async list(query: ProductListQuery, locale: Locale): Promise<ProductListDto> {
      let category: { id: string; parentId: string | null } | null = null
      if (query.category) {
        const found = await repo.findProductCategory(query.category)
        if (!found)
          return { data: [], page: query.page, last_page: 1, total: 0, totalCapped: false }
        category = found
      }
      const { total, totalCapped, data } =
        (await fromIndex(query, category, locale)) ?? (await fromSql(query, category, locale))
      return {
        data,
        page: query.page,
        // Past the counted matches the pager offers one page more (ADR 0068).
        last_page: Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE) + (totalCapped ? 1 : 0)),
        total,
        totalCapped,
      }
    },

    /** The cards of these products that a visitor can open, in the given order (home page). */
    publicCards: publicCardsOf,

    async detail(id: string, locale: Locale): Promise<ProductDetailPageDto> {
      // Five statements in three round trips (ADR 0051): the row and all its relations, then the
      // other suppliers of its importer code, then their cards and ratings.
      const [p, rel] = await Promise.all([repo.findPublic(id), repo.pageRelations(id)])
      if (!p || !rel) throw new AppError('PRODUCT_NOT_FOUND')
      const cat = rel.category
      const others = await repo.otherOfferingSuppliers(p)
      const suppliers = await supplierDtos([p.supplierId, ...others])
      return {
        id: p.id,
        code: p.code,
        importerCode: p.importerCode,
        name: p.name,
        category: cat ? named(cat, locale) : { id: p.categoryId, name: '' },
        subcategories: rel.subs.map((s) => named(s, locale)),
        description: p.description,
        finishing: p.finishing,
        colors: rel.cols.map((c) => colorRef(c, locale)),
        materials: rel.mats.map((m) => named(m, locale)),
        customizations: p.customizations as Customization[],
        allowRatings: p.allowRatings,
        images: rel.imgs.map(productImageDto),
        videos: rel.vids.flatMap((v) => {
          const parsed = parseVideoUrl(v.url)
          return parsed ? [{ url: v.url, embedUrl: parsed.embedUrl }] : []
        }),
        details: rel.dets,
        supplier: suppliers.get(p.supplierId)!,
        rating: productRatingSummary(rel.rating),
        alsoOfferedBy: others.map((s) => suppliers.get(s)).filter((s) => !!s),
      }
    },
  }
}
