import type { Db } from '../../../api/src/platform/db/database.ts'
import { feeSchedules } from '../../../api/src/db/schema/index.ts'
import { withCnpjDigits } from '../../../api/src/db/seed/cnpj.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { FEES_MASTER } from './cache-suggestion.ts'
import {
  CLOCKED_RUNS,
  cpfFrom,
  createOwnSupplier,
  DATA_ADMIN,
  EDITED_CLIENT,
  EDITED_CLIENT_EN,
  forRun,
  forRunNamed,
  GALLERY_ADMIN,
  GALLERY_PROMOTER,
  MODERATION_ADMIN,
  OBJECTING_CLIENT,
  REGISTRATION_ADMIN,
  REGISTRATION_ADMIN_EN,
  REGISTRATION_SUPPLIER,
  REGISTRATION_SUPPLIER_EN,
  SETTINGS_ADMIN,
  TABS_MASTER,
  TERMS_MASTER,
} from './own-accounts.ts'

/*
 * The admin journeys' own accounts and rows for every repeated run (`--repeat-each`, up to
 * CLOCKED_RUNS): run 0 is the accounts of own-accounts.ts (or of support/server.ts), a later run
 * has its own (`forRun`), so no run meets the state another left.
 */

/** `DDDDDDDDDDDDDD` as the CNPJ field shows it, `DD.DDD.DDD/DDDD-DD`. */
const cnpjShown = (cnpj: string) =>
  cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')

/**
 * admin-supplier-registration.spec.ts, run `run`: its admins, the two suppliers they edit and the
 * new CNPJ and name. Run 0 is the accounts above; a later run has its own, names and CNPJs too.
 */
export function registrationRun(run: number) {
  const n = run + 1
  const cnpj = (prefix: string) => withCnpjDigits(`${prefix}${n}0001`)
  // A later run's names sort after the demo's "Brindes Salvador", which admin-suppliers.spec.ts
  // expects on the list's first page.
  const supplier =
    run === 0
      ? REGISTRATION_SUPPLIER
      : {
          ...forRun(REGISTRATION_SUPPLIER, run),
          name: `Vila Ipê Amarelo ${n}`,
          cnpj: cnpj('4715053'),
        }
  const supplierEn =
    run === 0
      ? REGISTRATION_SUPPLIER_EN
      : {
          ...forRun(REGISTRATION_SUPPLIER_EN, run),
          name: `Vila Angico ${n}`,
          cnpj: cnpj('4715118'),
        }
  const newCnpj = run === 0 ? '61382947000107' : cnpj('4715247')
  return {
    admin: forRun(REGISTRATION_ADMIN, run),
    adminEn: forRun(REGISTRATION_ADMIN_EN, run),
    supplier,
    supplierEn,
    supplierEnCnpjShown: cnpjShown(supplierEn.cnpj),
    supplierCnpjShown: cnpjShown(supplier.cnpj),
    newCnpj,
    newCnpjShown: cnpjShown(newCnpj),
    newName: run === 0 ? 'Brindes Ipê Amarelo Eventos' : `Vila Ipê Amarelo Eventos ${n}`,
  }
}

/**
 * admin-moderation.spec.ts: the client suspended, reactivated and certified; run 0's is seeded by
 * support/server.ts. A later run's e-mail keeps `sam.suspenso` out of it: run 0 searches for it and
 * expects exactly one row.
 */
export function suspendedSam(run: number) {
  const n = run + 1
  return run === 0
    ? { email: 'sam.suspenso@galera.dev', name: 'Sam Suspenso' }
    : { email: `sam${n}.suspenso@galera.dev`, name: `Sam Suspenso ${n}` }
}

/** Surnames of admin-promoters.spec.ts' promoters for runs 1… (run 0's is 'Quixabeira'). */
const PROMOTER_SURNAMES = ['Quixabeira', 'Mandacaru', 'Juazeiro', 'Pitombeira', 'Aroeira']

/**
 * admin-promoters.spec.ts, run `run`: its admin and the promoter it finds by a word of the name
 * (one row expected) and inactivates; run 0's are seeded by support/server.ts.
 */
export function adminPromotersRun(run: number) {
  const term = PROMOTER_SURNAMES[run]!
  return {
    admin: forRun({ email: 'ada.adminpromo@galera.dev', name: 'Ada Adminpromo' }, run),
    promoter: {
      ...forRun({ email: 'zuleica.aracaju@galera.dev' }, run),
      name: `Zuleica ${term}`,
      term,
    },
  }
}

/**
 * admin-fees.spec.ts, run `run`: its admin master and the draft it publishes. Run 0 publishes the
 * migrations' 9.8% draft (2.8% + 7%); a later run a draft of its own, 0.1 point lower, seeded here.
 */
export function feesRun(run: number) {
  const tenths = 98 - run
  return {
    master: forRun(FEES_MASTER, run),
    draft: { providerBps: 280, platformBps: tenths * 10 - 280 },
    pt: `${Math.floor(tenths / 10)},${tenths % 10}%`,
    en: `${Math.floor(tenths / 10)}.${tenths % 10}%`,
  }
}

/** admin-home.spec.ts: its admin (it switches language); run 0's is seeded by support/server.ts. */
export const HOME_ADMIN = { email: 'hugo.home@galera.dev', name: 'Hugo Home' }

/** `DDDDDDDDDDD` as the CPF field shows it, `DDD.DDD.DDD-DD`. */
const cpfShown = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')

/**
 * admin-user-edit.spec.ts, run `run`: the admin, the two people it edits and what they become.
 * Run 0 is the accounts above; a later run has its own people, CPFs and mobiles.
 */
export function userEditRun(run: number) {
  const n = run + 1
  const client =
    run === 0
      ? EDITED_CLIENT
      : {
          ...forRunNamed(EDITED_CLIENT, run),
          cpf: cpfFrom(`5731900${String(n).padStart(2, '0')}`),
          phone: `+55719876${6}${n}201`,
        }
  const clientEn =
    run === 0
      ? EDITED_CLIENT_EN
      : {
          ...forRunNamed(EDITED_CLIENT_EN, run),
          cpf: cpfFrom(`5731920${String(n).padStart(2, '0')}`),
        }
  const newCpf = run === 0 ? '80079494102' : cpfFrom(`5731910${String(n).padStart(2, '0')}`)
  const phoneDigits = (phone: string) => phone.slice(3)
  const shownPhone = (digits: string) =>
    `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
  const newPhone = run === 0 ? '71987650202' : `719876${6}${n}202`
  return {
    admin: forRun(DATA_ADMIN, run),
    client,
    clientEn,
    search: client.email.split('@')[0]!,
    searchEn: clientEn.email.split('@')[0]!,
    phoneShown: shownPhone(phoneDigits(client.phone)),
    cpfShown: cpfShown(client.cpf),
    cpfEnShown: cpfShown(clientEn.cpf),
    // The journey keeps finding the panel by the old name, part of the new one.
    newName: run === 0 ? 'Renata Cadastro Lima' : `${client.name} Lima`,
    newPhone,
    newPhoneShown: shownPhone(newPhone),
    newCpf,
    newCpfShown: cpfShown(newCpf),
    newEmail: forRun({ email: 'renata.lima@galera.dev' }, run).email,
    newEmailEn: forRun({ email: 'ulisses.new@galera.dev' }, run).email,
  }
}

/** The admin journeys' accounts and rows, one set per repeated run. */
export async function seedAdminRuns(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const edit = userEditRun(run)
    await createUser(db, { role: 'admin_basic', ...edit.admin })
    await createUser(db, { role: 'client', ...edit.client })
    await createUser(db, { role: 'client', ...edit.clientEn })
    await createUser(db, { role: 'admin_basic', ...forRun(MODERATION_ADMIN, run) })
    if (run > 0) {
      // Run 0's are seeded by support/server.ts (the fee draft by the migrations).
      const fees = feesRun(run)
      await createUser(db, { role: 'admin_master', ...fees.master })
      await db.insert(feeSchedules).values({ ...fees.draft, status: 'draft' })
      await createUser(db, { role: 'admin_basic', ...forRun(HOME_ADMIN, run) })
      await createUser(db, { role: 'client', ...suspendedSam(run) })
      const { admin, promoter } = adminPromotersRun(run)
      await createUser(db, { role: 'admin_basic', ...admin })
      await createPromoter(db, {
        user: { email: promoter.email, name: promoter.name },
        city: 'Aracaju',
        uf: 'SE',
      })
    }
    await createUser(db, { role: 'admin_master', ...forRun(TERMS_MASTER, run) })
    await createUser(db, { role: 'admin_master', ...forRun(TABS_MASTER, run) })
    await createUser(db, { role: 'client', ...forRun(OBJECTING_CLIENT, run) })
    await createUser(db, { role: 'admin_basic', ...forRun(SETTINGS_ADMIN, run) })
    const registration = registrationRun(run)
    await createUser(db, { role: 'admin_basic', ...registration.admin })
    await createUser(db, { role: 'admin_basic', ...registration.adminEn })
    await createOwnSupplier(db, registration.supplier)
    await createOwnSupplier(db, registration.supplierEn)
    await createUser(db, { role: 'admin_basic', ...forRun(GALLERY_ADMIN, run) })
    await createPromoter(db, {
      user: forRunNamed(GALLERY_PROMOTER, run),
      city: 'Ilhéus',
      uf: 'BA',
    })
  }
}
