import { describe, expect, it } from 'vitest'
import { formatCpfCnpj, formatPhoneBR } from './documents.ts'

describe('document and phone display', () => {
  it('formats CPF and CNPJ, and leaves anything else alone', () => {
    expect(formatCpfCnpj('39053344705')).toBe('390.533.447-05')
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCpfCnpj('123')).toBe('123')
  })
  it('formats mobile and landline numbers', () => {
    expect(formatPhoneBR('+5571987650001')).toBe('+55 (71) 98765-0001')
    expect(formatPhoneBR('+557133330002')).toBe('+55 (71) 3333-0002')
    expect(formatPhoneBR('12345')).toBe('12345')
  })
})
