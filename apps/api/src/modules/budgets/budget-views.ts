import {
  DEAL_PROPOSAL_STATUSES,
  QUOTED_PROPOSAL_STATUSES,
  isBudgetOver,
  proposalStatusCode,
  type BudgetDetailDto,
  type BudgetStatus,
  type BudgetSummaryDto,
  type ClientProposalDto,
  type Locale,
  type NamedRef,
  type ProposalStatus,
  type SupplierProposalDto,
} from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { EMPTY_SUPPLIER_RATING, supplierRatingSummaries } from '../products/rating-summaries.ts'
import { auctionFieldsDto, colorRef, priceDto, productImageDto, termsDto } from './budget-dto.ts'
import { budgetsRepository, type BudgetRow, type ProposalRow } from './budgets.repository.ts'
import { budgetViewsRepository } from './budget-views.repository.ts'
import type { ListRefs } from './budget-lists.repository.ts'

type Source = ClientProposalDto['source']

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const uniq = <T>(xs: Array<T | null | undefined>) =>
  [...new Set(xs.filter((x): x is T => x !== null && x !== undefined))] as T[]

const isQuoted = (s: string) => (QUOTED_PROPOSAL_STATUSES as readonly string[]).includes(s)
const isDeal = (s: string) => (DEAL_PROPOSAL_STATUSES as readonly string[]).includes(s)

function counterOf(p: ProposalRow, colorRow: Parameters<typeof colorRef>[0], locale: Locale) {
  if (p.counterQuantity === null && p.counterColorId === null && p.counterCustomization === null)
    return null
  return {
    quantity: p.counterQuantity,
    color: colorRef(colorRow, locale),
    customization: p.counterCustomization,
  }
}

/**
 * Everything the client and supplier views need for a set of budgets and proposals, loaded in a
 * few batched queries (one detail). The lists load the same in their one statement
 * (budget-lists.repository.ts, ADR 0068).
 */
async function fetchRefs(
  db: DbOrTx,
  budgets: BudgetRow[],
  proposals: ProposalRow[],
): Promise<ListRefs> {
  const r = budgetViewsRepository(db)
  const productIds = uniq([
    ...budgets.map((b) => b.productId),
    ...proposals.map((p) => p.productId),
  ])
  const colorIds = uniq([
    ...budgets.map((b) => b.colorId),
    ...proposals.map((p) => p.counterColorId),
  ])
  const [products, covers, categories, colors, images, supplierNames] = await Promise.all([
    r.productsByIds(productIds),
    r.coversOf(productIds),
    r.categoriesByIds(uniq(budgets.map((b) => b.categoryId))),
    r.colorsByIds(colorIds),
    r.imagesByIds(uniq(budgets.map((b) => b.customImageId))),
    r.supplierNames(uniq(proposals.map((p) => p.supplierId))),
  ])
  return { products, covers, categories, colors, images, supplierNames }
}

/** The references by id. */
function refsFrom(raw: ListRefs) {
  return {
    product: new Map(raw.products.map((p) => [p.id, p])),
    cover: new Map(raw.covers.map((c) => [c.productId, productImageDto(c.image)])),
    category: new Map(raw.categories.map((c) => [c.id, c])),
    color: new Map(raw.colors.map((c) => [c.id, c])),
    image: new Map(raw.images.map((i) => [i.id, i])),
    supplierName: new Map(raw.supplierNames.map((n) => [n.id, n.tradeName])),
  }
}
type Refs = ReturnType<typeof refsFrom>

function categoryRef(refs: Refs, id: string, locale: Locale): NamedRef {
  const c = refs.category.get(id)
  return { id, name: c ? (locale === 'en' ? c.nameEn : c.namePt) : '' }
}

function summary(
  b: BudgetRow,
  ps: ProposalRow[],
  refs: Refs,
  locale: Locale,
  now: Date,
): BudgetSummaryDto {
  const product = b.productId ? refs.product.get(b.productId) : undefined
  const running = ps
    .filter((p) => p.status === 'new' && p.answerDeadline > now)
    .map((p) => p.answerDeadline.getTime())
  if (
    b.status === 'open' &&
    b.kind === 'reverse_auction' &&
    b.proposalsUntil &&
    b.proposalsUntil > now
  )
    running.push(b.proposalsUntil.getTime())
  return {
    id: b.id,
    number: b.number!,
    kind: b.kind as BudgetSummaryDto['kind'],
    status: b.status as BudgetStatus,
    product: product
      ? { id: product.id, name: product.name, cover: refs.cover.get(product.id) ?? null }
      : null,
    category: categoryRef(refs, b.categoryId, locale),
    quantity: b.quantity,
    createdAt: b.createdAt.toISOString(),
    proposals: {
      total: ps.length,
      quoted: ps.filter((p) => isQuoted(p.status) || isDeal(p.status)).length,
    },
    nextDeadline: running.length ? new Date(Math.min(...running)).toISOString() : null,
  }
}

function terms(b: BudgetRow, refs: Refs, locale: Locale) {
  return termsDto(b, {
    color: b.colorId ? refs.color.get(b.colorId) : null,
    customImage: b.customImageId ? refs.image.get(b.customImageId) : null,
    locale,
  })
}

/** A page of the client's budgets, from the rows its one statement loaded (ADR 0068). */
export function clientSummaries(
  page: { rows: BudgetRow[]; proposals: ProposalRow[]; refs: ListRefs },
  locale: Locale,
  now: Date,
): BudgetSummaryDto[] {
  const { rows, proposals } = page
  const refs = refsFrom(page.refs)
  return rows.map((b) =>
    summary(
      b,
      proposals.filter((p) => p.budgetId === b.id),
      refs,
      locale,
      now,
    ),
  )
}

/** The client's view of one budget: terms and every proposal side by side. */
export async function clientDetail(
  db: DbOrTx,
  b: BudgetRow,
  locale: Locale,
  now: Date,
): Promise<BudgetDetailDto> {
  const proposals = await budgetsRepository(db).proposalsOf([b.id])
  const [raw, ratings, rated] = await Promise.all([
    fetchRefs(db, [b], proposals),
    supplierRatingSummaries(db, uniq(proposals.map((p) => p.supplierId))),
    budgetViewsRepository(db).ratedProposals(
      proposals.filter((p) => p.status === 'completed').map((p) => p.id),
    ),
  ])
  const refs = refsFrom(raw)
  const status = b.status as BudgetStatus
  const list: ClientProposalDto[] = proposals.map((p) => {
    const product = p.productId ? refs.product.get(p.productId) : undefined
    return {
      id: p.id,
      status: p.status as ProposalStatus,
      statusCode: proposalStatusCode(p.status as ProposalStatus),
      source: p.source as Source,
      supplier: {
        id: p.supplierId,
        tradeName: refs.supplierName.get(p.supplierId) ?? '',
        rating: ratings.get(p.supplierId) ?? EMPTY_SUPPLIER_RATING,
      },
      product: product ? { id: product.id, name: product.name, code: product.code } : null,
      answerDeadline: p.answerDeadline.toISOString(),
      unitCents: p.unitCents,
      totalCents: p.totalCents,
      price: priceDto(p),
      deliveryDays: p.deliveryDays,
      justification: p.justification,
      counter: counterOf(p, p.counterColorId ? refs.color.get(p.counterColorId) : null, locale),
      declineReason: p.declineReason,
      contactDeadline: iso(p.contactDeadline),
      answeredAt: iso(p.answeredAt),
      canChoose: status === 'open' && isQuoted(p.status),
      rating:
        p.status === 'completed'
          ? { product: rated.product.has(p.id), supplier: rated.supplier.has(p.id) }
          : null,
    }
  })
  return {
    ...summary(b, proposals, refs, locale, now),
    terms: terms(b, refs, locale),
    auction: auctionFieldsDto(b),
    proposals_list: list,
    canCancel: status === 'open' || status === 'deal',
    canDelete: isBudgetOver(status),
  }
}

function actionsOf(p: ProposalRow, b: BudgetRow, now: Date): SupplierProposalDto['actions'] {
  const open = b.status === 'open'
  if (p.status === 'new' && open && p.answerDeadline > now) return ['answer', 'counter', 'decline']
  if ((p.status === 'answered' || p.status === 'counter') && open) return ['give_up']
  if (p.status === 'chosen' && p.contactDeadline && p.contactDeadline > now) return ['contacted']
  return []
}

/** What the suppliers' view shows of a set of proposals (their budgets and references). */
interface SupplierPageData {
  budgets: BudgetRow[]
  places: { userId: string; city: string; uf: string }[]
  contacts: {
    id: string
    name: string
    email: string
    phone: string | null
    cpf: string | null
    cnpj: string | null
  }[]
  refs: ListRefs
}

/** The suppliers' view of these proposals, loading their budgets and references (one proposal). */
export async function supplierViews(
  db: DbOrTx,
  proposals: ProposalRow[],
  locale: Locale,
  now: Date,
): Promise<SupplierProposalDto[]> {
  const r = budgetViewsRepository(db)
  const budgets = await r.budgetsByIds(uniq(proposals.map((p) => p.budgetId)))
  const byId = new Map(budgets.map((b) => [b.id, b]))
  const clientIds = uniq(budgets.map((b) => b.clientId))
  const dealClientIds = uniq(
    proposals.filter((p) => isDeal(p.status)).map((p) => byId.get(p.budgetId)?.clientId),
  )
  const [refs, places, contacts] = await Promise.all([
    fetchRefs(db, budgets, proposals),
    r.addressesOf(clientIds),
    r.usersByIds(dealClientIds),
  ])
  return supplierViewsFrom(proposals, { budgets, places, contacts, refs }, locale, now)
}

/** The suppliers' view of their proposals: the client is only a city until the deal. */
export function supplierViewsFrom(
  proposals: ProposalRow[],
  data: SupplierPageData,
  locale: Locale,
  now: Date,
): SupplierProposalDto[] {
  const byId = new Map(data.budgets.map((b) => [b.id, b]))
  const refs = refsFrom(data.refs)
  const place = new Map(data.places.map((a) => [a.userId, `${a.city}/${a.uf}`]))
  const contact = new Map(data.contacts.map((u) => [u.id, u]))
  return proposals.map((p) => {
    const b = byId.get(p.budgetId)!
    const productId = p.productId ?? b.productId
    const product = productId ? refs.product.get(productId) : undefined
    const who = isDeal(p.status) ? contact.get(b.clientId) : undefined
    return {
      id: p.id,
      budgetId: b.id,
      number: b.number!,
      kind: b.kind as SupplierProposalDto['kind'],
      status: p.status as ProposalStatus,
      statusCode: proposalStatusCode(p.status as ProposalStatus),
      source: p.source as Source,
      product: product
        ? {
            id: product.id,
            name: product.name,
            code: product.code,
            cover: refs.cover.get(product.id) ?? null,
          }
        : null,
      category: categoryRef(refs, b.categoryId, locale),
      terms: terms(b, refs, locale),
      auction: auctionFieldsDto(b),
      clientCity: place.get(b.clientId) ?? null,
      answerDeadline: p.answerDeadline.toISOString(),
      unitCents: p.unitCents,
      totalCents: p.totalCents,
      price: priceDto(p),
      deliveryDays: p.deliveryDays,
      justification: p.justification,
      counter: counterOf(p, p.counterColorId ? refs.color.get(p.counterColorId) : null, locale),
      contactDeadline: iso(p.contactDeadline),
      contactedAt: iso(p.contactedAt),
      contact: who
        ? { name: who.name, email: who.email, phone: who.phone, doc: who.cnpj ?? who.cpf }
        : null,
      createdAt: p.createdAt.toISOString(),
      actions: actionsOf(p, b, now),
    }
  })
}
