import {
  PRODUCT_RATINGS_PAGE_SIZE,
  type ProductRatingDto,
  type ProductRatingSchema,
  type ProductRatingsPageDto,
  type SupplierRatingSchema,
} from '@galera/shared'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { notify } from '../notifications/notifications.service.ts'
import { ratingsRepository, type RatingListRow } from './ratings.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

type ProductRatingValues = z.output<typeof ProductRatingSchema>
type SupplierRatingValues = z.output<typeof SupplierRatingSchema>

/** Where the supplier reads the deal a rating is about. */
export const supplierProposalLink = (proposalId: string) =>
  webPath('supplierRequest', { id: proposalId })

/** "Maria Souza" → "Maria": the public lists show the first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

export function ratingDto(row: RatingListRow, viewerId: string | null): ProductRatingDto {
  const r = row.rating
  const mine = viewerId !== null && r.clientId === viewerId
  return {
    id: r.id,
    title: r.title,
    comment: r.comment,
    material: r.material,
    finishing: r.finishing,
    customization: r.customization,
    authorName: firstName(row.authorName),
    authorUf: row.authorUf ?? null,
    createdAt: r.createdAt.toISOString(),
    helpfulYes: Number(row.yes),
    helpfulNo: Number(row.no),
    myVote: row.myVote === null || row.myVote === undefined ? null : row.myVote ? 'yes' : 'no',
    mine,
    proposalId: mine ? r.proposalId : null,
  }
}

/**
 * Ratings of a completed deal (spec §3, ADR 0021): the client rates the product the proposal was
 * about and the supplier, once each per proposal; clients and companies mark a comment helpful once;
 * admins remove comments (soft, audited).
 */
export function ratingsService(ctx: AppContext) {
  const repo = ratingsRepository(ctx.db)

  /** The proposal is the caller's, completed, and about this product (or this supplier). */
  async function rateable(clientId: string, proposalId: string) {
    const proposal = await repo.proposalForRating(proposalId)
    if (!proposal || proposal.clientId !== clientId || proposal.status !== 'completed')
      throw new AppError('BUDGET_NOT_RATEABLE')
    return proposal
  }

  async function dto(id: string, viewerId: string): Promise<ProductRatingDto> {
    const row = await repo.ratingRow(id, viewerId)
    if (!row) throw new AppError('PRODUCT_RATING_NOT_FOUND')
    return ratingDto(row, viewerId)
  }

  return {
    /** `commentId` null creates; otherwise edits the caller's own rating of that product. */
    async rateProduct(
      caller: AuthUser,
      commentId: string | null,
      productId: string,
      input: ProductRatingValues,
    ): Promise<{ rating: ProductRatingDto; created: boolean }> {
      const now = ctx.clock.now()
      const stars = {
        material: input.material,
        finishing: input.finishing,
        customization: input.customization,
        title: input.title,
        comment: input.comment,
      }
      if (commentId) {
        const existing = await repo.liveRating(commentId)
        if (!existing || existing.clientId !== caller.id || existing.productId !== productId)
          throw new AppError('PRODUCT_RATING_NOT_FOUND')
        const product = await repo.product(productId)
        if (!product?.allowRatings) throw new AppError('PRODUCT_RATINGS_DISABLED')
        const updated = await repo.updateProductRating(commentId, { ...stars, updatedAt: now })
        if (!updated) throw new AppError('PRODUCT_RATING_NOT_FOUND')
        return { rating: await dto(commentId, caller.id), created: false }
      }

      const proposal = await rateable(caller.id, input.proposalId)
      if (proposal.productId !== productId) throw new AppError('BUDGET_NOT_RATEABLE')
      const product = await repo.product(productId)
      if (!product) throw new AppError('BUDGET_NOT_RATEABLE')
      if (!product.allowRatings) throw new AppError('PRODUCT_RATINGS_DISABLED')
      let id: string
      try {
        id = await ctx.db.transaction(async (tx) => {
          const r = ratingsRepository(tx)
          if (await r.productRatedFor(proposal.id)) throw new AppError('BUDGET_ALREADY_RATED')
          const row = await r.insertProductRating({
            productId,
            clientId: caller.id,
            proposalId: proposal.id,
            ...stars,
            createdAt: now,
            updatedAt: now,
          })
          await notify(
            tx,
            {
              userId: proposal.supplierId,
              code: 'product_feedback',
              link: supplierProposalLink(proposal.id),
              params: { product: product.name },
            },
            { email: ctx },
          )
          return row.id
        })
      } catch (err) {
        if (isUniqueViolation(err, 'product_ratings_proposal_key'))
          throw new AppError('BUDGET_ALREADY_RATED')
        throw err
      }
      return { rating: await dto(id, caller.id), created: true }
    },

    async rateSupplier(caller: AuthUser, input: SupplierRatingValues): Promise<{ id: string }> {
      const now = ctx.clock.now()
      const proposal = await rateable(caller.id, input.proposalId)
      if (proposal.supplierId !== input.supplierId) throw new AppError('BUDGET_NOT_RATEABLE')
      try {
        return await ctx.db.transaction(async (tx) => {
          const r = ratingsRepository(tx)
          if (await r.supplierRatedFor(proposal.id)) throw new AppError('BUDGET_ALREADY_RATED')
          const row = await r.insertSupplierRating({
            supplierId: proposal.supplierId,
            clientId: caller.id,
            proposalId: proposal.id,
            costBenefit: input.costBenefit,
            onTime: input.onTime,
            support: input.support,
            quality: input.quality,
            createdAt: now,
          })
          await notify(
            tx,
            {
              userId: proposal.supplierId,
              code: 'company_feedback',
              link: supplierProposalLink(proposal.id),
              params: { number: Number(proposal.number) },
            },
            { email: ctx },
          )
          return { id: row.id }
        })
      } catch (err) {
        if (isUniqueViolation(err, 'supplier_ratings_proposal_key'))
          throw new AppError('BUDGET_ALREADY_RATED')
        throw err
      }
    },

    /** "Was this helpful?": once per user, never on one's own comment. */
    async vote(caller: AuthUser, ratingId: string, vote: 'yes' | 'no'): Promise<ProductRatingDto> {
      const rating = await repo.liveRating(ratingId)
      if (!rating) throw new AppError('PRODUCT_RATING_NOT_FOUND')
      if (rating.clientId === caller.id) throw new AppError('RATING_OWN_VOTE')
      try {
        await repo.insertVote(ratingId, caller.id, vote === 'yes', ctx.clock.now())
      } catch (err) {
        if (isUniqueViolation(err, 'product_rating_votes_rating_id_user_id_pk'))
          throw new AppError('RATING_ALREADY_VOTED')
        throw err
      }
      return dto(ratingId, caller.id)
    },

    /**
     * Visible ratings of a product, newest first. The public sees only listed products; admins
     * (`forAdmin`) also those of inactive products, to moderate them.
     */
    async list(
      productId: string,
      viewerId: string | null,
      page: number,
      forAdmin = false,
    ): Promise<ProductRatingsPageDto> {
      const exists = forAdmin ? await repo.product(productId) : await repo.publicProduct(productId)
      if (!exists) throw new AppError('PRODUCT_NOT_FOUND')
      const { rows, total } = await repo.page(productId, viewerId, page, PRODUCT_RATINGS_PAGE_SIZE)
      return {
        data: rows.map((r) => ratingDto(r, viewerId)),
        page,
        last_page: Math.max(1, Math.ceil(total / PRODUCT_RATINGS_PAGE_SIZE)),
        total,
      }
    },

    /** Admin removal: soft (deleted_at, deleted_by), audited with what the comment said. */
    async remove(actor: AuthUser, id: string, ip: string): Promise<{ ok: true }> {
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        const r = ratingsRepository(tx)
        const before = await r.lockLiveRating(id)
        if (!before) throw new AppError('PRODUCT_RATING_NOT_FOUND')
        const after = await r.softDelete(id, actor.id, now)
        if (!after) throw new AppError('PRODUCT_RATING_NOT_FOUND')
        await audit(tx, {
          actorId: actor.id,
          action: 'product_rating.delete',
          targetType: 'product_rating',
          targetId: id,
          before: {
            productId: before.productId,
            clientId: before.clientId,
            title: before.title,
            comment: before.comment,
            deletedAt: null,
          },
          after: { deletedAt: now.toISOString() },
          ip,
        })
      })
      return { ok: true }
    },
  }
}
