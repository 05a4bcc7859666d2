import { and, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { suppliers, users } from '../../db/schema/index.ts'

/** The registration an admin edits (ADR 0034), as stored. */
export interface StoredRegistration {
  cnpj: string | null
  companyName: string
  establishmentTitle: string
  legalNature: string
  openingDate: string
  mainActivity: string
  secondaryActivities: string[]
  commercialEmail: string
  commercialPhone: string
  contactName: string
  contactPhone: string | null
}

export function adminSupplierRegistrationRepository(db: DbOrTx) {
  return {
    /**
     * The supplier's registration with its supplier and account rows locked until the transaction
     * ends (two edits, or an edit and a status change, never interleave); undefined when the id is
     * not a supplier.
     */
    async lock(id: string): Promise<StoredRegistration | undefined> {
      const [row] = await db
        .select({
          cnpj: users.cnpj,
          companyName: suppliers.companyName,
          establishmentTitle: suppliers.establishmentTitle,
          legalNature: suppliers.legalNature,
          openingDate: suppliers.openingDate,
          mainActivity: suppliers.mainActivity,
          secondaryActivities: suppliers.secondaryActivities,
          commercialEmail: suppliers.commercialEmail,
          commercialPhone: suppliers.commercialPhone,
          contactName: suppliers.contactName,
          contactPhone: suppliers.contactPhone,
        })
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .where(eq(suppliers.userId, id))
        .for('update')
      return row
    },

    /** Whether another account already holds this CNPJ (users_cnpj_key decides races). */
    async isCnpjTaken(cnpj: string, exceptUserId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.cnpj, cnpj), ne(users.id, exceptUserId)))
        .limit(1)
      return rows.length > 0
    },

    async update(
      id: string,
      values: Partial<Omit<StoredRegistration, 'cnpj'>>,
      cnpj: string | undefined,
      now: Date,
    ) {
      if (Object.keys(values).length > 0)
        await db
          .update(suppliers)
          .set({ ...values, updatedAt: now })
          .where(eq(suppliers.userId, id))
      if (cnpj !== undefined)
        await db.update(users).set({ cnpj, updatedAt: now }).where(eq(users.id, id))
    },
  }
}
