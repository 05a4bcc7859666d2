import {
  proposalPrice,
  type BudgetTermsDto,
  type ColorRef,
  type CustomizationChoice,
  type Locale,
  type ProductImageDto,
  type ProposalPriceDto,
  type ReverseAuctionFieldsDto,
} from '@galera/shared'
import type { budgetProposals, budgets, colors, images } from '../../db/schema/index.ts'

/**
 * Budget DTO pieces shared by the budgets module and the reverse auctions (OpenAuctionDto).
 * Pure functions of rows: the repositories load the colour and image rows they need.
 */

export type BudgetRow = typeof budgets.$inferSelect
export type ColorRow = typeof colors.$inferSelect
export type ImageRow = typeof images.$inferSelect
type ProposalPriceRow = Pick<
  typeof budgetProposals.$inferSelect,
  'quantity' | 'unitCents' | 'setupPerColorCents' | 'setupColors' | 'freightCents'
>

/**
 * Every line of a quoted proposal's price (ADR 0027), null before it is quoted. The same
 * formula wrote `total_cents` and the database CHECK holds it, so the lines add up to it.
 */
export function priceDto(p: ProposalPriceRow): ProposalPriceDto | null {
  if (p.unitCents === null || p.quantity === null) return null
  return proposalPrice({
    quantity: p.quantity,
    unitCents: Number(p.unitCents),
    setupPerColorCents: Number(p.setupPerColorCents),
    setupColors: p.setupColors,
    freightCents: Number(p.freightCents),
  })
}

export function colorRef(row: ColorRow | null | undefined, locale: Locale): ColorRef | null {
  if (!row) return null
  return {
    id: row.id,
    name: locale === 'en' ? row.nameEn : row.namePt,
    hex: row.hex,
    textureUrl: row.texturePath ?? null,
  }
}

export function productImageDto(row: ImageRow | null | undefined): ProductImageDto | null {
  if (!row) return null
  const v = row.variants
  const url = (size: string) => `/files/${v[size] ?? v.large ?? v.thumb}`
  return {
    imageId: row.id,
    colorId: row.colorId,
    thumb: url('thumb'),
    medium: url('medium'),
    large: url('large'),
  }
}

/**
 * The request's terms (quantity, colour, customization, states, notes). `color` and
 * `customImage` are the rows of `budget.colorId` / `budget.customImageId` (null when absent).
 */
export function termsDto(
  budget: Pick<
    BudgetRow,
    | 'quantity'
    | 'customization'
    | 'customText'
    | 'logoColors'
    | 'attachmentText'
    | 'states'
    | 'notes'
  >,
  refs: { color?: ColorRow | null; customImage?: ImageRow | null; locale: Locale },
): BudgetTermsDto {
  return {
    quantity: budget.quantity,
    color: colorRef(refs.color, refs.locale),
    customization: budget.customization as CustomizationChoice,
    customText: budget.customText,
    logoColors: budget.logoColors,
    customImage: productImageDto(refs.customImage),
    attachmentText: budget.attachmentText,
    states: budget.states,
    notes: budget.notes,
  }
}

/** Reverse-auction fields, or null for a plain budget. */
export function auctionFieldsDto(
  budget: Pick<
    BudgetRow,
    | 'kind'
    | 'actionType'
    | 'targetAudience'
    | 'goal'
    | 'deliveryDeadline'
    | 'proposalsUntil'
    | 'description'
  >,
): ReverseAuctionFieldsDto | null {
  if (budget.kind !== 'reverse_auction' || !budget.proposalsUntil) return null
  return {
    actionType: budget.actionType ?? 0,
    targetAudience: budget.targetAudience ?? 0,
    goal: budget.goal ?? 0,
    deliveryDeadline: budget.deliveryDeadline ?? '',
    proposalsUntil: budget.proposalsUntil.toISOString(),
    description: budget.description,
  }
}
