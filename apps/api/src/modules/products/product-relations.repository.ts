import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { readAll } from '../../platform/db/reads.ts'
import {
  categories,
  colors,
  images,
  materials,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productSubcategories,
  productVideos,
} from '../../db/schema/index.ts'

export interface ProductRelations {
  subcategoryIds: string[]
  colorIds: string[]
  materialIds: string[]
  images: { imageId: string; colorId: string | null }[]
  videos: string[]
  details: { label: string; value: string; showAsTag: boolean }[]
}

/**
 * A product's join rows (ADR 0021): subcategories, colours, materials, images, videos and
 * details, as the editor saves them whole and as the editor and the detail page read them.
 */
export function productRelationsRepository(db: DbOrTx) {
  return {
    /** Replaces every join row of a product (the editor saves the whole product). */
    async replaceRelations(productId: string, r: ProductRelations) {
      await db.delete(productSubcategories).where(eq(productSubcategories.productId, productId))
      await db.delete(productColors).where(eq(productColors.productId, productId))
      await db.delete(productMaterials).where(eq(productMaterials.productId, productId))
      await db.delete(productImages).where(eq(productImages.productId, productId))
      await db.delete(productVideos).where(eq(productVideos.productId, productId))
      await db.delete(productDetails).where(eq(productDetails.productId, productId))
      if (r.subcategoryIds.length)
        await db
          .insert(productSubcategories)
          .values(r.subcategoryIds.map((categoryId) => ({ productId, categoryId })))
      if (r.colorIds.length)
        await db.insert(productColors).values(r.colorIds.map((colorId) => ({ productId, colorId })))
      if (r.materialIds.length)
        await db
          .insert(productMaterials)
          .values(r.materialIds.map((materialId) => ({ productId, materialId })))
      if (r.images.length)
        await db
          .insert(productImages)
          .values(r.images.map((img, position) => ({ productId, ...img, position })))
      if (r.videos.length)
        await db
          .insert(productVideos)
          .values(r.videos.map((url, position) => ({ productId, url, position })))
      if (r.details.length)
        await db
          .insert(productDetails)
          .values(r.details.map((d, position) => ({ productId, ...d, position })))
    },

    /** Everything the editor and the detail page show, besides the product row. */
    async relations(productId: string) {
      const [subs, cols, mats, imgs, vids, dets] = await readAll(db, [
        () =>
          db
            .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
            .from(productSubcategories)
            .innerJoin(categories, eq(categories.id, productSubcategories.categoryId))
            .where(eq(productSubcategories.productId, productId))
            .orderBy(asc(categories.sortOrder), asc(categories.namePt)),
        () =>
          db
            .select({
              id: colors.id,
              namePt: colors.namePt,
              nameEn: colors.nameEn,
              hex: colors.hex,
              texturePath: colors.texturePath,
            })
            .from(productColors)
            .innerJoin(colors, eq(colors.id, productColors.colorId))
            .where(eq(productColors.productId, productId))
            .orderBy(asc(colors.namePt)),
        () =>
          db
            .select({ id: materials.id, namePt: materials.namePt, nameEn: materials.nameEn })
            .from(productMaterials)
            .innerJoin(materials, eq(materials.id, productMaterials.materialId))
            .where(eq(productMaterials.productId, productId))
            .orderBy(asc(materials.namePt)),
        () =>
          db
            .select({
              imageId: productImages.imageId,
              colorId: productImages.colorId,
              position: productImages.position,
              variants: images.variants,
              width: images.width,
              height: images.height,
            })
            .from(productImages)
            .innerJoin(images, eq(images.id, productImages.imageId))
            .where(and(eq(productImages.productId, productId), isNull(images.deletedAt)))
            .orderBy(asc(productImages.position)),
        () =>
          db
            .select({ url: productVideos.url })
            .from(productVideos)
            .where(eq(productVideos.productId, productId))
            .orderBy(asc(productVideos.position)),
        () =>
          db
            .select({
              label: productDetails.label,
              value: productDetails.value,
              showAsTag: productDetails.showAsTag,
            })
            .from(productDetails)
            .where(eq(productDetails.productId, productId))
            .orderBy(asc(productDetails.position)),
      ] as const)
      return { subs, cols, mats, imgs, vids, dets }
    },

    /** Image rows of a product (deleted library images included: they are still join rows). */
    async imageRows(productId: string) {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position))
    },

    async attachImage(productId: string, imageId: string, colorId: string | null) {
      const [existing] = await db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)))
      if (existing) {
        await db
          .update(productImages)
          .set({ colorId })
          .where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)))
        return { before: existing, added: false }
      }
      const [{ next }] = await db
        .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
        .from(productImages)
        .where(eq(productImages.productId, productId))
      await db.insert(productImages).values({ productId, imageId, colorId, position: next })
      return { before: null, added: true }
    },

    async colorIdsOf(productId: string): Promise<string[]> {
      const rows = await db
        .select({ id: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, productId))
      return rows.map((r) => r.id)
    },
  }
}
