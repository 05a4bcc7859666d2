import { describe, expect, it } from 'vitest'
import {
  completeMoney,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskMoney,
  maskPhone,
  moneyText,
} from './masks.ts'
import { parseBRL } from './money.ts'
import { CepSchema, CnpjSchema, CpfSchema, PhoneSchema } from '../validation/documents.ts'

/** Types `text` one character at a time through `mask`, the way an input's onChange does. */
function typeInto(mask: (v: string) => string, text: string): string[] {
  const seen: string[] = []
  let value = ''
  for (const ch of text) {
    value = mask(value + ch)
    seen.push(value)
  }
  return seen
}

describe('input masks (ADR 0031)', () => {
  it('formats a CPF as it is typed', () => {
    expect(typeInto(maskCpf, '39053344705')).toEqual([
      '3',
      '39',
      '390',
      '390.5',
      '390.53',
      '390.533',
      '390.533.4',
      '390.533.44',
      '390.533.447',
      '390.533.447-0',
      '390.533.447-05',
    ])
    expect(maskCpf('390.533.447-0599')).toBe('390.533.447-05')
  })
  it('formats a CNPJ, alphanumeric too', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(maskCnpj('11.222.3')).toBe('11.222.3')
  })
  it('switches from CPF to CNPJ past 11 digits', () => {
    expect(maskCpfCnpj('39053344705')).toBe('390.533.447-05')
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001')
  })
  it('formats a CEP: 41820-020', () => {
    expect(typeInto(maskCep, '41820020').slice(4)).toEqual([
      '41820',
      '41820-0',
      '41820-02',
      '41820-020',
    ])
  })
  it('formats a mobile or landline phone as typed; a stored +55 number too', () => {
    expect(typeInto(maskPhone, '71987654321')).toEqual([
      '(7',
      '(71',
      '(71) 9',
      '(71) 98',
      '(71) 987',
      '(71) 9876',
      '(71) 9876-5',
      '(71) 9876-54',
      '(71) 9876-543',
      '(71) 9876-5432',
      '(71) 98765-4321',
    ])
    expect(maskPhone('7133334444')).toBe('(71) 3333-4444')
    expect(maskPhone('+55 (71) 98765-0001')).toBe('(71) 98765-0001')
    expect(maskPhone('')).toBe('')
  })
  it('gives what the shared schemas accept', () => {
    expect(CpfSchema.parse(maskCpf('39053344705'))).toBe('39053344705')
    expect(CnpjSchema.parse(maskCnpj('11222333000181'))).toBe('11222333000181')
    expect(CepSchema.parse(maskCep('41820020'))).toBe('41820020')
    expect(PhoneSchema.parse(maskPhone('71987654321'))).toBe('+5571987654321')
    expect(PhoneSchema.parse(maskPhone('7133334444'))).toBe('+557133334444')
  })
})

describe('money mask (spec §9: R$ 1.234,56 in both languages)', () => {
  const typed = (text: string, dotIsDecimal = false) =>
    typeInto((v) => maskMoney(v, { dotIsDecimal }), text)

  it('puts the thousands dots in as the digits come and keeps two decimals', () => {
    expect(typed('1234,567')).toEqual([
      '1',
      '12',
      '123',
      '1.234',
      '1.234,',
      '1.234,5',
      '1.234,56',
      '1.234,56',
    ])
    expect(typed('1234567')).toContain('1.234.567')
    expect(typed(',5').at(-1)).toBe('0,5')
    expect(maskMoney('0005')).toBe('5')
  })

  it('reads a typed dot as the decimal key in English and as a thousands dot in Portuguese', () => {
    expect(typed('12.5', true).at(-1)).toBe('12,5')
    expect(typed('1.000').at(-1)).toBe('1.000')
    expect(typed('1.000', true).at(-1)).toBe('1,00')
  })

  it('formats what is pasted the way parseBRL reads it', () => {
    for (const [pasted, shown] of [
      ['R$ 1.500,00', '1.500,00'],
      ['1500', '1.500'],
      ['1234.56', '1.234,56'],
      ['1,234.56', '1.234,56'],
      ['6.000', '6.000'],
      ['abc', ''],
    ] as const) {
      expect(maskMoney(pasted)).toBe(shown)
      if (shown) expect(parseBRL(shown)).toBe(parseBRL(pasted.replace('1,234.56', '1234.56')))
    }
  })

  it('takes a backspace over a thousands dot as deleting a digit', () => {
    expect(maskMoney('1.23', { deleting: true })).toBe('123')
    expect(maskMoney('1.234,', { deleting: true })).toBe('1.234,')
    expect(maskMoney('1.234', { deleting: true })).toBe('1.234')
  })

  it('completes the decimals on leaving and writes centavos back as the field shows them', () => {
    expect(completeMoney('12,')).toBe('12,00')
    expect(completeMoney('1.234,5')).toBe('1.234,50')
    expect(completeMoney('1.234')).toBe('1.234,00')
    expect(completeMoney('')).toBe('')
    expect(moneyText(123456)).toBe('1.234,56')
    expect(moneyText(5)).toBe('0,05')
    expect(moneyText(100000000)).toBe('1.000.000,00')
    expect(parseBRL('12,')).toBe(1200)
  })
})
