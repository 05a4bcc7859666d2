import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  gte,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdStatus } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { banners, categories, images, products, suppliers } from '../../db/schema/index.ts'
import type { ImageRow } from '../images/images.repository.ts'

export type BannerRow = typeof banners.$inferSelect
export type BannerInsert = Omit<typeof banners.$inferInsert, 'id'>

export const BANNER_PAGE_SIZE = 20

/** A banner with what its DTO names: company title, category names and both arts. */
export interface BannerView {
  banner: BannerRow
  company: { id: string; name: string } | null
  category: { id: string; namePt: string; nameEn: string } | null
  product: { id: string; name: string } | null
  desktop: Pick<ImageRow, 'id' | 'variants' | 'width' | 'height'>
  mobile: Pick<ImageRow, 'id' | 'variants' | 'width' | 'height'>
}

/**
 * The stored status filter of the admin list, against the São Paulo `today` (ADR 0022: the
 * status is derived from the dates; `deleted_at` is the stored "deleted").
 */
function statusWhere(status: AdStatus | undefined, today: string) {
  const live = isNull(banners.deletedAt)
  switch (status) {
    case undefined:
      return live
    case 'deleted':
      return isNotNull(banners.deletedAt)
    case 'scheduled':
      return and(live, gt(banners.startsOn, today))
    case 'online':
      return and(live, lte(banners.startsOn, today), gte(banners.endsOn, today))
    case 'offline':
      return and(live, lt(banners.endsOn, today))
    case 'cancelled':
      // Banners are deleted, never cancelled (that is a won ad's word).
      return sql`false`
  }
}

export function bannersRepository(db: DbOrTx) {
  const desktop = alias(images, 'desktop_image')
  const mobile = alias(images, 'mobile_image')

  const select = () =>
    db
      .select({
        banner: banners,
        companyId: suppliers.userId,
        companyName: suppliers.establishmentTitle,
        categoryId: categories.id,
        categoryPt: categories.namePt,
        categoryEn: categories.nameEn,
        productId: products.id,
        productName: products.name,
        desktop: {
          id: desktop.id,
          variants: desktop.variants,
          width: desktop.width,
          height: desktop.height,
        },
        mobile: {
          id: mobile.id,
          variants: mobile.variants,
          width: mobile.width,
          height: mobile.height,
        },
      })
      .from(banners)
      .innerJoin(desktop, eq(desktop.id, banners.desktopImageId))
      .innerJoin(mobile, eq(mobile.id, banners.mobileImageId))
      .leftJoin(suppliers, eq(suppliers.userId, banners.companyId))
      .leftJoin(categories, eq(categories.id, banners.categoryId))
      .leftJoin(products, eq(products.id, banners.productId))

  type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]
  const view = (r: Selected): BannerView => ({
    banner: r.banner,
    company: r.companyId ? { id: r.companyId, name: r.companyName! } : null,
    category: r.categoryId
      ? { id: r.categoryId, namePt: r.categoryPt!, nameEn: r.categoryEn! }
      : null,
    product: r.productId ? { id: r.productId, name: r.productName! } : null,
    desktop: r.desktop,
    mobile: r.mobile,
  })

  return {
    async list(filter: { status?: AdStatus; page: number }, today: string) {
      const where = statusWhere(filter.status, today)
      const [rows, [{ total }]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(banners.createdAt), desc(banners.id))
          .limit(BANNER_PAGE_SIZE)
          .offset((filter.page - 1) * BANNER_PAGE_SIZE),
        db.select({ total: count() }).from(banners).where(where),
      ])
      return { rows: rows.map(view), total: Number(total) }
    },

    async findView(id: string): Promise<BannerView | undefined> {
      const [row] = await select().where(eq(banners.id, id))
      return row ? view(row) : undefined
    },

    /** The row, locked for the rest of the transaction (edit and delete serialise on it). */
    async lock(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update')
      return row
    },

    async insert(values: BannerInsert): Promise<BannerRow> {
      const [row] = await db.insert(banners).values(values).returning()
      return row
    },

    async update(id: string, values: Partial<BannerInsert> & { updatedAt: Date }) {
      const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning()
      return row
    },

    async images(ids: string[]): Promise<ImageRow[]> {
      if (ids.length === 0) return []
      return db.select().from(images).where(inArray(images.id, ids))
    },

    async supplierExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: suppliers.userId })
        .from(suppliers)
        .where(eq(suppliers.userId, id))
      return !!row
    },

    async product(id: string) {
      const [row] = await db
        .select({ supplierId: products.supplierId, status: products.status })
        .from(products)
        .where(eq(products.id, id))
      return row
    },

    async productCategoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.kind, 'product')))
      return !!row
    },
  }
}
