import { and, eq, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  categories,
  companies,
  consents,
  promoters,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type NewUser = typeof users.$inferInsert
export type NewAddress = Omit<typeof addresses.$inferInsert, 'userId'>
export type NewPromoter = Omit<typeof promoters.$inferInsert, 'userId'>
export type NewSupplier = Omit<typeof suppliers.$inferInsert, 'userId'>
export type NewCompany = Omit<typeof companies.$inferInsert, 'userId'>
export type ConsentKind = 'terms' | 'privacy' | 'sensitive_data' | 'marketing'

/** Queries of the sign-up: the unique identifiers and the rows one account is made of. */
export function registrationRepository(db: DbOrTx) {
  return {
    /** Accounts already holding any of these identifiers (e-mail is citext: case-insensitive). */
    async findTaken(keys: { email: string; cpf?: string; cnpj?: string; phone?: string }) {
      const conditions: SQL[] = [eq(users.email, keys.email)]
      if (keys.cpf) conditions.push(eq(users.cpf, keys.cpf))
      if (keys.cnpj) conditions.push(eq(users.cnpj, keys.cnpj))
      if (keys.phone) conditions.push(eq(users.phone, keys.phone))
      return db
        .select({ email: users.email, cpf: users.cpf, cnpj: users.cnpj, phone: users.phone })
        .from(users)
        .where(or(...conditions))
    },

    async isActivePromoterCategory(id: string) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'promoter'),
            eq(categories.isActive, true),
          ),
        )
      return row !== undefined
    },

    async insertUser(values: NewUser) {
      const [row] = await db.insert(users).values(values).returning()
      return row
    },
    async insertAddress(userId: string, values: NewAddress) {
      await db.insert(addresses).values({ ...values, userId })
    },
    async insertCompany(userId: string, values: NewCompany) {
      const [row] = await db
        .insert(companies)
        .values({ ...values, userId })
        .returning()
      return row
    },
    async insertPromoter(userId: string, values: NewPromoter) {
      await db.insert(promoters).values({ ...values, userId })
    },
    async insertSupplier(userId: string, values: NewSupplier) {
      await db.insert(suppliers).values({ ...values, userId })
    },
    async insertConsents(
      userId: string,
      kinds: ConsentKind[],
      meta: { version: string; grantedAt: Date; ip: string },
    ) {
      await db.insert(consents).values(kinds.map((kind) => ({ userId, kind, ...meta })))
    },
  }
}
