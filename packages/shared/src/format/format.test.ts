import { describe, expect, it } from 'vitest'
import { formatBRL, parseBRL } from './money.ts'
import {
  formatDate,
  formatDateMedium,
  formatDateTime,
  formatMonthYear,
  formatTimeZone,
  formatWeekday,
} from './date.ts'
import { formatNumber } from './number.ts'

describe('BRL (spec §9: R$, "." thousands, "," decimals, 2 decimals)', () => {
  it('formats centavos', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56')
    expect(formatBRL(5)).toBe('R$ 0,05')
    expect(formatBRL(100000000)).toBe('R$ 1.000.000,00')
    expect(formatBRL(-2550)).toBe('-R$ 25,50')
  })
  it('parses what people type into centavos', () => {
    expect(parseBRL('1.234,56')).toBe(123456)
    expect(parseBRL('R$ 250')).toBe(25000)
    expect(parseBRL('99,9')).toBe(9990)
    expect(parseBRL('1234.56')).toBe(123456)
    expect(parseBRL('6.000')).toBe(600000)
    expect(parseBRL('1.234.567')).toBe(123456700)
    expect(parseBRL('9.5')).toBe(950)
    expect(parseBRL('12,345')).toBeUndefined()
    expect(parseBRL('abc')).toBeUndefined()
  })
})

describe('dates in America/Sao_Paulo', () => {
  it('shows a UTC instant as the São Paulo calendar day and time', () => {
    // 02:30 UTC on the 22nd is still the 21st in São Paulo (UTC-3).
    expect(formatDate('2026-11-22T02:30:00Z')).toBe('21/11/2026')
    expect(formatDateTime('2026-11-22T02:30:00Z')).toBe('21/11/2026, 23:30')
  })
  it('writes dates day-first in English too, the order the forms ask for (ADR 0031)', () => {
    expect(formatDate('2026-11-22T02:30:00Z', 'en')).toBe('21/11/2026')
    expect(formatDateTime('2026-11-22T02:30:00Z', 'en')).toBe('21/11/2026, 23:30')
    expect(formatDateTime('2026-11-22T16:05:00Z', 'en')).toBe('22/11/2026, 13:05')
    expect(formatDateMedium('2026-03-04', 'en')).toBe('4 Mar 2026')
    expect(formatMonthYear('2026-03-04', 'en')).toBe('March 2026')
    expect(formatWeekday(0, 'en')).toBe('Sunday')
    expect(formatWeekday(1, 'pt-BR')).toBe('segunda-feira')
  })
  it('reads a bare day as that calendar day, whatever the zone', () => {
    expect(formatDate('2026-03-04')).toBe('04/03/2026')
    expect(formatDate('2026-03-04', 'en')).toBe('04/03/2026')
  })
  it('keeps each zone, language and way apart when the same instant is written again and again', () => {
    const at = '2026-11-22T02:30:00Z'
    for (let round = 0; round < 2; round++) {
      expect(formatDateTime(at, 'pt-BR', 'America/Manaus')).toBe('21/11/2026, 22:30')
      expect(formatDateTime(at, 'pt-BR')).toBe('21/11/2026, 23:30')
      expect(formatDateTime(at, 'pt-BR', 'UTC')).toBe('22/11/2026, 02:30')
      expect(formatDate(at, 'pt-BR', 'UTC')).toBe('22/11/2026')
      expect(formatWeekday(0, 'en', 'short')).toBe('Sun')
      expect(formatWeekday(0, 'en')).toBe('Sunday')
      expect(formatDateMedium('2026-03-04', 'pt-BR')).toBe('4 de mar. de 2026')
    }
  })
})

describe('a zone as a person reads it, never its IANA id', () => {
  it('names the venue zone in each language, the id only when there is no name', () => {
    const at = '2026-11-22T13:00:00Z'
    expect(formatTimeZone('America/Sao_Paulo', 'pt-BR', at)).toBe('Horário Padrão de Brasília')
    expect(formatTimeZone('America/Sao_Paulo', 'en', at)).toBe('Brasilia Standard Time')
    expect(formatTimeZone('America/Manaus', 'pt-BR', at)).toBe('Horário Padrão do Amazonas')
    expect(formatTimeZone('Not/A_Zone', 'en', at)).toBe('Not/A_Zone')
  })
})

describe("numbers in the reader's language", () => {
  it('writes each way in Portuguese and English', () => {
    expect(formatNumber(1234.5, 'pt-BR')).toBe('1.234,5')
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(7.46, 'pt-BR', 'oneDecimal')).toBe('7,5')
    expect(formatNumber(7.46, 'en', 'oneDecimal')).toBe('7.5')
    expect(formatNumber(9.755, 'pt-BR', 'twoDecimals')).toBe('9,76')
    expect(formatNumber(0.874, 'pt-BR', 'percent')).toBe('87%')
    expect(formatNumber(0.874, 'en', 'percent')).toBe('87%')
  })
  it('keeps one formatter per language and way: a second language never reuses the first', () => {
    expect(formatNumber(0.5, 'en', 'twoDecimals')).toBe('0.5')
    expect(formatNumber(0.5, 'pt-BR', 'twoDecimals')).toBe('0,5')
    expect(formatNumber(0.5, 'en', 'twoDecimals')).toBe('0.5')
  })
})
