import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { feeSchedules, users } from '../../../api/src/db/schema/index.ts'
import { withCnpjDigits } from '../../../api/src/db/seed/cnpj.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { FEES_MASTER } from './cache-suggestion.ts'

/*
 * ADR 0032: journeys run in parallel and demo accounts are shared, so a journey that changes an
 * account (its language, profile, password or data) signs in with an account of its own, made
 * here; the e2e server refuses writes from demo accounts (support/server.ts). Each constant names
 * the only journey that uses it.
 */

/** hire-modal.spec.ts, the English pass (it switches the account's language). */
export const HIRE_MODAL_EN_CLIENT = {
  email: 'enzo.modal@galera.dev',
  name: 'Enzo Modal',
  cpf: '28467193573',
  phone: '+5571987650099',
}
/** admin-moderation.spec.ts: suspends Sam and reviews his 'Certificado' requests. */
export const MODERATION_ADMIN = { email: 'alba.moderadora@galera.dev', name: 'Alba Moderadora' }
/** admin-moderation.spec.ts: publishes a terms version (and reads it in English). */
export const TERMS_MASTER = { email: 'mauro.termos@galera.dev', name: 'Mauro Termos' }
/** admin-moderation.spec.ts: reads the admin tabs in English (a fresh account: it starts in pt-BR). */
export const TABS_MASTER = { email: 'tito.abas@galera.dev', name: 'Tito Abas' }
/** admin-moderation.spec.ts: objects to the upcoming terms version. */
export const OBJECTING_CLIENT = { email: 'olga.oposicao@galera.dev', name: 'Olga Oposição' }
/** admin-settings.spec.ts: adds categories, materials and colours, and switches to English. */
export const SETTINGS_ADMIN = { email: 'caio.catalogo@galera.dev', name: 'Caio Catálogo' }
/** notifications.spec.ts: reads, marks as read and switches to English. */
export const NOTIFIED_ADMIN = { email: 'nina.avisos@galera.dev', name: 'Nina Avisos' }
/** supplier-page.spec.ts: writes its company page and switches to English. */
export const PAGE_SUPPLIER = {
  email: 'abaete.brindes@galera.dev',
  name: 'Brindes Abaeté',
  cnpj: '52718364000105',
}
/** admin-user-edit.spec.ts: edits two people's data, then switches to English. */
export const DATA_ADMIN = { email: 'dora.dados@galera.dev', name: 'Dora Dados' }
/** admin-user-edit.spec.ts, the pt-BR pass: her name, mobile, CPF and e-mail are corrected. */
export const EDITED_CLIENT = {
  email: 'renata.cadastro@galera.dev',
  name: 'Renata Cadastro',
  cpf: '66208234751',
  phone: '+5571987650201',
}
/** admin-user-edit.spec.ts, the English pass (reads English mail). */
export const EDITED_CLIENT_EN = {
  email: 'ulisses.update@galera.dev',
  name: 'Ulisses Update',
  cpf: '86687094882',
  locale: 'en' as const,
}

/** admin-supplier-registration.spec.ts, Portuguese pass: edits REGISTRATION_SUPPLIER. */
export const REGISTRATION_ADMIN = { email: 'rui.cadastro@galera.dev', name: 'Rui Cadastro' }
/** admin-supplier-registration.spec.ts, English pass (switches its language): edits the _EN one. */
export const REGISTRATION_ADMIN_EN = { email: 'eva.registro@galera.dev', name: 'Eva Registro' }
/** admin-supplier-registration.spec.ts: its registration (and CNPJ) is edited in Portuguese. */
export const REGISTRATION_SUPPLIER = {
  email: 'ipe.amarelo@galera.dev',
  name: 'Brindes Ipê Amarelo',
  cnpj: '33617053000105',
}
/** admin-supplier-registration.spec.ts: its registration is edited in English. */
export const REGISTRATION_SUPPLIER_EN = {
  email: 'angico.brindes@galera.dev',
  name: 'Brindes Angico',
  cnpj: '27490518000107',
}

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

/** A supplier with its own sign-in e-mail and CNPJ (the products factory leaves both generated). */
export async function createOwnSupplier(
  db: Db,
  input: { email: string; name: string; cnpj: string },
): Promise<string> {
  const { user } = await createSupplier(db, { name: input.name })
  await db.update(users).set({ email: input.email, cnpj: input.cnpj }).where(eq(users.id, user.id))
  return user.id
}

/** admin-promoter-gallery.spec.ts: edits Vera's gallery and schedule, and switches to English. */
export const GALLERY_ADMIN = { email: 'gil.galeria@galera.dev', name: 'Gil Galeria' }
/** admin-promoter-gallery.spec.ts: the promoter whose gallery and schedule the admin edits. */
export const GALLERY_PROMOTER = { email: 'vera.vitrine@galera.dev', name: 'Vera Vitrine' }

/** product-photo-refusal.spec.ts: has a photo refused in its product form, in both languages. */
export const PHOTO_SUPPLIER = { email: 'iara.fotos@galera.dev', name: 'Brindes Iara' }

export async function seedOwnAccounts(db: Db): Promise<void> {
  await createUser(db, { role: 'client', ...HIRE_MODAL_EN_CLIENT })
  await createUser(db, { role: 'admin_master', ...NOTIFIED_ADMIN })
  await createOwnSupplier(db, PAGE_SUPPLIER)
  const photo = await createSupplier(db, { name: PHOTO_SUPPLIER.name })
  await db.update(users).set({ email: PHOTO_SUPPLIER.email }).where(eq(users.id, photo.user.id))
  // The admin journeys' accounts, one set per repeated run (`forRun`, CLOCKED_RUNS).
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

/*
 * The clocked journeys (hire-promoter.spec.ts, ad-auction.spec.ts) run on instances of their own,
 * but a repeated run (`--repeat-each`) meets the state the run before left: accounts switched to
 * English, a promoter blocked for 15 days, time moved forward. So each run signs in with the
 * accounts of its own run number, seeded here for up to CLOCKED_RUNS runs.
 */
export const CLOCKED_RUNS = 5

/** The run number of the test in progress (its `--repeat-each` index), checked against the seed. */
export function clockedRun(repeatEachIndex: number): number {
  if (repeatEachIndex >= CLOCKED_RUNS)
    throw new Error(`own accounts are seeded for ${CLOCKED_RUNS} runs; raise CLOCKED_RUNS`)
  return repeatEachIndex
}

/**
 * `account` as run `run` signs in with it: run 0 is the account itself; a later run gets its own
 * copy, the e-mail's local part suffixed with the run's number (`vera.auditoria2@galera.dev`).
 */
export function forRun<T extends { email: string }>(account: T, run: number): T {
  if (run === 0) return account
  const [local, domain] = account.email.split('@')
  return { ...account, email: `${local}${run + 1}@${domain}` }
}

/** `forRun`, and for a later run the name suffixed too, for a journey that searches by name. */
export function forRunNamed<T extends { email: string; name: string }>(account: T, run: number): T {
  if (run === 0) return account
  return { ...forRun(account, run), name: `${account.name} ${run + 1}` }
}

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

interface OwnAccount {
  email: string
  name: string
}

/** A valid CPF from nine digits (the two check digits computed). */
function cpfFrom(nine: string): string {
  const check = (digits: string) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (digits.length + 1 - i), 0)
    const rest = (sum * 10) % 11
    return String(rest === 10 ? 0 : rest)
  }
  const ten = nine + check(nine)
  return ten + check(ten)
}

/** A client with the CPF and mobile the hire modal's first step fills in. */
export async function createHiringClient(
  db: Db,
  account: OwnAccount & { cpf: string; phone: string },
) {
  return createUser(db, { role: 'client', ...account })
}

/** A promoter of `categorySlug` available every day, morning to night (a hire never meets a rest day). */
export async function createScheduledPromoter(
  db: Db,
  account: OwnAccount,
  categorySlug = 'recepcionista',
) {
  const category = await db.query.categories.findFirst({
    where: (c, { eq: is }) => is(c.slug, categorySlug),
  })
  return createPromoter(db, {
    user: account,
    promoter: { categoryId: category?.id, weeklyAvailability: 2 ** 21 - 1 },
  })
}

/** An active supplier (company row included) that signs in with `account.email`. */
export async function createBiddingSupplier(db: Db, account: OwnAccount) {
  const { user } = await createSupplier(db, { name: account.name })
  await db.update(users).set({ email: account.email }).where(eq(users.id, user.id))
  return user
}

/** hire-promoter.spec.ts, run `run`: the hiring client, the hired promoter, the one who cancels late. */
export function hireJourneyAccounts(run: number) {
  const n = run + 1
  return {
    client: {
      email: `clara.contratante${n}@galera.dev`,
      name: 'Clara Contratante',
      cpf: cpfFrom(`7315200${String(n).padStart(2, '0')}`),
      phone: `+55719876521${String(n).padStart(2, '0')}`,
    },
    promoter: { email: `helena.contrato${n}@galera.dev`, name: 'Helena Contratada' },
    lateCancel: { email: `caio.cancela${n}@galera.dev`, name: 'Caio Cancelamento' },
  }
}

/** ad-auction.spec.ts, run `run`: the admin who opens the auction and the two bidding suppliers. */
export function adAuctionAccounts(run: number) {
  const n = run + 1
  return {
    admin: { email: `lara.leiloeira${n}@galera.dev`, name: 'Lara Leiloeira' },
    winner: { email: `vitrine.vencedora${n}@galera.dev`, name: 'Brindes Vitória' },
    rival: { email: `lance.rival${n}@galera.dev`, name: 'Brindes Rival' },
  }
}

/** The hire journey's clocked instance: its accounts for every run. */
export async function seedHireJourneyAccounts(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const { client, promoter, lateCancel } = hireJourneyAccounts(run)
    await createHiringClient(db, client)
    await createScheduledPromoter(db, promoter)
    await createScheduledPromoter(db, lateCancel)
  }
}

/** The ad-auction journey's clocked instance: its accounts for every run. */
export async function seedAdAuctionAccounts(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const { admin, winner, rival } = adAuctionAccounts(run)
    await createUser(db, { role: 'admin_basic', ...admin })
    await createBiddingSupplier(db, winner)
    await createBiddingSupplier(db, rival)
  }
}

/** A valid CPF from nine digits, for the journeys' own seed files (cpfFrom). */
export function validCpf(nine: string): string {
  return cpfFrom(nine)
}
