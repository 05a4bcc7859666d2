import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { todayInBrazil } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import { sanitizeRichText } from '../../modules/suppliers/sanitize-html.ts'
import {
  addresses,
  categories,
  images,
  productRatings,
  products,
  promoters,
  supplierPages,
  users,
} from '../schema/index.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import { aboutHtml } from './catalogue-demo.ts'
import { logoSvg, render, storeImage } from './art.ts'
import { insertDemoJob, type DemoJob } from './jobs-demo.ts'

/*
 * The demo's first impression (ADR 0032): drawn portraits for the demo promoters (licence-clean,
 * made here like the product art), a company page for Brindes Salvador, rated products and enough
 * past jobs for sugestao-cache to answer for receptionists in Salvador and São Paulo.
 */

const HOUR = 3_600_000

/** A stable 32-bit hash of a string (FNV-1a): the same promoter always gets the same portrait. */
function hash(s: string): number {
  let h = 0x811c9dc5
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0
  return h
}

const SKIN: Record<string, string> = {
  white: '#F1C9A8',
  mixed: '#C98F62',
  black: '#7B4A2C',
  yellow: '#EBC79F',
  indigenous: '#B47A4E',
}
const SKIN_DEFAULT = ['#E8B890', '#C98F62', '#9A6240']
const HAIR: Record<string, string> = {
  black: '#1F1B1A',
  brown: '#5B3A24',
  blond: '#D8B15E',
  red: '#A4451F',
  grey: '#A5A5A5',
}
const BACKGROUNDS = ['#FDE2C8', '#D7EEF3', '#E4E1F7', '#DDF0DC', '#F8DCE3', '#FFF1C1']
const SHIRTS = ['#7B1FA2', '#00695C', '#1565C0', '#C62828', '#37474F', '#EF6C00']

export interface PortraitInput {
  id: string
  gender: string | null
  hair: string | null
  skin: string | null
}

/** A drawn head-and-shoulders portrait (400×500 SVG, the search card's 4:5), no text. */
export function portraitSvg(p: PortraitInput): Buffer {
  const h = hash(p.id)
  const skin = (p.skin && SKIN[p.skin]) || SKIN_DEFAULT[h % SKIN_DEFAULT.length]!
  const hair = (p.hair && HAIR[p.hair]) || HAIR.black!
  const bg = BACKGROUNDS[h % BACKGROUNDS.length]!
  const shirt = SHIRTS[(h >>> 3) % SHIRTS.length]!
  const longHair = p.gender === 'female' || (p.gender !== 'male' && (h >>> 5) % 2 === 0)
  const smile = (h >>> 7) % 3
  const back = longHair
    ? `<path d="M108 215 Q100 90 200 82 Q300 90 292 215 L300 360 Q200 380 100 360 Z" fill="${hair}"/>`
    : ''
  const top = longHair
    ? `<path d="M118 200 Q112 95 200 92 Q288 95 282 200 Q262 140 200 132 Q150 136 118 200 Z" fill="${hair}"/>`
    : `<path d="M124 180 Q120 96 200 94 Q280 96 276 180 Q262 136 200 130 Q138 136 124 180 Z" fill="${hair}"/>`
  const mouth = [
    'M172 262 Q200 288 228 262',
    'M176 266 Q200 280 224 266',
    'M170 260 Q200 296 230 260 Z',
  ][smile]!
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
<rect width="400" height="500" fill="${bg}"/>
<circle cx="330" cy="80" r="46" fill="#FFFFFF" fill-opacity="0.35"/>
${back}
<path d="M40 500 Q48 380 200 360 Q352 380 360 500 Z" fill="${shirt}"/>
<rect x="172" y="280" width="56" height="80" rx="24" fill="${skin}"/>
<path d="M170 350 L200 392 L230 350" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="6"/>
<ellipse cx="200" cy="205" rx="80" ry="96" fill="${skin}"/>
<ellipse cx="120" cy="212" rx="12" ry="20" fill="${skin}"/><ellipse cx="280" cy="212" rx="12" ry="20" fill="${skin}"/>
${top}
<path d="M150 186 Q165 178 180 186" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>
<path d="M220 186 Q235 178 250 186" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="166" cy="210" rx="9" ry="11" fill="#2B2B2B"/><ellipse cx="234" cy="210" rx="9" ry="11" fill="#2B2B2B"/>
<circle cx="169" cy="206" r="3" fill="#FFFFFF"/><circle cx="237" cy="206" r="3" fill="#FFFFFF"/>
<path d="M200 218 Q192 240 202 244" fill="none" stroke="#00000033" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="150" cy="246" rx="16" ry="9" fill="#E57373" fill-opacity="0.25"/><ellipse cx="250" cy="246" rx="16" ry="9" fill="#E57373" fill-opacity="0.25"/>
<path d="${mouth}" fill="${smile === 2 ? '#FFFFFF' : 'none'}" stroke="#8D3B3B" stroke-width="5" stroke-linecap="round"/>
</svg>`)
}

/** Every promoter without a picture gets a drawn portrait as its profile picture. */
export async function seedDemoPortraits(tx: DbOrTx, store: FileStore): Promise<number> {
  const rows = await tx
    .select({
      id: users.id,
      gender: promoters.gender,
      hair: promoters.hair,
      skin: promoters.skin,
    })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(sql`${users.avatarImageId} is null`)
  // Drawn a few at a time: sharp is fast, but 60 at once would hold every buffer in memory.
  for (let i = 0; i < rows.length; i += 8) {
    const batch = rows.slice(i, i + 8)
    const stored = await Promise.all(
      batch.map(async (p) => storeImage(store, p.id, 'avatar', null, await render(portraitSvg(p)))),
    )
    await tx.insert(images).values(stored)
    for (const [k, p] of batch.entries())
      await tx.update(users).set({ avatarImageId: stored[k]!.id }).where(eq(users.id, p.id))
  }
  return rows.length
}

const SALVADOR_ABOUT = [
  'A Brindes Salvador atende empresas, agências e órgãos públicos da Bahia desde 2012, com brindes personalizados para feiras, congressos, campanhas de endomarketing e lançamentos de produto. Nosso galpão no Barbalho reúne estoque próprio de canetas, squeezes, copos térmicos, camisetas, mochilas e acessórios de tecnologia.',
  'Fazemos gravação a laser, tampografia, silk e transfer na casa, com prova digital aprovada antes da produção e acompanhamento do pedido por um consultor do começo ao fim.',
  'Pedidos a partir de 100 unidades, resposta de orçamento em até 48 horas e entrega em Salvador e região metropolitana sem custo acima de R$ 2.000,00.',
]

/** Brindes Salvador (fornecedor@galera.dev) gets the company page the other demo suppliers have. */
export async function seedDemoSupplierPage(tx: DbOrTx, store: FileStore): Promise<void> {
  const [supplier] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'fornecedor@galera.dev'))
  if (!supplier) return
  const color = '#4A148C'
  const logo = await storeImage(
    store,
    supplier.id,
    'banner',
    null,
    await render(logoSvg(supplier.name, color)),
  )
  await tx.insert(images).values(logo)
  const about = sanitizeRichText(aboutHtml(SALVADOR_ABOUT))
  await tx.insert(supplierPages).values({
    supplierId: supplier.id,
    aboutHtml: about.html,
    aboutText: about.text,
    site: 'https://brindessalvador.test',
    logoImageId: logo.id!,
    headerColor: color,
    contactPhone: '+557133330004',
    commercialEmail: 'vendas@brindessalvador.test',
  })
}

/** Rated products (spec §3 product rating), each after a completed deal of its own. */
export const DEMO_PRODUCT_RATINGS = [
  {
    product: 'Copo térmico Café 350 ml',
    supplier: 'fornecedor@galera.dev',
    by: 'cliente@galera.dev',
    stars: [5, 5, 4],
    title: 'Mantém o café quente a manhã inteira',
    comment:
      'Distribuímos no congresso de cardiologia e o retorno foi ótimo: tampa sem vazamento e gravação do logo impecável.',
  },
  {
    product: 'Pen drive cartão 16 GB',
    supplier: 'fornecedor@galera.dev',
    by: 'empresa@galera.dev',
    stars: [5, 4, 5],
    title: 'Cabe na carteira e impressiona',
    comment:
      'Usamos como cartão de visitas na feira. Impressão em cores fiel à arte e todos os pen drives funcionando.',
  },
  {
    product: 'Camiseta algodão 30.1',
    supplier: 'fornecedor@galera.dev',
    by: 'empresa@galera.dev',
    stars: [4, 3, 4],
    title: 'Boa malha, silk poderia ser mais firme',
    comment:
      'A malha é macia e as cores vieram certas; depois de algumas lavagens o silk começou a desbotar nas bordas.',
  },
  {
    product: 'Garrafa térmica Inox 750 ml',
    supplier: 'nordestebrindes@galera.dev',
    by: 'cliente@galera.dev',
    stars: [5, 5, 5],
    title: 'Presente de fim de ano aprovado',
    comment:
      'A equipe adorou. Inox de qualidade, a gravação a laser ficou elegante e a entrega chegou antes do prazo.',
  },
  {
    product: 'Mochila executiva para notebook',
    supplier: 'bahiapromo@galera.dev',
    by: 'empresa@galera.dev',
    stars: [4, 5, 4],
    title: 'Acabamento caprichado',
    comment:
      'Compartimento acolchoado firme e zíperes resistentes. O bordado do logo ficou um pouco menor que o combinado.',
  },
  {
    product: 'Sacola ecológica de juta',
    supplier: 'reconcavo@galera.dev',
    by: 'cliente@galera.dev',
    stars: [5, 4, 5],
    title: 'Linda e resistente',
    comment:
      'Levamos para a feira de orgânicos e as sacolas aguentaram bem o peso. A estampa em uma cor ficou muito bonita.',
  },
] as const

export async function seedDemoProductRatings(tx: DbOrTx, now = new Date()): Promise<number> {
  let n = 0
  for (const [i, r] of DEMO_PRODUCT_RATINGS.entries()) {
    const [product] = await tx
      .select({ id: products.id, supplierId: products.supplierId })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(eq(products.name, r.product), eq(users.email, r.supplier)))
      .limit(1)
    const [client] = await tx.select({ id: users.id }).from(users).where(eq(users.email, r.by))
    if (!product || !client) continue
    const daysAgo = 30 + i * 9
    const deal = await createBudget(tx, {
      clientId: client.id,
      productId: product.id,
      quantity: 200 + i * 100,
      states: ['BA'],
      now: new Date(now.getTime() - daysAgo * 24 * HOUR),
      proposals: [
        {
          supplierId: product.supplierId,
          productId: product.id,
          status: 'completed',
          unitCents: 900 + i * 250,
          deliveryDays: 10,
          contactDeadline: new Date(now.getTime() - (daysAgo - 2) * 24 * HOUR),
        },
      ],
    })
    const [material, finishing, customization] = r.stars
    await tx.insert(productRatings).values({
      productId: product.id,
      clientId: client.id,
      proposalId: deal.proposals[0]!.id,
      material,
      finishing,
      customization,
      title: r.title,
      comment: r.comment,
      createdAt: new Date(now.getTime() - (daysAgo - 12) * 24 * HOUR),
    })
    n++
  }
  return n
}

/** Receptionist jobs already done in the two cities sugestao-cache is asked about first. */
export const DEMO_CACHE_CITIES = [
  {
    place: {
      name: 'Centro de Convenções Salvador',
      zipcode: '41820020',
      address: 'Avenida Tancredo Neves, 1632',
      city: 'Salvador',
      uf: 'BA',
    },
    startHour: '09:00',
    finishHour: '17:00',
    // R$ 220 … 340 for 8 h (R$ 27,50 … 42,50 an hour).
    cashCents: [22_000, 24_000, 26_000, 28_000, 30_000, 34_000],
  },
  {
    place: {
      name: 'Expo Center Norte',
      zipcode: '02055000',
      address: 'Rua José Bernardo Pinto, 333',
      city: 'São Paulo',
      uf: 'SP',
    },
    startHour: '14:00',
    finishHour: '20:00',
    // R$ 240 … 420 for 6 h (R$ 40 … 70 an hour).
    cashCents: [24_000, 27_000, 30_000, 33_000, 36_000, 42_000],
  },
] as const

const CACHE_EVENTS = [
  'Credenciamento de congresso',
  'Recepção de feira de negócios',
  'Lançamento imobiliário',
  'Convenção de vendas',
  'Recepção de casamento',
  'Evento corporativo de fim de ano',
]

/**
 * Completed receptionist jobs of the generated demo promoters (those of the city first), hired by
 * the demo client and company, so sugestao-cache has a city figure for both cities.
 */
export async function seedDemoCacheJobs(tx: DbOrTx, now = new Date()): Promise<number> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'recepcionista'))
  const hirers = await tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.email, ['cliente@galera.dev', 'empresa@galera.dev']))
    .orderBy(asc(users.email))
  if (!category || hirers.length < 2) return 0
  const today = todayInBrazil(now)
  let n = 0
  for (const c of DEMO_CACHE_CITIES) {
    const people = await tx
      .select({ id: users.id })
      .from(promoters)
      .innerJoin(users, eq(users.id, promoters.userId))
      .leftJoin(addresses, eq(addresses.userId, users.id))
      .where(
        and(
          eq(promoters.categoryId, category.id),
          eq(promoters.status, 'active'),
          eq(users.status, 'active'),
          sql`${users.email} like '%@demo.galera.dev'`,
        ),
      )
      .orderBy(sql`(${addresses.city} = ${c.place.city}) desc`, asc(users.email))
    if (people.length === 0) continue
    for (const [i, cashCents] of c.cashCents.entries()) {
      const inDays = -(12 + i * 9)
      const job: DemoJob = {
        hirer: i % 2 === 0 ? 'company' : 'client',
        status: 'completed',
        eventName: CACHE_EVENTS[i % CACHE_EVENTS.length]!,
        inDays,
        startHour: c.startHour,
        finishHour: c.finishHour,
        cashCents,
        requestedHoursAgo: (-inDays + 8) * 24,
        place: { ...c.place },
      }
      const hirer = job.hirer === 'client' ? hirers[0]! : hirers[1]!
      await insertDemoJob(tx, {
        promoter: people[i % people.length]!,
        hirer,
        contactDoc: job.hirer === 'client' ? '39053344705' : '11222333000181',
        categoryId: category.id,
        job,
        today,
        now,
      })
      n++
    }
  }
  return n
}
