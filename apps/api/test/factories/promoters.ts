import { randomUUID } from 'node:crypto'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { addresses, promoters, userRatings } from '../../src/db/schema/index.ts'
import { createUser, type UserFactoryInput } from './accounts.ts'

export type PromoterRow = typeof promoters.$inferInsert
export interface PromoterFactoryInput {
  user?: Partial<Omit<UserFactoryInput, 'role'>>
  /** Address city/UF (search reads them through the database trigger). */
  city?: string
  uf?: string
  promoter?: Partial<Omit<PromoterRow, 'userId'>>
}

/** A promoter account with address and a complete profile; override any attribute. */
export async function createPromoter(db: DbOrTx, input: PromoterFactoryInput = {}) {
  const made = await createUser(db, {
    role: 'promoter',
    name: 'Ana Souza',
    cpf: null,
    ...input.user,
  })
  const userId = made.user.id
  await db.insert(addresses).values({
    userId,
    cep: '40010000',
    street: 'Rua Chile',
    number: '10',
    neighborhood: 'Centro',
    city: input.city ?? 'Salvador',
    uf: input.uf ?? 'BA',
  })
  const [row] = await db
    .insert(promoters)
    .values({
      userId,
      birthDate: '1995-05-10',
      gender: 'female',
      heightCm: 170,
      weightKg: 60,
      shoeSize: 37,
      hair: 'brown',
      eyes: 'brown',
      languages: [],
      dance: [],
      instruments: [],
      description: 'Promotora com experiência em eventos corporativos e feiras.',
      weeklyAvailability: 0,
      ...input.promoter,
    })
    .returning()
  return { ...made, promoter: row! }
}

/** A rating of `ratedUserId` by `raterUserId` (the hiring issue makes these from jobs). */
export async function createRating(
  db: DbOrTx,
  input: {
    ratedUserId: string
    raterUserId: string
    value?: 'positive' | 'neutral' | 'negative'
    comment?: string
    createdAt?: Date
  },
) {
  const [row] = await db
    .insert(userRatings)
    .values({
      id: randomUUID(),
      ratedUserId: input.ratedUserId,
      raterUserId: input.raterUserId,
      value: input.value ?? 'positive',
      comment: input.comment ?? 'Muito pontual e atenciosa.',
      createdAt: input.createdAt ?? new Date(),
    })
    .returning()
  return row!
}
