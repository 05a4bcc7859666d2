import { count, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import {
  addresses,
  colors,
  consents,
  promoterBlockedDates,
  promoters,
  suppliers,
  userRatings,
  users,
} from '../schema/index.ts'
import ptLegal from '@galera/shared/i18n/pt-BR/legal.ts'
import { createCategory, createUser, DEFAULT_PASSWORD } from '../../../test/factories/accounts.ts'
import { hashPassword } from '../../modules/accounts/passwords.ts'
import { seedDemoJobs } from './jobs-demo.ts'
import { seedDemoBudgets } from './budgets-demo.ts'
import { seedDemoPromotions } from './promotions-demo.ts'
import { seedDemoCatalogue, seedDemoHomeFeatures } from './catalogue-demo.ts'
import { DEMO_CATALOGUE_SUPPLIERS } from './data/catalogue.ts'
import { demoStoreFor } from './art.ts'
import { generatePromoters } from './promoter-generator.ts'
import {
  seedDemoCacheJobs,
  seedDemoPortraits,
  seedDemoProductRatings,
  seedDemoSupplierPage,
} from './showcase-demo.ts'

/** README "Demo accounts": one per role, all with the same password. */
export const DEMO_ACCOUNTS = [
  { role: 'admin_master', email: 'master@galera.dev', name: 'Marta Master', cpf: '52998224725' },
  { role: 'admin_basic', email: 'admin@galera.dev', name: 'Bruno Admin', cpf: '11144477735' },
  {
    role: 'client',
    email: 'cliente@galera.dev',
    name: 'Carla Cliente',
    cpf: '39053344705',
    phone: '+5571987650001',
  },
  {
    role: 'company',
    email: 'empresa@galera.dev',
    name: 'Eventos Bahia',
    cnpj: '11222333000181',
    phone: '+557133330002',
    tradeName: 'Eventos Bahia',
  },
  {
    role: 'promoter',
    email: 'promotora@galera.dev',
    name: 'Paula Promotora',
    cpf: '86288366757',
    phone: '+5571987650003',
  },
  {
    role: 'supplier',
    email: 'fornecedor@galera.dev',
    name: 'Brindes Salvador',
    cnpj: '45723174000110',
    phone: '+557133330004',
  },
] as const

/**
 * The shared demo accounts (README "Demo accounts", the catalogue suppliers and the generated
 * search promoters). End-to-end journeys only read with them (ADR 0032).
 */
export function isDemoAccountEmail(email: string): boolean {
  const e = email.toLowerCase()
  return (
    e.endsWith('@demo.galera.dev') ||
    DEMO_ACCOUNTS.some((a) => a.email === e) ||
    DEMO_CATALOGUE_SUPPLIERS.some((s) => s.email === e)
  )
}

/** Demo categories (promoter side and product side), in display order. */
export const DEMO_CATEGORIES = [
  { slug: 'recepcionista', namePt: 'Recepcionista', nameEn: 'Receptionist', kind: 'promoter' },
  {
    slug: 'promotor-de-vendas',
    namePt: 'Promotor de vendas',
    nameEn: 'Sales promoter',
    kind: 'promoter',
  },
  { slug: 'modelo', namePt: 'Modelo', nameEn: 'Model', kind: 'promoter' },
  { slug: 'animador', namePt: 'Animador', nameEn: 'Entertainer', kind: 'promoter' },
  { slug: 'musico', namePt: 'Músico', nameEn: 'Musician', kind: 'promoter' },
  { slug: 'dancarino', namePt: 'Dançarino', nameEn: 'Dancer', kind: 'promoter' },
  { slug: 'bartender', namePt: 'Bartender', nameEn: 'Bartender', kind: 'promoter' },
  {
    slug: 'mestre-de-cerimonias',
    namePt: 'Mestre de cerimônias',
    nameEn: 'Master of ceremonies',
    kind: 'promoter',
  },
  { slug: 'canetas', namePt: 'Canetas', nameEn: 'Pens', kind: 'product' },
  {
    slug: 'garrafas-e-squeezes',
    namePt: 'Garrafas e squeezes',
    nameEn: 'Bottles and squeezes',
    kind: 'product',
  },
  {
    slug: 'bolsas-e-mochilas',
    namePt: 'Bolsas e mochilas',
    nameEn: 'Bags and backpacks',
    kind: 'product',
  },
  { slug: 'camisetas', namePt: 'Camisetas', nameEn: 'T-shirts', kind: 'product' },
  { slug: 'tecnologia', namePt: 'Tecnologia', nameEn: 'Tech gadgets', kind: 'product' },
] as const

/** Demo colours for products and the image library (spec §3 Colour: name, hexadecimal). */
export const DEMO_COLORS = [
  { namePt: 'Branco', nameEn: 'White', hex: '#FFFFFF' },
  { namePt: 'Preto', nameEn: 'Black', hex: '#111111' },
  { namePt: 'Vermelho', nameEn: 'Red', hex: '#D32F2F' },
  { namePt: 'Azul', nameEn: 'Blue', hex: '#1976D2' },
  { namePt: 'Verde', nameEn: 'Green', hex: '#388E3C' },
  { namePt: 'Amarelo', nameEn: 'Yellow', hex: '#FBC02D' },
  { namePt: 'Rosa', nameEn: 'Pink', hex: '#D81B60' },
  { namePt: 'Prata', nameEn: 'Silver', hex: '#B0BEC5' },
] as const

/**
 * Seeds an empty database with the demo accounts and content. Returns false when the database
 * already has users (never overwrites). Refuses production.
 */
export async function seedDemo(db: Db, nodeEnv: string): Promise<boolean> {
  if (nodeEnv === 'production')
    throw new Error('Refusing to seed demo data with NODE_ENV=production')
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  await db.transaction(async (tx) => {
    const ids: Record<string, string> = {}
    for (const a of DEMO_ACCOUNTS)
      ids[a.role] = (await createUser(tx, { ...a, password: DEFAULT_PASSWORD })).user.id
    let order = 0
    const categoryIds: Record<string, string> = {}
    for (const c of DEMO_CATEGORIES)
      categoryIds[c.slug] = (await createCategory(tx, { ...c, sortOrder: order++ })).id
    await tx.insert(colors).values([...DEMO_COLORS])
    await seedDemoProfiles(tx, ids, categoryIds)
    await seedDemoCatalogue(tx, categoryIds, demoStoreFor(db))
    await seedDemoHomeFeatures(tx, categoryIds)
    await seedSearchPromoters(tx, ids, categoryIds)
    await seedDemoJobs(tx)
    await seedDemoBudgets(tx)
    await seedDemoPromotions(tx, demoStoreFor(db))
    // The first impression (ADR 0032): portraits, Brindes Salvador's page, rated products and
    // past receptionist jobs for sugestao-cache.
    await seedDemoPortraits(tx, demoStoreFor(db))
    await seedDemoSupplierPage(tx, demoStoreFor(db))
    await seedDemoProductRatings(tx)
    await seedDemoCacheJobs(tx)
    // Every demo account accepted the terms and privacy policy in force, as a sign-up records.
    const grantedAt = new Date()
    await tx.insert(consents).values(
      Object.values(ids).flatMap((userId) =>
        (['terms', 'privacy'] as const).map((kind) => ({
          userId,
          kind,
          version: ptLegal.legal.version,
          grantedAt,
          ip: '127.0.0.1',
        })),
      ),
    )
  })
  return true
}

/** Addresses of the demo accounts (real CEPs and IBGE codes of Salvador, BA). */
const DEMO_ADDRESSES: Record<string, Omit<typeof addresses.$inferInsert, 'userId'>> = {
  client: {
    cep: '40140110',
    street: 'Rua Marquês de Caravelas',
    number: '120',
    complement: 'Apto 302',
    neighborhood: 'Barra',
    city: 'Salvador',
    cityIbge: '2927408',
    uf: 'BA',
  },
  company: {
    cep: '41820020',
    street: 'Avenida Tancredo Neves',
    number: '1632',
    complement: 'Sala 1501',
    neighborhood: 'Caminho das Árvores',
    city: 'Salvador',
    cityIbge: '2927408',
    uf: 'BA',
  },
  promoter: {
    cep: '40170110',
    street: 'Rua Afonso Celso',
    number: '45',
    complement: null,
    neighborhood: 'Barra',
    city: 'Salvador',
    cityIbge: '2927408',
    uf: 'BA',
  },
  supplier: {
    cep: '40301110',
    street: 'Rua Jaime Vieira Lima',
    number: '300',
    complement: 'Galpão 2',
    neighborhood: 'Barbalho',
    city: 'Salvador',
    cityIbge: '2927408',
    uf: 'BA',
  },
}

/** The demo promoter's and supplier's profiles, so their screens show real data. */
async function seedDemoProfiles(
  tx: Tx,
  ids: Record<string, string>,
  categoryIds: Record<string, string>,
) {
  for (const [role, address] of Object.entries(DEMO_ADDRESSES))
    await tx.insert(addresses).values({ ...address, userId: ids[role] })
  await tx
    .update(users)
    .set({ birthDate: '1996-04-12', gender: 'female' })
    .where(eq(users.id, ids.promoter))
  await tx.insert(promoters).values({
    userId: ids.promoter,
    birthDate: '1996-04-12',
    gender: 'female',
    heightCm: 168,
    weightKg: 58,
    shoeSize: 37,
    hair: 'brown',
    eyes: 'brown',
    languages: ['english', 'spanish'],
    dance: ['jazz', 'contemporary'],
    instruments: ['none'],
    hasCar: true,
    equipment: 'Tablet para cadastro do público',
    issuesInvoice: true,
    canTravel: true,
    description:
      'Recepcionista e promotora bilíngue há 6 anos em feiras, congressos e lançamentos em Salvador. Experiência com degustação, credenciamento e cadastro de leads.',
    references: 'Feira da Construção Bahia 2025; Congresso Nordeste de Marketing 2026.',
    categoryId: categoryIds.recepcionista,
    instagramUrl: 'https://instagram.com/paula.promotora',
    // Monday to Saturday, morning, afternoon and night (bit weekday × 3 + day time): hireable.
    weeklyAvailability: 2 ** 21 - 1 - 0b111,
  })
  await tx.insert(suppliers).values({
    userId: ids.supplier,
    companyName: 'Brindes Salvador Comércio Ltda.',
    establishmentTitle: 'Brindes Salvador',
    legalNature: 'Sociedade Empresária Limitada',
    openingDate: '2012-03-05',
    mainActivity: 'Comércio atacadista de artigos promocionais',
    secondaryActivities: ['Serviços de personalização e gravação', 'Impressão de material gráfico'],
    commercialEmail: 'vendas@brindessalvador.test',
    commercialPhone: '+557133330004',
    contactName: 'Rogério Souza',
    contactPhone: '+5571987650004',
    site: 'https://brindessalvador.test',
  })
}

/** README "60 demo promoters for search": how many, and how common each category is. */
export const DEMO_SEARCH_PROMOTERS = 60
const DEMO_CATEGORY_WEIGHTS: Record<string, number> = {
  recepcionista: 30,
  'promotor-de-vendas': 25,
  modelo: 12,
  animador: 8,
  musico: 5,
  dancarino: 6,
  bartender: 6,
  'mestre-de-cerimonias': 3,
}

/**
 * Generated promoters (promoter-generator.ts, fixed seed) across Brazilian cities, so the search
 * screen shows real results on `npm start`. E-mails `promotor.<n>@demo.galera.dev`, the demo
 * password; rated by the demo client and company.
 */
async function seedSearchPromoters(
  tx: Tx,
  ids: Record<string, string>,
  categoryIds: Record<string, string>,
) {
  const now = new Date()
  const people = [
    ...generatePromoters(DEMO_SEARCH_PROMOTERS, {
      seed: 4,
      categories: Object.entries(DEMO_CATEGORY_WEIGHTS).map(([slug, weight]) => ({
        id: categoryIds[slug]!,
        weight,
      })),
      emailDomain: 'demo.galera.dev',
      now,
    }),
  ]
  const passwordHash = await hashPassword(DEFAULT_PASSWORD)
  await tx.insert(users).values(
    people.map((p) => ({
      id: p.id,
      role: 'promoter',
      name: p.name,
      email: p.email,
      passwordHash,
      status: p.userStatus,
      birthDate: p.promoter.birthDate,
      gender: p.promoter.gender,
      createdAt: p.promoter.createdAt,
    })),
  )
  await tx.insert(addresses).values(people.map((p) => ({ userId: p.id, ...p.address })))
  await tx.insert(promoters).values(people.map((p) => ({ userId: p.id, ...p.promoter })))
  const blocked = people.flatMap((p) => p.blockedDates.map((day) => ({ promoterId: p.id, day })))
  if (blocked.length) await tx.insert(promoterBlockedDates).values(blocked)
  const raters = [ids.client!, ids.company!]
  const ratings = people.flatMap((p, i) =>
    p.ratings.map((r, k) => ({
      ratedUserId: p.id,
      raterUserId: raters[(i + k) % raters.length]!,
      value: r.value,
      comment: r.comment,
      createdAt: new Date(now.getTime() - r.daysAgo * 86_400_000),
    })),
  )
  if (ratings.length) await tx.insert(userRatings).values(ratings)
}
