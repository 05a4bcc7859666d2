import { describe, expect, it } from 'vitest'
import {
  afterCounterChange,
  answerBody,
  centsToText,
  counterBody,
  EMPTY_COUNTER,
  EMPTY_VALUES,
  livePrice,
} from './values-form.ts'

describe('values form', () => {
  it('shows the total of what is typed — unit × quantity + setup × colours + freight — and never sends one', () => {
    expect(livePrice(EMPTY_VALUES, 500)).toBeNull()
    expect(livePrice({ ...EMPTY_VALUES, unit: 'abc' }, 500)).toBeNull()
    const v = { ...EMPTY_VALUES, unit: '3,90' }
    expect(livePrice(v, 150)!.totalCents).toBe(58_500)
    // The counter-proposal: 150 → 300 units at R$ 3,90.
    expect(livePrice(v, 300)!.totalCents).toBe(117_000)
    const full = { ...v, setup: '80,00', setupColors: '2', freight: '120' }
    expect(livePrice(full, 300)).toEqual({
      quantity: 300,
      unitCents: 390,
      itemsCents: 117_000,
      setupPerColorCents: 8_000,
      setupColors: 2,
      setupCents: 16_000,
      freightCents: 12_000,
      totalCents: 145_000,
    })
    const r = answerBody({ ...full, deliveryDays: '10', justification: 'Inclui gravação' })
    expect(r).toEqual({
      ok: true,
      body: {
        unitCents: 390,
        setupPerColorCents: 8_000,
        setupColors: 2,
        freightCents: 12_000,
        deliveryDays: 10,
        justification: 'Inclui gravação',
      },
    })
    expect(centsToText(123_456_789)).toBe('1.234.567,89')
  })

  it('refuses what the shared schemas refuse, on the form fields', () => {
    const r = answerBody({ ...EMPTY_VALUES, unit: 'abc', deliveryDays: '' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(Object.keys(r.errors).sort()).toEqual(['deliveryDays', 'justification', 'unit'])
    const setup = answerBody({
      ...EMPTY_VALUES,
      unit: '1,00',
      setup: '50',
      deliveryDays: '5',
      justification: 'ok ok',
    })
    expect(setup).toEqual({
      ok: false,
      errors: { setupColors: 'budgets.validation.setupColorsRequired' },
    })
    const c = counterBody(
      { ...EMPTY_VALUES, unit: '1,00', deliveryDays: '5', justification: 'ok ok' },
      EMPTY_COUNTER,
    )
    expect(c).toEqual({ ok: false, errors: { quantity: 'budgets.validation.counterNeedsChange' } })
  })

  it('clears "change the quantity, colour or customization" when one of them changes', () => {
    const stale = { quantity: 'budgets.validation.counterNeedsChange', unit: 'validation.required' }
    expect(afterCounterChange(stale, 'colorId', 'x')).toEqual({ unit: 'validation.required' })
    expect(afterCounterChange(stale, 'customization', 'x')).toEqual({
      unit: 'validation.required',
    })
    // As the server sent it (translated), too.
    expect(afterCounterChange({ quantity: 'Mude…' }, 'customization', 'Mude…')).toEqual({})
    // Another message of the quantity stays until the quantity changes.
    const invalid = { quantity: 'validation.invalid' }
    expect(afterCounterChange(invalid, 'colorId', 'Mude…')).toEqual(invalid)
    expect(afterCounterChange(invalid, 'quantity', 'Mude…')).toEqual({})
  })
})
