import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { users } from '../../../api/src/db/schema/index.ts'
import { withCnpjDigits } from '../../../api/src/db/seed/cnpj.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import {
  CHAT_CLIENT,
  CHAT_PROMOTER,
  CLOCKED_RUNS,
  createHiringClient,
  createOwnSupplier,
  createScheduledPromoter,
  forRun,
  HIRE_MODAL_EN_CLIENT,
  NOTIFIED_ADMIN,
  PAGE_SUPPLIER,
  PHOTO_SUPPLIER,
  validCpf,
} from './own-accounts.ts'

/*
 * Repeated runs (`--repeat-each`) of the journeys that change their own account (its language,
 * password, data, or close it): run 0 signs in with the account seeded in own-accounts.ts or server.ts, each
 * later run with its own copy (forRun, own-accounts.ts), seeded here for runs 1 to CLOCKED_RUNS - 1 with the CPF,
 * CNPJ and mobile of its run (the users table keeps each unique).
 */

/** lgpd.spec.ts: downloads its data, withdraws consent and closes the account. */
export const LGPD_CLIENT = { email: 'lia.lgpd@galera.dev', name: 'Lia Lgpd' }
/** profile.spec.ts: switches its language in the header (E2E_LOCALE_USER). */
export const LOCALE_PROMOTER = { email: 'lia.idioma@galera.dev', name: 'Lia Idioma' }
/** profile-edit.spec.ts: edits its data, address, language and password. */
export const PROFILE_CLIENT = { email: 'edu.perfil@galera.dev', name: 'Edu Perfil' }
/** promoter-panel.spec.ts: completes its profile, gallery and schedule, and switches to English. */
export const PANEL_PROMOTER = { email: 'pri.painel@galera.dev', name: 'Pri Painel' }

/** profile-edit.spec.ts, run `run`: the mobile it saves (unique per account). */
export function profileEditPhone(run: number): string {
  return `(71) 99876-${1234 + run}`
}

/** hire-modal.spec.ts's English client for run `run` (its CPF and mobile of its own). */
export function hireModalEnClient(run: number) {
  if (run === 0) return HIRE_MODAL_EN_CLIENT
  return {
    ...forRun(HIRE_MODAL_EN_CLIENT, run),
    cpf: validCpf(`5310042${String(run).padStart(2, '0')}`),
    phone: `+55719876514${String(run).padStart(2, '0')}`,
  }
}

/** conversations.spec.ts's client and promoter for run `run` (the run before left them hired and paid). */
export function chatAccounts(run: number) {
  if (run === 0) return { client: CHAT_CLIENT, promoter: CHAT_PROMOTER }
  return {
    client: {
      ...forRun(CHAT_CLIENT, run),
      cpf: validCpf(`7319483${String(run).padStart(2, '0')}`),
      phone: `+55719876537${String(run).padStart(2, '0')}`,
    },
    promoter: forRun(CHAT_PROMOTER, run),
  }
}

/**
 * supplier-page.spec.ts's supplier for run `run`: a name of its own (the visitor searches for
 * "abaete" and meets every run's supplier) and a CNPJ of its own.
 */
export function pageSupplier(run: number) {
  if (run === 0) return PAGE_SUPPLIER
  return {
    ...forRun(PAGE_SUPPLIER, run),
    name: `${PAGE_SUPPLIER.name} ${run + 1}`,
    cnpj: withCnpjDigits(`5271837${run}0001`),
  }
}

/** The copies of runs 1 to CLOCKED_RUNS - 1 (run 0's accounts are seeded above and in server.ts). */
export async function seedRepeatedRuns(db: Db): Promise<void> {
  const panelCategory = await db.query.categories.findFirst({
    where: (c, { eq: is }) => is(c.kind, 'promoter'),
  })
  for (let run = 1; run < CLOCKED_RUNS; run++) {
    await createUser(db, { role: 'client', ...forRun(LGPD_CLIENT, run) })
    await createUser(db, { role: 'promoter', ...forRun(LOCALE_PROMOTER, run) })
    await createUser(db, { role: 'client', ...forRun(PROFILE_CLIENT, run) })
    await createUser(db, { role: 'admin_master', ...forRun(NOTIFIED_ADMIN, run) })
    await createUser(db, { role: 'client', ...hireModalEnClient(run) })
    await createOwnSupplier(db, pageSupplier(run))
    const chat = chatAccounts(run)
    await createHiringClient(db, chat.client)
    await createScheduledPromoter(db, chat.promoter)
    const photo = await createSupplier(db, { name: PHOTO_SUPPLIER.name })
    await db
      .update(users)
      .set({ email: forRun(PHOTO_SUPPLIER, run).email })
      .where(eq(users.id, photo.user.id))
    await createPromoter(db, {
      user: forRun(PANEL_PROMOTER, run),
      promoter: { categoryId: panelCategory?.id },
    })
  }
}
