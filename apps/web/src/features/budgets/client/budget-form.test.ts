import { describe, expect, it } from 'vitest'
import { BudgetRequestSchema, ReverseAuctionSchema } from '@galera/shared/budgets/budget.schemas.ts'
import {
  EMPTY_AUCTION,
  EMPTY_BUDGET,
  saoPauloDay,
  serverFieldErrors,
  toAuctionBody,
  toBudgetBody,
  validateAuction,
  validateBudget,
  type AuctionFormValues,
  type BudgetFormValues,
} from './budget-form.ts'

const PRODUCT = '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10'
const S1 = '11111111-1111-4111-8111-111111111111'
const S2 = '22222222-2222-4222-8222-222222222222'
const COLOR = '33333333-3333-4333-8333-333333333333'
const IMAGE = '44444444-4444-4444-8444-444444444444'
// 2026-11-22 09:00 in São Paulo.
const NOW = new Date('2026-11-22T12:00:00Z')

const FILLED: BudgetFormValues = {
  ...EMPTY_BUDGET,
  quantity: 500,
  colorId: COLOR,
  supplierIds: [S1, S2],
  states: ['BA', 'SE'],
}

describe('budget request form', () => {
  it('accepts a complete request and builds a body the API schema accepts', () => {
    expect(validateBudget(PRODUCT, FILLED, true)).toEqual({})
    const body = toBudgetBody(PRODUCT, { ...FILLED, notes: '  entregar em dezembro ' })
    const parsed = BudgetRequestSchema.parse(body)
    expect(parsed).toMatchObject({
      productId: PRODUCT,
      quantity: 500,
      colorId: COLOR,
      supplierIds: [S1, S2],
      states: ['BA', 'SE'],
      customization: 'none',
      notes: 'entregar em dezembro',
      customImageId: null,
    })
  })

  it('asks for every required field with the shared messages', () => {
    const errors = validateBudget(PRODUCT, { ...EMPTY_BUDGET, quantity: '' }, true)
    expect(errors).toEqual({
      quantity: 'validation.required',
      colorId: 'validation.required',
      supplierIds: 'budgets.validation.supplierRequired',
      states: 'validation.required',
    })
  })

  it('refuses fewer than 100 units, more than 3 suppliers or 3 states', () => {
    expect(validateBudget(PRODUCT, { ...FILLED, quantity: 99 }, true)).toEqual({
      quantity: 'budgets.validation.quantityMin',
    })
    const four = [S1, S2, COLOR, IMAGE]
    expect(validateBudget(PRODUCT, { ...FILLED, supplierIds: four }, true)).toEqual({
      supplierIds: 'validation.maxItems|max=3',
    })
    expect(validateBudget(PRODUCT, { ...FILLED, states: ['BA', 'SE', 'PE', 'AL'] }, true)).toEqual({
      states: 'validation.maxItems|max=3',
    })
  })

  it('needs a colour only when the product has colours', () => {
    expect(validateBudget(PRODUCT, { ...FILLED, colorId: null }, false)).toEqual({})
    expect(validateBudget(PRODUCT, { ...FILLED, colorId: null }, true)).toEqual({
      colorId: 'validation.required',
    })
  })

  it('asks what each customization needs', () => {
    expect(validateBudget(PRODUCT, { ...FILLED, customization: 'text' }, true)).toEqual({
      customText: 'validation.required',
    })
    expect(validateBudget(PRODUCT, { ...FILLED, customization: 'logo' }, true)).toEqual({
      logoColors: 'validation.required',
      customImage: 'budgets.validation.fileRequired',
    })
    expect(validateBudget(PRODUCT, { ...FILLED, customization: 'image' }, true)).toEqual({
      customImage: 'budgets.validation.fileRequired',
    })
    expect(validateBudget(PRODUCT, { ...FILLED, customization: 'attachment' }, true)).toEqual({
      attachmentText: 'validation.required',
    })
    expect(
      validateBudget(
        PRODUCT,
        { ...FILLED, customization: 'attachment', attachmentText: 'x'.repeat(26) },
        true,
      ),
    ).toEqual({ attachmentText: 'validation.maxChars|max=25' })
    expect(
      validateBudget(
        PRODUCT,
        {
          ...FILLED,
          customization: 'logo',
          logoColors: '4',
          customImage: { id: IMAGE, thumb: '' },
        },
        true,
      ),
    ).toEqual({})
  })

  it('sends only what the chosen customization uses', () => {
    const body = toBudgetBody(PRODUCT, {
      ...FILLED,
      customization: 'text',
      customText: 'Galera 2026',
      logoColors: '2',
      customImage: { id: IMAGE, thumb: '' },
      attachmentText: 'old',
    })
    expect(body).toMatchObject({
      customization: 'text',
      customText: 'Galera 2026',
      logoColors: null,
      customImageId: null,
      attachmentText: null,
    })
    expect(
      toBudgetBody(PRODUCT, {
        ...FILLED,
        customization: 'logo',
        logoColors: '3',
        customImage: { id: IMAGE, thumb: '' },
      }),
    ).toMatchObject({ logoColors: 3, customImageId: IMAGE, customText: null })
  })

  it('puts server messages on the form fields and keeps the rest for the alert', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'supplierIds', message: 'Fornecedor não oferece' },
          { field: 'customImageId', message: 'Imagem não encontrada' },
          { field: 'productId', message: 'Produto inativo' },
          { field: '', message: 'Outro' },
        ],
        ['supplierIds', 'customImage'],
      ),
    ).toEqual({
      placed: { supplierIds: 'Fornecedor não oferece', customImage: 'Imagem não encontrada' },
      rest: ['Produto inativo', 'Outro'],
    })
  })
})

describe('reverse auction form', () => {
  const CATEGORY = '55555555-5555-4555-8555-555555555555'
  const FULL: AuctionFormValues = {
    ...EMPTY_AUCTION,
    categoryId: CATEGORY,
    quantity: 1000,
    states: ['BA'],
    actionType: '1',
    targetAudience: '6',
    goal: '0',
    proposalsUntil: '2026-11-30',
    deliveryDeadline: '2026-12-15',
    description: 'Caneta metálica com logo',
  }

  it('accepts a complete auction; codes go out as numbers', () => {
    expect(validateAuction(FULL, NOW, 30)).toEqual({})
    const parsed = ReverseAuctionSchema.parse(toAuctionBody(FULL))
    expect(parsed).toMatchObject({
      actionType: 1,
      targetAudience: 6,
      goal: 0,
      proposalsUntil: '2026-11-30',
      description: 'Caneta metálica com logo',
    })
  })

  it('asks for category, codes and dates', () => {
    const errors = validateAuction(EMPTY_AUCTION, NOW, 30)
    expect(errors).toMatchObject({
      categoryId: 'validation.required',
      states: 'validation.required',
      actionType: 'validation.required',
      targetAudience: 'validation.required',
      goal: 'validation.required',
      proposalsUntil: 'validation.required',
      deliveryDeadline: 'validation.required',
    })
  })

  it('takes proposals from tomorrow to 30 days ahead (São Paulo), delivery after that', () => {
    expect(saoPauloDay(NOW)).toBe('2026-11-22')
    expect(saoPauloDay(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22')
    expect(validateAuction({ ...FULL, proposalsUntil: '2026-11-22' }, NOW, 30)).toEqual({
      proposalsUntil: 'budgets.validation.proposalsUntilPast',
    })
    expect(
      validateAuction(
        { ...FULL, proposalsUntil: '2026-12-23', deliveryDeadline: '2027-01-10' },
        NOW,
        30,
      ),
    ).toEqual({ proposalsUntil: 'budgets.validation.proposalsUntilTooFar|max=30' })
    expect(validateAuction({ ...FULL, deliveryDeadline: '2026-11-30' }, NOW, 30)).toEqual({
      deliveryDeadline: 'budgets.validation.deliveryBeforeProposals',
    })
  })

  it('refuses a description without words', () => {
    expect(validateAuction({ ...FULL, description: '12 34' }, NOW, 30)).toEqual({
      description: 'budgets.validation.describe',
    })
  })
})
