import type { z } from 'zod'
import { maskCpfCnpj, maskPhone } from '@galera/shared/format/masks.ts'
import { parseBRL } from '@galera/shared/format/money.ts'
import { computeFee } from '@galera/shared/jobs/fees.ts'
import {
  checkEventTiming,
  HireAddressStepSchema,
  HireCompanyStepSchema,
  HireEventStepSchema,
  type HireFormInput,
  type JobFee,
} from '@galera/shared/jobs/job.schemas.ts'
import type { MyProfile } from '@galera/shared/profile/profile.schemas.ts'

/**
 * The hire modal's form (spec §3 hire form) as plain data and pure functions, so the
 * step rules and the fee preview are tested without a browser. The inputs hold text; the body
 * sent to `POST /client/jobs` is built by `toHireBody`.
 */
export interface HireValues {
  company: { doc: string; name: string; phone: string; email: string }
  event: {
    eventName: string
    startDate: string
    finishDate: string
    startHour: string
    finishHour: string
    /** Typed like "1.234,56"; `parseBRL` turns it into centavos. */
    cash: string
  }
  address: {
    nameLocal: string
    zipcode: string
    address: string
    complement: string
    city: string
    state: string
  }
}

export const EMPTY_HIRE: HireValues = {
  company: { doc: '', name: '', phone: '', email: '' },
  event: { eventName: '', startDate: '', finishDate: '', startHour: '', finishHour: '', cash: '' },
  address: { nameLocal: '', zipcode: '', address: '', complement: '', city: '', state: '' },
}

export const HIRE_STEPS = ['company', 'event', 'address'] as const
export type HireStep = (typeof HIRE_STEPS)[number]

/** Field paths of the form, per step (server errors go back to the step that holds the field). */
export const STEP_FIELDS: Record<HireStep, readonly string[]> = {
  company: ['company.doc', 'company.name', 'company.phone', 'company.email'],
  event: [
    'event.eventName',
    'event.startDate',
    'event.finishDate',
    'event.startHour',
    'event.finishHour',
    'event.cash',
  ],
  address: [
    'address.nameLocal',
    'address.zipcode',
    'address.address',
    'address.complement',
    'address.city',
    'address.state',
  ],
}

/** API field names that differ from the form's. */
export const SERVER_FIELD_ALIASES: Record<string, string> = { 'event.cashCents': 'event.cash' }

export function formFieldOf(apiField: string): string | undefined {
  const name = SERVER_FIELD_ALIASES[apiField] ?? apiField
  return HIRE_STEPS.some((s) => STEP_FIELDS[s].includes(name)) ? name : undefined
}

export function stepOfField(field: string): number {
  return HIRE_STEPS.findIndex((s) => STEP_FIELDS[s].includes(field))
}

/** Centavos of the typed cachê: a number when it reads as money, NaN when not, undefined if empty. */
export function cashCentsOf(text: string): number | undefined {
  if (!text.trim()) return undefined
  return parseBRL(text) ?? Number.NaN
}

/** Field path → i18n message key (or zod `key|param=…`), first problem per field. */
export type StepErrors = Record<string, string>

function issuesToErrors(prefix: string, issues: readonly z.core.$ZodIssue[]): StepErrors {
  const out: StepErrors = {}
  for (const issue of issues) {
    let path = [prefix, ...issue.path.map(String)].join('.')
    if (path === 'event.cashCents') path = 'event.cash'
    if (!(path in out)) out[path] = issue.message
  }
  return out
}

/**
 * Checks one step with its slice of the shared schema, plus the clock-bound rules on the event
 * step (in the future, at most 24 months ahead) — the same functions the API runs. `uf` picks the
 * venue's zone; before the address step the promoter's UF (or São Paulo) stands in.
 */
export function validateStep(
  step: HireStep,
  values: HireValues,
  now: Date,
  uf: string | null | undefined,
): StepErrors {
  const errors = checkStep(step, values, now, uf)
  // An empty field reads "required" rather than "at least 3 characters".
  for (const path of Object.keys(errors)) {
    const [group, field] = path.split('.') as [HireStep, string]
    const value = (values[group] as Record<string, string> | undefined)?.[field]
    if (typeof value === 'string' && !value.trim()) errors[path] = 'validation.required'
  }
  return errors
}

function checkStep(
  step: HireStep,
  values: HireValues,
  now: Date,
  uf: string | null | undefined,
): StepErrors {
  if (step === 'company') {
    const r = HireCompanyStepSchema.safeParse(values.company)
    return r.success ? {} : issuesToErrors('company', r.error.issues)
  }
  if (step === 'address') {
    const r = HireAddressStepSchema.safeParse(values.address)
    return r.success ? {} : issuesToErrors('address', r.error.issues)
  }
  const e = values.event
  const cents = cashCentsOf(e.cash)
  const r = HireEventStepSchema.safeParse({
    ...timesOf(e),
    eventName: e.eventName,
    cashCents: cents,
  })
  const errors = r.success ? {} : issuesToErrors('event', r.error.issues)
  if (Number.isNaN(cents)) errors['event.cash'] = 'hire.validation.invalidMoney'
  // zod skips the object's refinement (finish after start) while another field fails; run it
  // alone on the dates and hours, with stand-ins for the other fields, to show it at once.
  const times = HireEventStepSchema.safeParse({ ...timesOf(e), eventName: 'event', cashCents: 1 })
  if (!times.success) {
    for (const [path, message] of Object.entries(issuesToErrors('event', times.error.issues)))
      errors[path] ??= message
  } else {
    const problem = checkEventTiming(times.data, uf || 'SP', now)
    if (problem) errors['event.startDate'] ??= problem
  }
  return errors
}

function timesOf(e: HireValues['event']) {
  return {
    startDate: e.startDate,
    finishDate: e.finishDate,
    startHour: e.startHour,
    finishHour: e.finishHour,
  }
}

/** Every step up to and including `last`; the first step with errors and its errors. */
export function validateUpTo(
  last: number,
  values: HireValues,
  now: Date,
  uf: string | null | undefined,
): { step: number; errors: StepErrors } | null {
  for (let i = 0; i <= last; i++) {
    const errors = validateStep(HIRE_STEPS[i], values, now, uf)
    if (Object.keys(errors).length > 0) return { step: i, errors }
  }
  return null
}

/** The body of `POST /client/jobs` (the API parses it with HireSchema). */
export function toHireBody(promoterId: string, v: HireValues): HireFormInput {
  return {
    promoterId,
    company: { ...v.company },
    event: {
      eventName: v.event.eventName,
      startDate: v.event.startDate,
      finishDate: v.event.finishDate,
      startHour: v.event.startHour,
      finishHour: v.event.finishHour,
      cashCents: cashCentsOf(v.event.cash) as number,
    },
    address: { ...v.address, complement: v.address.complement || undefined },
  }
}

/** The live fee preview: the schedule in force now applied to the typed cachê, or null. */
export function feePreview(
  cashText: string,
  rates: { providerBps: number; platformBps: number } | null | undefined,
): JobFee | null {
  const cents = cashCentsOf(cashText)
  if (!rates || cents === undefined || !Number.isSafeInteger(cents) || cents <= 0) return null
  return {
    ...computeFee(cents, rates),
    providerBps: rates.providerBps,
    platformBps: rates.platformBps,
    frozen: false,
  }
}

/**
 * The company step filled from the signed-in hirer's own record (GET /me/profile), shown with the
 * masks the fields apply as typed: 11.222.333/0001-81, (71) 98765-0001 (ADR 0031).
 */
export function companyFromProfile(p: MyProfile): HireValues['company'] {
  return {
    doc: maskCpfCnpj(p.account.cnpj ?? p.account.cpf ?? ''),
    name: p.company?.legalName || p.account.name,
    phone: maskPhone(p.account.phone ?? ''),
    email: p.account.email,
  }
}
