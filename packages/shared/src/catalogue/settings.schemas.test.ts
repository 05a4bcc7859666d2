import { describe, expect, it } from 'vitest'
import { ColorSchema, CreateCategorySchema, settingsTab, slugify } from './settings.schemas.ts'

describe('settings schemas', () => {
  it('slugifies pt-BR names without accents or symbols', () => {
    expect(slugify('Garrafas Térmicas & Squeezes!')).toBe('garrafas-termicas-squeezes')
    expect(slugify('  Ação  ')).toBe('acao')
    expect(slugify('!!!')).toBe('')
  })

  it('falls back to the categories tab', () => {
    expect(settingsTab('colors')).toBe('colors')
    expect(settingsTab('home')).toBe('home')
    expect(settingsTab('whatever')).toBe('categories')
    expect(settingsTab(undefined)).toBe('categories')
  })

  it('upper-cases a valid hex and refuses anything else with an i18n key', () => {
    expect(ColorSchema.parse({ namePt: 'A', nameEn: 'A', hex: '#a1b2c3' }).hex).toBe('#A1B2C3')
    const bad = ColorSchema.safeParse({ namePt: 'A', nameEn: 'A', hex: '#a1b2c' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0].message).toBe('catalogue.settings.colors.invalidHex')
  })

  it('refuses unknown keys (no mass assignment of status or slug)', () => {
    expect(
      CreateCategorySchema.safeParse({ kind: 'product', namePt: 'A', nameEn: 'A', slug: 'x' })
        .success,
    ).toBe(false)
  })
})
