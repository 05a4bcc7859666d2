import {
  isValidCnpj,
  isValidCpf,
  isValidMobilePhone,
  isValidPhone,
} from '@brazilian-utils/brazilian-utils'
import { z } from './zod-setup.ts'

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Spec §5: 11 digits, check digits, repeated digits (111.111.111-11) refused. */
export function isCpf(value: string): boolean {
  const digits = onlyDigits(value)
  return digits.length === 11 && !/^(\d)\1{10}$/.test(digits) && isValidCpf(digits)
}

/** Canonical CNPJ: 14 upper-case characters without punctuation (alphanumeric form since 2026). */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase()
}

/** Spec §5: 14 characters with check digits; the alphanumeric CNPJ (IN RFB 2.229/2024) too. */
export function isCnpj(value: string): boolean {
  const v = normalizeCnpj(value)
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(v) || /^(.)\1{13}$/.test(v)) return false
  return isValidCnpj(v, { version: 2 })
}

/** CPF stored as 11 digits. */
export const CpfSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine(isCpf, { error: 'validation.invalidCpf' })
  .transform(onlyDigits)

/** CNPJ stored as 14 characters. */
export const CnpjSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine(isCnpj, { error: 'validation.invalidCnpj' })
  .transform(normalizeCnpj)

/** Brazilian phone (mobile or landline with DDD), stored in E.164: +5571987654321. */
export function toE164(value: string): string | undefined {
  let digits = onlyDigits(value)
  if (digits.length === 12 || digits.length === 13) {
    if (!digits.startsWith('55')) return undefined
    digits = digits.slice(2)
  }
  if (!(isValidMobilePhone(digits) || isValidPhone(digits))) return undefined
  return `+55${digits}`
}

export const PhoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => toE164(v) !== undefined, { error: 'validation.invalidPhone' })
  .transform((v) => toE164(v) as string)

/** CEP: 8 digits. */
export const CepSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((v) => /^\d{5}-?\d{3}$/.test(v), { error: 'validation.invalidCep' })
  .transform(onlyDigits)
