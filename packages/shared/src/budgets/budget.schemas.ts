/**
 * Budgets (ADR 0021): the request modal, the supplier's answers, the deal, ratings, reverse
 * auctions and the /choose questionnaire. Money is integer centavos. The barrel of the domain: the
 * inputs and answers live in one file per use case.
 */
export {
  CUSTOMIZATION_CHOICES,
  LOGO_COLOR_CHOICES,
  MoneyCentsSchema,
  QuantitySchema,
  SETUP_COLORS_MAX,
  StatesSchema,
  type CustomizationChoice,
} from './budget-fields.ts'
export * from './budget-request.schemas.ts'
export * from './proposal.schemas.ts'
export * from './rating.schemas.ts'
export * from './reverse-auction.schemas.ts'
export * from './budget.dto.ts'
export * from './proposal.dto.ts'
export * from './reverse-auction.dto.ts'
export * from './rating.dto.ts'
export type { Customization } from '../catalogue/product.schemas.ts'
