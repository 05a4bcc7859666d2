import { describe, expect, it } from 'vitest'
import {
  ageOnDay,
  parseDateInput,
  PromoterAttributesStepSchema,
  PromoterWorkStepSchema,
  RegisterClientSchema,
  SignupAddressSchema,
  todayInBrazil,
} from './registration.schemas.ts'

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('dates', () => {
  it('reads DD/MM/AAAA and AAAA-MM-DD and refuses impossible dates', () => {
    expect(parseDateInput('15/03/1990')).toBe('1990-03-15')
    expect(parseDateInput('1990-03-15')).toBe('1990-03-15')
    expect(parseDateInput('29/02/2023')).toBeUndefined()
    expect(parseDateInput('29/02/2024')).toBe('2024-02-29')
    expect(parseDateInput('1990/03/15')).toBeUndefined()
  })
  it('counts whole years on the São Paulo calendar', () => {
    expect(todayInBrazil(new Date('2026-11-23T02:59:00Z'))).toBe('2026-11-22')
    expect(todayInBrazil(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23')
    expect(ageOnDay('2008-11-23', '2026-11-22')).toBe(17)
    expect(ageOnDay('2008-11-23', '2026-11-23')).toBe(18)
    expect(ageOnDay('2008-02-29', '2026-02-28')).toBe(17)
  })
})

describe('step schemas', () => {
  it('address: CEP, UF and the optional IBGE code', () => {
    const ok = SignupAddressSchema.parse({
      cep: '40010-000',
      street: 'Rua Chile',
      number: '10',
      neighborhood: 'Centro',
      city: 'Salvador',
      cityIbge: '',
      uf: 'ba',
    })
    expect(ok).toMatchObject({ cep: '40010000', uf: 'BA', cityIbge: undefined })
    expect(messages(SignupAddressSchema.safeParse({ cep: '123', uf: 'XX' }))).toMatchObject({
      cep: 'validation.invalidCep',
      uf: 'validation.invalidUf',
      street: 'validation.required',
    })
  })

  it('sensitive data only with its consent', () => {
    const base = { heightCm: '170', weightKg: 60, shoeSize: 37, hair: 'black', eyes: 'brown' }
    expect(messages(PromoterAttributesStepSchema.safeParse({ ...base, skin: 'white' }))).toEqual({
      skin: 'signup.validation.sensitiveConsent',
    })
    const ok = PromoterAttributesStepSchema.parse({
      ...base,
      skin: 'white',
      disabilities: ['deaf'],
      sensitiveDataConsent: true,
    })
    expect(ok).toMatchObject({ heightCm: 170, skin: 'white', disabilities: ['deaf'] })
    expect(messages(PromoterAttributesStepSchema.safeParse({ ...base, heightCm: '' }))).toEqual({
      heightCm: 'validation.required',
    })
  })

  it('social links must be http(s) on the network host', () => {
    const base = { description: 'Experiência', categoryId: crypto.randomUUID() }
    expect(
      PromoterWorkStepSchema.safeParse({ ...base, instagramUrl: 'https://www.instagram.com/a' })
        .success,
    ).toBe(true)
    expect(
      messages(
        PromoterWorkStepSchema.safeParse({
          ...base,
          instagramUrl: 'https://instagram.com.evil.test/a',
          facebookUrl: 'javascript:alert(1)',
        }),
      ),
    ).toEqual({
      instagramUrl: 'signup.validation.instagramUrl',
      facebookUrl: 'validation.invalidUrl',
    })
  })

  it('completes a social link typed without https:// instead of refusing it', () => {
    const base = { description: 'Experiência', categoryId: crypto.randomUUID() }
    const r = PromoterWorkStepSchema.safeParse({
      ...base,
      instagramUrl: 'instagram.com/ana.promo',
      facebookUrl: 'www.facebook.com/ana',
    })
    expect(r.success).toBe(true)
    expect(r.data).toMatchObject({
      instagramUrl: 'https://instagram.com/ana.promo',
      facebookUrl: 'https://www.facebook.com/ana',
    })
    // Still refused: another host, or a scheme that is not http(s).
    expect(
      messages(PromoterWorkStepSchema.safeParse({ ...base, instagramUrl: 'evil.test/a' })),
    ).toEqual({ instagramUrl: 'signup.validation.instagramUrl' })
  })

  it('the whole client body: terms required, passwords must match, unknown keys dropped', () => {
    const r = RegisterClientSchema.safeParse({
      password: 'Galera@2026',
      passwordConfirmation: 'x',
      acceptTerms: false,
    })
    expect(messages(r)).toMatchObject({
      acceptTerms: 'signup.validation.acceptTerms',
      acceptPrivacy: 'signup.validation.acceptPrivacy',
      passwordConfirmation: 'validation.passwordsDifferent',
    })
  })
})
