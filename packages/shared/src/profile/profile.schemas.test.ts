import { describe, expect, it } from 'vitest'
import { ageOn, canChoose, ChangePasswordSchema, UpdateProfileSchema } from './profile.schemas.ts'

describe('canChoose (spec §2 /choose)', () => {
  it('lets only clients (profile 3) in', () => {
    expect(canChoose({ profile: 3 })).toBe(true)
    for (const profile of [1, 2, 4, 5, 6]) expect(canChoose({ profile })).toBe(false)
    expect(canChoose(null)).toBe(false)
    expect(canChoose(undefined)).toBe(false)
  })
})

describe('ageOn', () => {
  it('counts whole years on the UTC calendar', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(ageOn('2008-11-22', now)).toBe(18)
    expect(ageOn('2008-11-23', now)).toBe(17)
    expect(ageOn('2000-02-29', now)).toBe(26)
  })
})

describe('UpdateProfileSchema', () => {
  it('drops keys that must never change (mass assignment)', () => {
    const out = UpdateProfileSchema.parse({
      role: 'admin_master',
      account: { name: 'Ana Souza', cpf: '52998224725', status: 'closed' },
    })
    expect(out).toEqual({ account: { name: 'Ana Souza' } })
  })
  it('turns emptied optional fields into null and normalises the CEP and UF', () => {
    const out = UpdateProfileSchema.parse({
      address: {
        cep: '40010-000',
        street: 'Rua Chile',
        number: '10',
        complement: ' ',
        neighborhood: 'Centro',
        city: 'Salvador',
        uf: 'ba',
      },
    })
    expect(out.address).toMatchObject({ cep: '40010000', uf: 'BA', complement: null })
  })
  it('refuses impossible dates and out-of-range promoter values', () => {
    const r = UpdateProfileSchema.safeParse({
      account: { birthDate: '2001-02-30' },
      promoter: { shoeSize: 70, skin: 'green' },
    })
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'account.birthDate',
      'promoter.shoeSize',
      'promoter.skin',
    ])
  })
})

describe('ChangePasswordSchema', () => {
  it('needs the current password and a matching new one', () => {
    const r = ChangePasswordSchema.safeParse({
      currentPassword: '',
      password: 'Galera@2027',
      passwordConfirmation: 'Galera@2028',
    })
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'validation.required',
      'validation.passwordsDifferent',
    ])
  })
})
