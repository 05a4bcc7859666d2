import { describe, expect, it } from 'vitest'
import { HireSchema } from '@galera/shared/jobs/job.schemas.ts'
import type { MyProfile } from '@galera/shared/profile/profile.schemas.ts'
import {
  cashCentsOf,
  companyFromProfile,
  EMPTY_HIRE,
  feePreview,
  formFieldOf,
  stepOfField,
  toHireBody,
  validateStep,
  validateUpTo,
  type HireValues,
} from './hire-form.ts'

// 2026-11-22 09:00 in São Paulo (UTC−3).
const NOW = new Date('2026-11-22T12:00:00Z')
const PROMOTER_ID = '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10'

const FILLED: HireValues = {
  company: {
    doc: '390.533.447-05',
    name: 'Carla Cliente',
    phone: '(71) 98765-0001',
    email: 'cliente@galera.dev',
  },
  event: {
    eventName: 'Lançamento de verão',
    startDate: '10/12/2026',
    finishDate: '10/12/2026',
    startHour: '14:00',
    finishHour: '20:00',
    cash: '1.234,56',
  },
  address: {
    nameLocal: 'Centro de Convenções',
    zipcode: '40010-000',
    address: 'Avenida Sete de Setembro, 100, Centro',
    complement: '',
    city: 'Salvador',
    state: 'BA',
  },
}

function withEvent(patch: Partial<HireValues['event']>): HireValues {
  return { ...FILLED, event: { ...FILLED.event, ...patch } }
}

describe('hire form steps', () => {
  it('asks for every required field of each step when empty', () => {
    expect(validateStep('company', EMPTY_HIRE, NOW, 'BA')).toEqual({
      'company.doc': 'validation.required',
      'company.name': 'validation.required',
      'company.phone': 'validation.required',
      'company.email': 'validation.required',
    })
    const event = validateStep('event', EMPTY_HIRE, NOW, 'BA')
    expect(Object.keys(event).sort()).toEqual(
      [
        'event.cash',
        'event.eventName',
        'event.finishDate',
        'event.finishHour',
        'event.startDate',
        'event.startHour',
      ].sort(),
    )
    expect(new Set(Object.values(event))).toEqual(new Set(['validation.required']))
    const address = validateStep('address', EMPTY_HIRE, NOW, 'BA')
    expect(Object.keys(address)).toEqual(
      expect.arrayContaining([
        'address.nameLocal',
        'address.zipcode',
        'address.address',
        'address.city',
        'address.state',
      ]),
    )
    expect(address).not.toHaveProperty('address.complement')
    // Typed but too short: the schema's own message.
    const short = { ...FILLED, address: { ...FILLED.address, nameLocal: 'X' } }
    expect(validateStep('address', short, NOW, 'BA')).toEqual({
      'address.nameLocal': 'validation.minChars|min=2',
    })
  })

  it('accepts a complete, valid hire on every step', () => {
    for (const step of ['company', 'event', 'address'] as const)
      expect(validateStep(step, FILLED, NOW, 'BA')).toEqual({})
    expect(validateUpTo(2, FILLED, NOW, 'BA')).toBeNull()
  })

  it('refuses a CPF/CNPJ with wrong check digits', () => {
    const v = { ...FILLED, company: { ...FILLED.company, doc: '390.533.447-06' } }
    expect(validateStep('company', v, NOW, 'BA')).toEqual({
      'company.doc': 'validation.invalidCpfCnpj',
    })
  })

  it('puts "finish before start" on the finish date, or on the finish hour the same day', () => {
    expect(validateStep('event', withEvent({ finishDate: '09/12/2026' }), NOW, 'BA')).toEqual({
      'event.finishDate': 'hire.validation.finishBeforeStart',
    })
    expect(validateStep('event', withEvent({ finishHour: '14:00' }), NOW, 'BA')).toEqual({
      'event.finishHour': 'hire.validation.finishBeforeStart',
    })
  })

  it('shows "finish before start" even while another field is wrong', () => {
    expect(
      validateStep(
        'event',
        withEvent({ finishDate: '09/12/2026', cash: 'doze', eventName: '' }),
        NOW,
        'BA',
      ),
    ).toEqual({
      'event.finishDate': 'hire.validation.finishBeforeStart',
      'event.cash': 'hire.validation.invalidMoney',
      'event.eventName': 'validation.required',
    })
  })

  it('refuses an event in the past, in the venue’s zone', () => {
    // 22/11 08:30 in São Paulo is before NOW (09:00 there) …
    expect(
      validateStep(
        'event',
        withEvent({ startDate: '22/11/2026', finishDate: '22/11/2026', startHour: '08:30' }),
        NOW,
        'SP',
      ),
    ).toEqual({ 'event.startDate': 'hire.validation.past' })
    // … but in Manaus (UTC−4) it is 08:00 now, so 08:30 is still ahead.
    expect(
      validateStep(
        'event',
        withEvent({ startDate: '22/11/2026', finishDate: '22/11/2026', startHour: '08:30' }),
        NOW,
        'AM',
      ),
    ).toEqual({})
  })

  it('refuses an event more than 24 months ahead and one longer than 31 days', () => {
    expect(
      validateStep(
        'event',
        withEvent({ startDate: '10/12/2028', finishDate: '10/12/2028' }),
        NOW,
        'BA',
      ),
    ).toEqual({ 'event.startDate': 'hire.validation.tooFarAhead' })
    expect(
      validateStep(
        'event',
        withEvent({ startDate: '01/12/2026', finishDate: '01/01/2027' }),
        NOW,
        'BA',
      ),
    ).toEqual({ 'event.finishDate': 'hire.validation.tooLong|max=31' })
  })

  it('reads the cachê as typed in Brazil and refuses what is not money or out of range', () => {
    expect(cashCentsOf('1.234,56')).toBe(123_456)
    expect(cashCentsOf('R$ 80')).toBe(8_000)
    expect(cashCentsOf('')).toBeUndefined()
    expect(cashCentsOf('doze')).toBeNaN()
    expect(validateStep('event', withEvent({ cash: 'doze' }), NOW, 'BA')).toEqual({
      'event.cash': 'hire.validation.invalidMoney',
    })
    expect(validateStep('event', withEvent({ cash: '0,00' }), NOW, 'BA')).toEqual({
      'event.cash': 'hire.validation.cashMin',
    })
    expect(validateStep('event', withEvent({ cash: '1.000.000,01' }), NOW, 'BA')).toEqual({
      'event.cash': 'hire.validation.cashMax',
    })
  })

  it('finds the first step with a problem', () => {
    const v: HireValues = { ...withEvent({ finishHour: '10:00' }), address: EMPTY_HIRE.address }
    expect(validateUpTo(2, v, NOW, 'BA')?.step).toBe(1)
    expect(validateUpTo(0, v, NOW, 'BA')).toBeNull()
  })
})

describe('the body and server errors', () => {
  it('builds a body the API schema accepts, with the cachê in centavos', () => {
    const body = toHireBody(PROMOTER_ID, FILLED)
    expect(body.event.cashCents).toBe(123_456)
    expect(body.address.complement).toBeUndefined()
    const parsed = HireSchema.parse(body)
    expect(parsed.event.startDate).toBe('2026-12-10')
    expect(parsed.company.doc).toBe('39053344705')
    expect(parsed.company.phone).toBe('+5571987650001')
  })

  it('maps API field names to form fields and steps', () => {
    expect(formFieldOf('event.cashCents')).toBe('event.cash')
    expect(formFieldOf('company.doc')).toBe('company.doc')
    expect(formFieldOf('promoterId')).toBeUndefined()
    expect(stepOfField('company.email')).toBe(0)
    expect(stepOfField('event.cash')).toBe(1)
    expect(stepOfField('address.state')).toBe(2)
  })
})

describe('fee preview', () => {
  const TEN = { providerBps: 300, platformBps: 700 }
  it('splits the typed cachê with the schedule in force; the parts add up', () => {
    const fee = feePreview('1.234,56', TEN)
    expect(fee).toEqual({
      grossCents: 123_456,
      providerFeeCents: 3_704,
      platformFeeCents: 8_642,
      netCents: 111_110,
      providerBps: 300,
      platformBps: 700,
      frozen: false,
    })
    expect(fee!.providerFeeCents + fee!.platformFeeCents + fee!.netCents).toBe(fee!.grossCents)
    const low = feePreview('1.234,56', { providerBps: 280, platformBps: 700 })!
    expect(low.providerFeeCents + low.platformFeeCents).toBe(12_099)
  })

  it('shows nothing without a usable cachê or without the schedule', () => {
    expect(feePreview('', TEN)).toBeNull()
    expect(feePreview('abc', TEN)).toBeNull()
    expect(feePreview('0', TEN)).toBeNull()
    expect(feePreview('100,00', undefined)).toBeNull()
  })
})

describe('prefill', () => {
  it('fills the company step from the hirer’s record, CNPJ and legal name first, masked as typed', () => {
    const base = {
      account: {
        name: 'Eventos Bahia',
        email: 'empresa@galera.dev',
        phone: '+557133330002',
        cpf: null,
        cnpj: '11222333000181',
      },
      company: { id: 'c', tradeName: 'Eventos Bahia', legalName: 'Eventos Bahia Ltda', phones: [] },
    } as unknown as MyProfile
    expect(companyFromProfile(base)).toEqual({
      doc: '11.222.333/0001-81',
      name: 'Eventos Bahia Ltda',
      phone: '(71) 3333-0002',
      email: 'empresa@galera.dev',
    })
    const person = {
      account: {
        name: 'Carla',
        email: 'c@g.dev',
        phone: '+5571987650001',
        cpf: '39053344705',
        cnpj: null,
      },
      company: null,
    } as unknown as MyProfile
    expect(companyFromProfile(person)).toMatchObject({
      doc: '390.533.447-05',
      phone: '(71) 98765-0001',
    })
  })
})
