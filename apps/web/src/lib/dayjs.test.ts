import { describe, expect, it } from 'vitest'
import { dayjs } from './dayjs.ts'
import { changeLocale } from './i18n.ts'

describe('dayjs locale', () => {
  it('follows the interface language', async () => {
    await changeLocale('pt-BR')
    expect(dayjs('2026-03-02').format('MMMM')).toBe('março')
    await changeLocale('en')
    expect(dayjs('2026-03-02').format('MMMM')).toBe('March')
  })
})
