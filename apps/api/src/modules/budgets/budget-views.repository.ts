import { asc, eq, inArray, isNull, and } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  budgets,
  categories,
  colors,
  images,
  productImages,
  productRatings,
  products,
  supplierRatings,
  suppliers,
  users,
} from '../../db/schema/index.ts'
import type { BudgetRow } from './budgets.repository.ts'

/**
 * What the budget views and notifications show beside budget and proposal rows, loaded in
 * batches: products and covers, categories, colours, images, suppliers' names, people and their
 * city, and which deals were already rated.
 */
export function budgetViewsRepository(db: DbOrTx) {
  return {
    async budgetsByIds(ids: readonly string[]): Promise<BudgetRow[]> {
      if (ids.length === 0) return []
      return db
        .select()
        .from(budgets)
        .where(inArray(budgets.id, [...ids]))
    },

    async productsByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: products.id, name: products.name, code: products.code })
        .from(products)
        .where(inArray(products.id, [...ids]))
    },

    /** The first image (lowest position) of each product, with its image row. */
    async coversOf(productIds: readonly string[]) {
      if (productIds.length === 0) return []
      return db
        .selectDistinctOn([productImages.productId], {
          productId: productImages.productId,
          image: images,
        })
        .from(productImages)
        .innerJoin(images, eq(images.id, productImages.imageId))
        .where(and(inArray(productImages.productId, [...productIds]), isNull(images.deletedAt)))
        .orderBy(productImages.productId, asc(productImages.position))
    },

    async categoriesByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, [...ids]))
    },

    async colorsByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(colors)
        .where(inArray(colors.id, [...ids]))
    },

    async imagesByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(images)
        .where(inArray(images.id, [...ids]))
    },

    async supplierNames(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: suppliers.userId, tradeName: suppliers.establishmentTitle })
        .from(suppliers)
        .where(inArray(suppliers.userId, [...ids]))
    },

    async usersByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          cpf: users.cpf,
          cnpj: users.cnpj,
          locale: users.locale,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, [...ids]))
    },

    async addressesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return []
      return db
        .select({ userId: addresses.userId, city: addresses.city, uf: addresses.uf })
        .from(addresses)
        .where(inArray(addresses.userId, [...userIds]))
    },

    /** Which completed proposals already have a product / supplier rating. */
    async ratedProposals(proposalIds: readonly string[]) {
      if (proposalIds.length === 0)
        return { product: new Set<string>(), supplier: new Set<string>() }
      const [p, s] = await Promise.all([
        db
          .select({ id: productRatings.proposalId })
          .from(productRatings)
          .where(inArray(productRatings.proposalId, [...proposalIds])),
        db
          .select({ id: supplierRatings.proposalId })
          .from(supplierRatings)
          .where(inArray(supplierRatings.proposalId, [...proposalIds])),
      ])
      return { product: new Set(p.map((r) => r.id)), supplier: new Set(s.map((r) => r.id)) }
    },
  }
}
