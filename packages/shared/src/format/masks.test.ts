import { describe, expect, it } from 'vitest'
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskPhone } from './masks.ts'
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
