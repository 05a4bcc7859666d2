import { z } from '../validation/zod-setup.ts'
import { BudgetTermsDtoSchema, ReverseAuctionFieldsDtoSchema } from './budget.dto.ts'
import { NamedRefSchema, ProductImageDtoSchema } from '../catalogue/product.dto.ts'

/** What the reverse-auction and /choose screens read (ADR 0021). */

/** An open reverse auction a supplier may send a proposal to. */
export const OpenAuctionDtoSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  category: NamedRefSchema,
  terms: BudgetTermsDtoSchema,
  auction: ReverseAuctionFieldsDtoSchema,
  clientCity: z.string().nullable(),
  /** The supplier's proposal, if sent. */
  myProposalId: z.string().nullable(),
})
export type OpenAuctionDto = z.output<typeof OpenAuctionDtoSchema>

/** `POST /api/client/reverse-auctions`: the auction opened (or the one a replayed key opened). */
export const ReverseAuctionCreatedDtoSchema = z.object({ id: z.string(), number: z.number().int() })
export type ReverseAuctionCreatedDto = z.output<typeof ReverseAuctionCreatedDtoSchema>

/** `POST /api/supplier/reverse-auctions/:id/proposal`: the proposal sent. */
export const AuctionProposalSentDtoSchema = z.object({ proposalId: z.string() })
export type AuctionProposalSentDto = z.output<typeof AuctionProposalSentDtoSchema>

export const ChooseSuggestionDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: NamedRefSchema,
  cover: ProductImageDtoSchema.nullable(),
  supplier: z.object({ id: z.string(), tradeName: z.string() }),
})
export type ChooseSuggestionDto = z.output<typeof ChooseSuggestionDtoSchema>
