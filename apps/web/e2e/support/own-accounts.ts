import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'

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

/** conversations.spec.ts: the client who asks a question and then hires; the promoter who answers. */
export const CHAT_CLIENT = {
  email: 'clara.conversa@galera.dev',
  name: 'Clara Conversa',
  cpf: cpfFrom('731948265'),
  phone: '+5571987650301',
}
export const CHAT_PROMOTER = { email: 'pietra.pergunta@galera.dev', name: 'Pietra Pergunta' }

export async function seedOwnAccounts(db: Db): Promise<void> {
  await createHiringClient(db, CHAT_CLIENT)
  await createScheduledPromoter(db, CHAT_PROMOTER)
  await createUser(db, { role: 'client', ...HIRE_MODAL_EN_CLIENT })
  await createUser(db, { role: 'admin_master', ...NOTIFIED_ADMIN })
  await createOwnSupplier(db, PAGE_SUPPLIER)
  const photo = await createSupplier(db, { name: PHOTO_SUPPLIER.name })
  await db.update(users).set({ email: PHOTO_SUPPLIER.email }).where(eq(users.id, photo.user.id))
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

interface OwnAccount {
  email: string
  name: string
  /** A supplier's CNPJ (the payment provider's customer needs it to charge an ad, ADR 0060). */
  cnpj?: string
}

/** A valid CNPJ from twelve digits (the two check digits computed). */
export function cnpjFrom(twelve: string): string {
  const check = (digits: string) => {
    const weights =
      digits.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0)
    const rest = sum % 11
    return String(rest < 2 ? 0 : 11 - rest)
  }
  const thirteen = twelve + check(twelve)
  return thirteen + check(thirteen)
}

/** A valid CPF from nine digits (the two check digits computed). */
export function cpfFrom(nine: string): string {
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
  await db
    .update(users)
    .set({ email: account.email, cnpj: account.cnpj ?? null })
    .where(eq(users.id, user.id))
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
    winner: {
      email: `vitrine.vencedora${n}@galera.dev`,
      name: 'Brindes Vitória',
      cnpj: cnpjFrom(`73152061${String(n).padStart(4, '0')}`),
    },
    rival: {
      email: `lance.rival${n}@galera.dev`,
      name: 'Brindes Rival',
      cnpj: cnpjFrom(`73152062${String(n).padStart(4, '0')}`),
    },
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
