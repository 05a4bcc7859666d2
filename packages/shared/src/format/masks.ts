import { onlyDigits } from '../validation/documents.ts'

/*
 * Input masks: what a field shows while the person types. Each takes whatever is in the field
 * (typed, pasted, half-formatted) and returns it formatted as far as it goes; the shared zod
 * schemas accept the result (they strip the punctuation), so the form sends it as is (ADR 0031).
 */

function pattern(chars: string, groups: Array<[sep: string, len: number]>): string {
  let out = ''
  let i = 0
  for (const [sep, len] of groups) {
    if (i >= chars.length) break
    out += (i > 0 || sep === '(' ? sep : '') + chars.slice(i, i + len)
    i += len
  }
  return out
}

/** 39053344705 → 390.533.447-05, as typed. */
export function maskCpf(value: string): string {
  return pattern(onlyDigits(value).slice(0, 11), [
    ['', 3],
    ['.', 3],
    ['.', 3],
    ['-', 2],
  ])
}

/** 11222333000181 → 11.222.333/0001-81, as typed; letters kept (alphanumeric CNPJ). */
export function maskCnpj(value: string): string {
  const chars = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14)
  return pattern(chars, [
    ['', 2],
    ['.', 3],
    ['.', 3],
    ['/', 4],
    ['-', 2],
  ])
}

/** A field that takes either: CPF up to 11 digits, CNPJ beyond (or once a letter appears). */
export function maskCpfCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '')
  return chars.length <= 11 && /^\d*$/.test(chars) ? maskCpf(chars) : maskCnpj(chars)
}

/** 41820020 → 41820-020, as typed. */
export function maskCep(value: string): string {
  return pattern(onlyDigits(value).slice(0, 8), [
    ['', 5],
    ['-', 3],
  ])
}

/**
 * A Brazilian phone with DDD, as typed: (71) 98765-4321 (mobile) or (71) 3333-4444 (landline).
 * A stored or pasted +55 number (more than 11 digits) loses its country code.
 */
export function maskPhone(value: string): string {
  let digits = onlyDigits(value)
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2)
  digits = digits.slice(0, 11)
  if (digits.length === 0) return ''
  const ddd = digits.slice(0, 2)
  const rest = digits.slice(2)
  if (rest.length === 0) return `(${ddd}`
  const head = rest.length > 8 ? 5 : 4
  return rest.length <= head
    ? `(${ddd}) ${rest}`
    : `(${ddd}) ${rest.slice(0, head)}-${rest.slice(head)}`
}
