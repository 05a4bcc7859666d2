import { describe, expect, it } from 'vitest'
import { CnpjSchema, CpfSchema, isCnpj, isCpf, PhoneSchema, toE164 } from './documents.ts'
import { PasswordPairSchema, PasswordSchema } from './password.ts'
import { EmailSchema, HttpUrlSchema, lineText } from './text.ts'
import { parseMessage } from './messages.ts'

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isCpf('529.982.247-25')).toBe(true)
    expect(isCpf('52998224725')).toBe(true)
    expect(CpfSchema.parse(' 529.982.247-25 ')).toBe('52998224725')
  })
  it('refuses wrong check digits, wrong length and repeated digits', () => {
    expect(isCpf('529.982.247-24')).toBe(false)
    expect(isCpf('5299822472')).toBe(false)
    expect(isCpf('111.111.111-11')).toBe(false)
    expect(isCpf('000.000.000-00')).toBe(false)
    const r = CpfSchema.safeParse('123.456.789-00')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0].message).toBe('validation.invalidCpf')
  })
})

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true)
    expect(CnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181')
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true)
  })
  it('refuses wrong check digits and repeated characters', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false)
    expect(isCnpj('00000000000000')).toBe(false)
    expect(isCnpj('1122233300018')).toBe(false)
  })
})

describe('password rule (spec §5)', () => {
  const firstMessage = (v: string) => PasswordSchema.safeParse(v).error?.issues[0].message
  it('names the first rule that fails', () => {
    expect(firstMessage('Ab1!')).toBe('validation.password.min')
    expect(firstMessage('abcdefg1!')).toBe('validation.password.upper')
    expect(firstMessage('ABCDEFG1!')).toBe('validation.password.lower')
    expect(firstMessage('Abcdefgh!')).toBe('validation.password.number')
    expect(firstMessage('Abcdefgh1')).toBe('validation.password.special')
    expect(firstMessage('')).toBe('validation.required')
  })
  it('accepts a password that follows every rule', () => {
    expect(PasswordSchema.parse('Galera@2026')).toBe('Galera@2026')
  })
  it('says "Different passwords" when the repeat differs', () => {
    const r = PasswordPairSchema.safeParse({
      password: 'Galera@2026',
      passwordConfirmation: 'Galera@2025',
    })
    expect(r.error?.issues[0]).toMatchObject({
      message: 'validation.passwordsDifferent',
      path: ['passwordConfirmation'],
    })
  })
})

describe('text and contact fields', () => {
  it('normalises e-mail and refuses invalid ones', () => {
    expect(EmailSchema.parse(' Ana@Galera.DEV ')).toBe('ana@galera.dev')
    expect(EmailSchema.safeParse('ana@').error?.issues[0].message).toBe('validation.invalidEmail')
    expect(EmailSchema.safeParse('').error?.issues[0].message).toBe('validation.required')
  })
  it('stores phones in E.164', () => {
    expect(toE164('(71) 98765-4321')).toBe('+5571987654321')
    expect(toE164('+55 71 98765-4321')).toBe('+5571987654321')
    expect(PhoneSchema.safeParse('123').success).toBe(false)
  })
  it('refuses control characters and over-long one-line text with the limit in the message', () => {
    expect(lineText(10).safeParse('a\r\nBcc: x').success).toBe(false)
    expect(lineText(10).safeParse('a\u0000b').success).toBe(false)
    const long = lineText(5).safeParse('abcdefg')
    expect(parseMessage(long.error!.issues[0].message)).toEqual({
      key: 'validation.maxChars',
      params: { max: '5' },
    })
  })
  it('accepts only http and https links', () => {
    expect(HttpUrlSchema.safeParse('https://galera.dev').success).toBe(true)
    expect(HttpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false)
    expect(HttpUrlSchema.safeParse('data:text/html,x').success).toBe(false)
  })
})
