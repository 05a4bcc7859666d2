import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { categories } from '../../db/schema/index.ts'

export function catalogueRepository(db: Db) {
  return {
    findCategory(id: string) {
      return db.query.categories.findFirst({ where: eq(categories.id, id) })
    },
    /** Active top-level categories of one side of the marketplace, in display order. */
    listTopCategories(kind: 'promoter' | 'product') {
      return db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.kind, kind),
            eq(categories.isActive, true),
            isNull(categories.parentId),
          ),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.namePt))
    },
    /** Active subcategories of one category, in display order. */
    listSubcategories(parentId: string) {
      return db
        .select()
        .from(categories)
        .where(and(eq(categories.parentId, parentId), eq(categories.isActive, true)))
        .orderBy(asc(categories.sortOrder), asc(categories.namePt))
    },
  }
}
