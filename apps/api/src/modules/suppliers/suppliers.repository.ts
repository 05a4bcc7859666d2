import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { addresses, images, supplierPages, suppliers, users } from '../../db/schema/index.ts'

/**
 * A supplier is public when its account is an active supplier (not inactive, suspended, closed)
 * and an admin has not inactivated the company.
 */
function publicSupplier(): SQL {
  return and(
    eq(users.role, 'supplier'),
    eq(users.status, 'active'),
    eq(suppliers.status, 'active'),
  )!
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Only business columns: trade name, city/UF, the page and the 'Certificado' badge. Never CNPJ, CPF or a person's data. */
const cardColumns = {
  id: users.id,
  tradeName: suppliers.establishmentTitle,
  city: addresses.city,
  uf: addresses.uf,
  logoImageId: supplierPages.logoImageId,
  headerColor: supplierPages.headerColor,
  hasPage: sql<boolean>`${supplierPages.supplierId} is not null`,
  isCertified: users.isCertified,
}

export type ImageVariants = Record<
  string,
  { id: string; variants: Record<string, string>; width: number; height: number }
>

export function suppliersRepository(db: DbOrTx) {
  return {
    /** The caller's registration and saved page (any account status: it is the owner). */
    async findOwn(supplierId: string) {
      const [row] = await db
        .select({
          tradeName: suppliers.establishmentTitle,
          regSite: suppliers.site,
          regEmail: suppliers.commercialEmail,
          regPhone: suppliers.commercialPhone,
          page: supplierPages,
        })
        .from(suppliers)
        .leftJoin(supplierPages, eq(supplierPages.supplierId, suppliers.userId))
        .where(eq(suppliers.userId, supplierId))
      return row
    },

    /** Locks the supplier row so two saves of one page never interleave. */
    async lockSupplier(supplierId: string): Promise<boolean> {
      const rows = await db
        .select({ id: suppliers.userId })
        .from(suppliers)
        .where(eq(suppliers.userId, supplierId))
        .for('update')
      return rows.length > 0
    },

    /**
     * A live image of `ownerId` that may be shown publicly: documents (certificates) are
     * private and never accepted.
     */
    async isOwnPublicImage(ownerId: string, imageId: string): Promise<boolean> {
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            eq(images.id, imageId),
            eq(images.ownerId, ownerId),
            isNull(images.deletedAt),
            ne(images.purpose, 'document'),
          ),
        )
      return rows.length > 0
    },

    async upsertPage(values: typeof supplierPages.$inferInsert) {
      const { supplierId: _id, ...rest } = values
      await db
        .insert(supplierPages)
        .values(values)
        .onConflictDoUpdate({ target: supplierPages.supplierId, set: rest })
    },

    /** Live, non-private images by id, with their owner (a page shows its owner's pictures only). */
    async liveImages(ownerIds: string[], ids: string[]): Promise<ImageVariants> {
      if (ids.length === 0) return {}
      const rows = await db
        .select({
          id: images.id,
          variants: images.variants,
          width: images.width,
          height: images.height,
        })
        .from(images)
        .where(
          and(
            inArray(images.id, ids),
            inArray(images.ownerId, ownerIds),
            isNull(images.deletedAt),
            ne(images.purpose, 'document'),
          ),
        )
      return Object.fromEntries(rows.map((r) => [r.id, r]))
    },

    /** A page of public suppliers: those with a company page first, then by trade name. */
    async list(q: string | undefined, page: number, size: number) {
      const where = and(
        publicSupplier(),
        q
          ? sql`(galera_unaccent(${suppliers.establishmentTitle}) ilike galera_unaccent(${likePattern(q)})
              or galera_unaccent(coalesce(${addresses.city}, '')) ilike galera_unaccent(${likePattern(q)}))`
          : undefined,
      )
      const base = () =>
        db
          .select(cardColumns)
          .from(users)
          .innerJoin(suppliers, eq(suppliers.userId, users.id))
          .leftJoin(addresses, eq(addresses.userId, users.id))
          .leftJoin(supplierPages, eq(supplierPages.supplierId, users.id))
      const [{ total }] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(suppliers, eq(suppliers.userId, users.id))
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .where(where)
      const rows = await base()
        .where(where)
        .orderBy(
          desc(sql`${supplierPages.supplierId} is not null`),
          asc(sql`lower(${suppliers.establishmentTitle})`),
          asc(users.id),
        )
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** One public supplier with its page, or undefined (unknown, not a supplier, not active). */
    async findPublic(id: string) {
      const [row] = await db
        .select({
          ...cardColumns,
          aboutHtml: supplierPages.aboutHtml,
          site: supplierPages.site,
          aboutImageId: supplierPages.aboutImageId,
          contactPhone: supplierPages.contactPhone,
          commercialEmail: supplierPages.commercialEmail,
        })
        .from(users)
        .innerJoin(suppliers, eq(suppliers.userId, users.id))
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .leftJoin(supplierPages, eq(supplierPages.supplierId, users.id))
        .where(and(eq(users.id, id), publicSupplier()))
      return row
    },
  }
}
