import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { categories, colors, images, materials } from '../../db/schema/index.ts'

export type CategoryRow = typeof categories.$inferSelect
export type MaterialRow = typeof materials.$inferSelect
export type ColorRow = typeof colors.$inferSelect

/** Queries of the admin catalogue settings: categories, materials, colours. */
export function catalogueSettingsRepository(db: DbOrTx) {
  return {
    listCategories(kind: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.kind, kind))
        .orderBy(asc(categories.sortOrder), asc(categories.namePt))
    },
    async lockCategory(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update')
      return row
    },
    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, slug))
      return !!row
    },
    /** Same name (either language, any case) among the siblings of one parent. */
    async siblingNameTaken(
      kind: string,
      parentId: string | null,
      namePt: string,
      nameEn: string,
      exceptId?: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.kind, kind),
            parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
            exceptId ? ne(categories.id, exceptId) : undefined,
            sql`(lower(${categories.namePt}) = lower(${namePt}) or lower(${categories.nameEn}) = lower(${nameEn}))`,
          ),
        )
        .limit(1)
      return !!row
    },
    async siblings(kind: string, parentId: string | null): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.kind, kind),
            parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
          ),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.namePt))
        .for('update')
    },
    async insertCategory(values: typeof categories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning()
      return row
    },
    async updateCategory(
      id: string,
      values: Partial<typeof categories.$inferInsert>,
    ): Promise<CategoryRow> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning()
      return row
    },

    listMaterials(): Promise<MaterialRow[]> {
      return db.select().from(materials).orderBy(asc(materials.namePt))
    },
    listActiveMaterials(): Promise<MaterialRow[]> {
      return db.select().from(materials).where(eq(materials.isActive, true))
    },
    async lockMaterial(id: string): Promise<MaterialRow | undefined> {
      const [row] = await db.select().from(materials).where(eq(materials.id, id)).for('update')
      return row
    },
    async materialNameTaken(namePt: string, nameEn: string, exceptId?: string) {
      const [row] = await db
        .select({ id: materials.id })
        .from(materials)
        .where(
          and(
            exceptId ? ne(materials.id, exceptId) : undefined,
            sql`(lower(${materials.namePt}) = lower(${namePt}) or lower(${materials.nameEn}) = lower(${nameEn}))`,
          ),
        )
        .limit(1)
      return !!row
    },
    async insertMaterial(values: typeof materials.$inferInsert): Promise<MaterialRow> {
      const [row] = await db.insert(materials).values(values).returning()
      return row
    },
    async updateMaterial(
      id: string,
      values: Partial<typeof materials.$inferInsert>,
    ): Promise<MaterialRow> {
      const [row] = await db.update(materials).set(values).where(eq(materials.id, id)).returning()
      return row
    },

    /** Every colour with whether an image (a product picture) points at it. */
    async listColors(): Promise<(ColorRow & { uses: number })[]> {
      const uses = db
        .select({ colorId: images.colorId, n: count().as('n') })
        .from(images)
        .groupBy(images.colorId)
        .as('uses')
      const rows = await db
        .select({ color: colors, n: uses.n })
        .from(colors)
        .leftJoin(uses, eq(uses.colorId, colors.id))
        .orderBy(asc(colors.namePt))
      return rows.map((r) => ({ ...r.color, uses: Number(r.n ?? 0) }))
    },
    async lockColor(id: string): Promise<ColorRow | undefined> {
      const [row] = await db.select().from(colors).where(eq(colors.id, id)).for('update')
      return row
    },
    /** images.color_id references colors (no cascade): any image, even a deleted one, counts. */
    async colorUses(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(images).where(eq(images.colorId, id))
      return Number(row.n)
    },
    async insertColor(values: typeof colors.$inferInsert): Promise<ColorRow> {
      const [row] = await db.insert(colors).values(values).returning()
      return row
    },
    async updateColor(id: string, values: Partial<typeof colors.$inferInsert>): Promise<ColorRow> {
      const [row] = await db.update(colors).set(values).where(eq(colors.id, id)).returning()
      return row
    },
    async deleteColor(id: string) {
      await db.delete(colors).where(eq(colors.id, id))
    },
    /** A live texture image (only the admin texture upload makes them). */
    async findTexture(id: string) {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.id, id), eq(images.purpose, 'texture'), isNull(images.deletedAt)))
      return row
    },
  }
}
