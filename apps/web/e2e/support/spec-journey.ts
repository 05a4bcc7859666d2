import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { productRatings, products, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createBudget } from '../../../api/test/factories/budgets.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/**
 * spec-rows.spec.ts's own accounts (ADR 0028), used by no other journey: a company and a supplier
 * who open `/choose`, and two clients (one in English) who each rated "Squeeze Fitness 500 ml" of
 * Litoral Brindes after a completed deal and edit that rating. A repeated run (`--repeat-each`)
 * edits the ratings of its own two clients (ratingRun), titled after the run.
 */
export const CHOOSE_COMPANY = { email: 'cora.choose@galera.dev', name: 'Cora Empresa' }
export const CHOOSE_SUPPLIER = { email: 'sid.choose@galera.dev', name: 'Sid Fornecedor' }
export const RATING_EDITOR = { email: 'rita.edita@galera.dev', name: 'Rita Edita' }
export const RATING_EDITOR_EN = { email: 'ed.edits@galera.dev', name: 'Ed Edits' }
export const SQUEEZE_TITLE = { pt: 'Squeeze resistente', en: 'Sturdy squeeze' }

/** The rating editors of run `run` and their ratings' titles (run 0's as above). */
export function ratingRun(run: number) {
  const suffix = run === 0 ? '' : ` ${run + 1}`
  return {
    editor: forRun(RATING_EDITOR, run),
    editorEn: forRun(RATING_EDITOR_EN, run),
    title: { pt: `${SQUEEZE_TITLE.pt}${suffix}`, en: `${SQUEEZE_TITLE.en}${suffix}` },
    edited: { pt: `Squeeze que veda bem${suffix}`, en: `A squeeze that seals well${suffix}` },
  }
}

export async function seedSpecJourney(db: Db): Promise<void> {
  await createUser(db, { role: 'company', ...CHOOSE_COMPANY })
  const { user: supplier } = await createSupplier(db, { name: CHOOSE_SUPPLIER.name })
  await db.update(users).set({ email: CHOOSE_SUPPLIER.email }).where(eq(users.id, supplier.id))
  const [squeeze] = await db
    .select({ id: products.id, supplierId: products.supplierId })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        eq(users.email, 'litoralbrindes@galera.dev'),
        sql`lower(${products.importerCode}) = 'xbz-2040'`,
      ),
    )
    .limit(1)
  // The demo catalogue is someone else's seed: without it there is nothing to rate.
  if (!squeeze) return
  // Newest first on the product page (ten a page): the last run seeded first, so run 0's two
  // ratings stay on top as they were before the repeated runs.
  for (let run = CLOCKED_RUNS - 1; run >= 0; run--) await seedRatings(db, squeeze, run)
}

async function seedRatings(db: Db, squeeze: { id: string; supplierId: string }, run: number) {
  const { editor, editorEn, title: titles } = ratingRun(run)
  for (const [who, locale, title] of [
    [editor, 'pt-BR', titles.pt],
    [editorEn, 'en', titles.en],
  ] as const) {
    const { user } = await createUser(db, { role: 'client', locale, ...who })
    const { proposals } = await createBudget(db, {
      clientId: user.id,
      productId: squeeze.id,
      quantity: 200,
      now: new Date(),
      proposals: [{ supplierId: squeeze.supplierId, status: 'completed' }],
    })
    await db.insert(productRatings).values({
      productId: squeeze.id,
      clientId: user.id,
      proposalId: proposals[0].id,
      material: 3,
      finishing: 3,
      customization: 3,
      title,
      comment: 'Chegou no prazo, mas a tampa poderia vedar melhor.',
    })
  }
}
