import {
  LIMITS,
  addDays,
  msg,
  todayInBrazil,
  zonedToUtc,
  type AuctionProposalSchema,
  type ChooseSuggestionDto,
  type Locale,
  type OpenAuctionDto,
  type ReverseAuctionSchema,
} from '@galera/shared'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { notify, notifyMany } from '../notifications/notifications.service.ts'
import { auctionFieldsDto, productImageDto, termsDto } from '../budgets/budget-dto.ts'
import { pricedColumns } from '../budgets/proposal-price.ts'
import { reverseAuctionsRepository, type BudgetRow } from './reverse-auctions.repository.ts'
import { requestHash } from '../../platform/http/idempotency.ts'
import { assertCertificationNotRequired } from '../admin/certification-gate.ts'
import { webPath } from '@galera/shared/web-paths.ts'

type ReverseAuctionValues = z.output<typeof ReverseAuctionSchema>
type AuctionProposalValues = z.output<typeof AuctionProposalSchema>

/** Reverse auctions close at the end of their last day in São Paulo (ADR 0021). */
export const AUCTION_TIME_ZONE = 'America/Sao_Paulo'
export const SUGGESTIONS_LIMIT = 8
const MAX_WORDS = 10

export const supplierAuctionLink = (budgetId: string) =>
  webPath('supplierAuction', { id: budgetId })
export const clientBudgetLink = (budgetId: string) => webPath('hirerBudget', { id: budgetId })

/** The last second of a `YYYY-MM-DD` day in São Paulo. */
export function endOfDayInSaoPaulo(day: string): Date {
  return new Date(zonedToUtc(addDays(day, 1), '00:00', AUCTION_TIME_ZONE).getTime() - 1000)
}

/** Words worth searching: unaccented, lower case, 3 letters or more, at most ten, no repeats. */
export function searchWords(text: string | undefined | null): string[] {
  if (!text) return []
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const words = plain.match(/[\p{L}\p{N}]{3,}/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

const categoryName = (row: { namePt: string; nameEn: string } | undefined, locale: Locale) =>
  row ? (locale === 'en' ? row.nameEn : row.namePt) : ''

/**
 * Reverse auctions (spec §3, ADR 0021): a client describes what they need in a category until a
 * day; every active supplier of the category is told and may send one proposal until then; the
 * client then chooses through the budgets' choose route. Also the /choose suggestions.
 */
export function reverseAuctionsService(ctx: AppContext) {
  const repo = reverseAuctionsRepository(ctx.db)

  /** Date rules against the server clock (the schema only knows they are dates). */
  function checkDates(input: ReverseAuctionValues, now: Date) {
    const today = todayInBrazil(now)
    if (input.proposalsUntil < addDays(today, LIMITS.reverseAuctionMinDays))
      throw fieldError('proposalsUntil', 'budgets.validation.proposalsUntilPast')
    if (input.proposalsUntil > addDays(today, LIMITS.reverseAuctionMaxDays))
      throw fieldError(
        'proposalsUntil',
        msg('budgets.validation.proposalsUntilTooFar', { max: LIMITS.reverseAuctionMaxDays }),
      )
    if (input.deliveryDeadline <= input.proposalsUntil)
      throw fieldError('deliveryDeadline', 'budgets.validation.deliveryBeforeProposals')
  }

  async function checkRefs(caller: AuthUser, input: ReverseAuctionValues) {
    const category = await repo.topProductCategory(input.categoryId)
    if (!category) throw fieldError('categoryId', 'validation.invalidOption')
    if (input.productId) {
      const product = await repo.activeProduct(input.productId)
      if (!product) throw new AppError('PRODUCT_NOT_FOUND')
    }
    if (input.colorId && !(await repo.color(input.colorId)))
      throw fieldError('colorId', 'validation.invalidOption')
    if (input.customImageId && !(await repo.ownLiveImage(input.customImageId, caller.id)))
      throw new AppError('IMAGE_NOT_FOUND')
    return category
  }

  function replay(existing: BudgetRow, hash: string) {
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
    return { id: existing.id, number: Number(existing.number) }
  }

  async function openDto(
    rows: BudgetRow[],
    supplierId: string,
    locale: Locale,
  ): Promise<OpenAuctionDto[]> {
    const [refs, mine] = await Promise.all([
      repo.refs(rows),
      repo.myProposals(
        supplierId,
        rows.map((r) => r.id),
      ),
    ])
    return rows.map((b) => ({
      id: b.id,
      number: Number(b.number),
      category: {
        id: b.categoryId,
        name: categoryName(refs.categories.get(b.categoryId), locale),
      },
      terms: termsDto(b, {
        color: b.colorId ? refs.colors.get(b.colorId) : null,
        customImage: b.customImageId ? refs.images.get(b.customImageId) : null,
        locale,
      }),
      auction: auctionFieldsDto(b)!,
      clientCity: refs.cities.get(b.clientId) ?? null,
      myProposalId: mine.get(b.id) ?? null,
    }))
  }

  return {
    /** Opens a reverse auction; `created` is false when an Idempotency-Key replays one. */
    async create(
      caller: AuthUser,
      input: ReverseAuctionValues,
      key?: string,
    ): Promise<{ auction: { id: string; number: number }; created: boolean }> {
      const hash = requestHash(input)
      if (key) {
        const existing = await repo.findByIdempotencyKey(caller.id, key)
        if (existing) return { auction: replay(existing, hash), created: false }
      }
      const now = ctx.clock.now()
      checkDates(input, now)
      const category = await checkRefs(caller, input)
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const r = reverseAuctionsRepository(tx)
          const budget = await r.insert({
            kind: 'reverse_auction',
            clientId: caller.id,
            productId: input.productId,
            categoryId: category.id,
            quantity: input.quantity,
            colorId: input.colorId,
            customization: input.customization,
            customText: input.customText,
            logoColors: input.logoColors,
            customImageId: input.customImageId,
            attachmentText: input.attachmentText,
            states: input.states,
            notes: input.observations,
            actionType: input.actionType,
            targetAudience: input.targetAudience,
            goal: input.goal,
            deliveryDeadline: input.deliveryDeadline,
            proposalsUntil: endOfDayInSaoPaulo(input.proposalsUntil),
            description: input.description,
            status: 'open',
            idempotencyKey: key ?? null,
            requestHash: key ? hash : null,
            createdAt: now,
            updatedAt: now,
          })
          // One query finds the suppliers; each is told in its own language's category name.
          const suppliers = await r.suppliersOfCategory(category.id)
          await notifyMany(
            tx,
            suppliers
              .filter((s) => s.id !== caller.id)
              .map((s) => ({
                userId: s.id,
                code: 'reverse_auction_new' as const,
                link: supplierAuctionLink(budget.id),
                params: {
                  number: Number(budget.number),
                  category: categoryName(category, s.locale as Locale),
                },
              })),
            { email: ctx },
          )
          return budget
        })
        return { auction: { id: row.id, number: Number(row.number) }, created: true }
      } catch (err) {
        if (key && isUniqueViolation(err, 'budgets_idempotency_idx')) {
          const winner = await repo.findByIdempotencyKey(caller.id, key)
          if (winner) return { auction: replay(winner, hash), created: false }
        }
        throw err
      }
    },

    async openList(caller: AuthUser): Promise<OpenAuctionDto[]> {
      const rows = await repo.openFor(caller.id, ctx.clock.now())
      return openDto(rows, caller.id, caller.locale)
    },

    /** One auction: while it takes proposals, or once the supplier has sent one. */
    async get(caller: AuthUser, id: string): Promise<OpenAuctionDto> {
      const row = await repo.auctionFor(id, caller.id)
      if (!row) throw new AppError('BUDGET_NOT_FOUND')
      const [dto] = await openDto([row], caller.id, caller.locale)
      const taking =
        row.status === 'open' && row.proposalsUntil!.getTime() > ctx.clock.now().getTime()
      if (!taking && !dto.myProposalId) throw new AppError('BUDGET_NOT_FOUND')
      return dto
    },

    /** One proposal per supplier, until the deadline; the client is told. */
    async propose(
      caller: AuthUser,
      id: string,
      input: AuctionProposalValues,
    ): Promise<{ proposalId: string }> {
      const now = ctx.clock.now()
      const found = await repo.auctionFor(id, caller.id)
      if (!found) throw new AppError('BUDGET_NOT_FOUND')
      const product = input.productId
        ? await repo.ownProductInCategory(input.productId, caller.id, found.categoryId)
        : null
      if (input.productId && !product) throw fieldError('productId', 'validation.invalidOption')
      try {
        return await ctx.db.transaction(async (tx) => {
          const r = reverseAuctionsRepository(tx)
          const budget = await r.lockBudget(id)
          if (!budget) throw new AppError('BUDGET_NOT_FOUND')
          if ((await r.myProposals(caller.id, [id])).has(id))
            throw new AppError('BUDGET_INVALID_TRANSITION')
          if (budget.status !== 'open') throw new AppError('BUDGET_INVALID_TRANSITION')
          if (budget.proposalsUntil!.getTime() <= now.getTime())
            throw new AppError('AUCTION_PROPOSALS_CLOSED')
          await assertCertificationNotRequired(tx, caller.id)
          const proposal = await r.insertProposal({
            budgetId: id,
            supplierId: caller.id,
            productId: product?.id ?? null,
            source: 'auction',
            status: 'answered',
            answerDeadline: budget.proposalsUntil!,
            ...pricedColumns(input, budget.quantity),
            deliveryDays: input.deliveryDays,
            justification: input.justification,
            answeredAt: now,
            createdAt: now,
            updatedAt: now,
          })
          const clientLocale = await r.userLocale(budget.clientId)
          const category = await r.category(budget.categoryId)
          await notify(
            tx,
            {
              userId: budget.clientId,
              code: 'budget_answered',
              link: clientBudgetLink(budget.id),
              params: {
                supplier: await r.supplierName(caller.id),
                number: Number(budget.number),
                product: product?.name ?? categoryName(category ?? undefined, clientLocale),
              },
            },
            { email: ctx },
          )
          return { proposalId: proposal.id }
        })
      } catch (err) {
        if (isUniqueViolation(err, 'budget_proposals_supplier_key'))
          throw new AppError('BUDGET_INVALID_TRANSITION')
        throw err
      }
    },

    /** /choose: up to 8 products matching the description, best match first. */
    async suggestions(
      description: string | undefined,
      categoryId: string | undefined,
      locale: Locale,
    ): Promise<ChooseSuggestionDto[]> {
      const words = searchWords(description)
      if (words.length === 0 && !categoryId) return []
      const rows = await repo.suggestions(words, categoryId ?? null, SUGGESTIONS_LIMIT)
      const [imgs, cats] = await Promise.all([
        repo.imagesByIds(rows.map((r) => r.coverImageId).filter((v): v is string => !!v)),
        repo.categoriesByIds([...new Set(rows.map((r) => r.categoryId))]),
      ])
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        category: { id: r.categoryId, name: categoryName(cats.get(r.categoryId), locale) },
        cover: productImageDto(r.coverImageId ? imgs.get(r.coverImageId) : null),
        supplier: { id: r.supplierId, tradeName: r.tradeName },
      }))
    },
  }
}
