import { describe, expect, it } from 'vitest'
import { i18n, loadDomain } from '../../lib/i18n.ts'
import { formatMinutes, formatShare } from './format.ts'

describe('dashboard formats', () => {
  it('writes a median answer time in minutes, hours or days', async () => {
    await loadDomain('dashboards')
    const t = i18n.getFixedT('pt-BR')
    expect(formatMinutes(0, t)).toBe('0 min')
    expect(formatMinutes(44.6, t)).toBe('45 min')
    expect(formatMinutes(60, t)).toBe('1 h 0 min')
    expect(formatMinutes(200, t)).toBe('3 h 20 min')
    expect(formatMinutes(24 * 60 + 5, t)).toBe('1 d 0 h')
    expect(formatMinutes(2 * 24 * 60 + 4 * 60 + 59, t)).toBe('2 d 4 h')
    expect(formatMinutes(200, i18n.getFixedT('en'))).toBe('3 h 20 min')
  })

  it('writes a share as a whole percentage', () => {
    expect(formatShare(0.874, 'pt-BR')).toMatch(/^87\s?%$/)
    expect(formatShare(1, 'en')).toBe('100%')
  })
})
