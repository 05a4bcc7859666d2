import { randomUUID } from 'node:crypto'
import type { Role } from '@galera/shared'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { categories, companies, users } from '../../src/db/schema/index.ts'
import { hashPassword } from '../../src/modules/accounts/passwords.ts'

export const DEFAULT_PASSWORD = 'Galera@2026'

export interface UserFactoryInput {
  role: Role
  email?: string
  name?: string
  password?: string
  cpf?: string | null
  cnpj?: string | null
  phone?: string | null
  status?: 'active' | 'inactive' | 'suspended' | 'closed'
  locale?: 'pt-BR' | 'en'
  /** For companies: the branded login's trade name. */
  tradeName?: string
  /** A fixed id (e2e fixtures that a spec opens by URL); random otherwise. */
  id?: string
}

const hashes = new Map<string, Promise<string>>()
function cachedHash(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

/** A user of any role (and its company row for role company). Each call makes unique e-mails. */
export async function createUser(db: DbOrTx, input: UserFactoryInput) {
  const id = input.id ?? randomUUID()
  const [user] = await db
    .insert(users)
    .values({
      id,
      role: input.role,
      name: input.name ?? `Test ${input.role}`,
      email: input.email ?? `${input.role}-${id.slice(0, 8)}@test.galera.dev`,
      passwordHash: await cachedHash(input.password ?? DEFAULT_PASSWORD),
      cpf: input.cpf ?? null,
      cnpj: input.cnpj ?? null,
      phone: input.phone ?? null,
      status: input.status ?? 'active',
      locale: input.locale ?? 'pt-BR',
    })
    .returning()
  let company: typeof companies.$inferSelect | undefined
  if (input.role === 'company') {
    ;[company] = await db
      .insert(companies)
      .values({
        userId: id,
        tradeName: input.tradeName ?? user.name,
        legalName: `${user.name} Ltda.`,
        phones: user.phone ? [user.phone] : [],
      })
      .returning()
  }
  return { user, company, password: input.password ?? DEFAULT_PASSWORD }
}

export async function createCategory(
  db: DbOrTx,
  input: {
    slug: string
    namePt: string
    nameEn: string
    kind?: 'promoter' | 'product'
    sortOrder?: number
    parentId?: string
  },
) {
  const [row] = await db
    .insert(categories)
    .values({ kind: 'promoter', sortOrder: 0, ...input })
    .returning()
  return row
}

/** An image row of `ownerId` (no file on disk): enough for rules that check ownership/purpose. */
export async function createImage(
  db: DbOrTx,
  input: { ownerId: string; purpose?: string; deleted?: boolean },
) {
  const { images } = await import('../../src/db/schema/index.ts')
  const id = randomUUID()
  const [row] = await db
    .insert(images)
    .values({
      id,
      ownerId: input.ownerId,
      purpose: input.purpose ?? 'document',
      width: 800,
      height: 600,
      bytes: 12_345,
      variants: { thumb: `test/${id}-thumb.webp`, large: `test/${id}-large.webp` },
      deletedAt: input.deleted ? new Date() : null,
    })
    .returning()
  return row
}
