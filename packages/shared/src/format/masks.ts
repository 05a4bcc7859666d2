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

/** The largest whole-real part a money field takes (R$ 999.999.999,99 stays a safe integer). */
const MONEY_MAX_INT_DIGITS = 9

/**
 * Money in reais as typed, the way `formatBRL` writes it in both languages (spec §9):
 * 1234 → 1.234, then 1.234,5 → 1.234,56. The comma is the decimal separator. A dot followed by one
 * or two digits ("12.5", "1,234.56" pasted) is one too, as `parseBRL` reads it; a dot followed by
 * three is a thousands dot. A dot just typed at the end is the decimal key for an English reader
 * (`dotIsDecimal`) and a thousands dot the mask adds anyway for a Brazilian one. While the person
 * deletes (`deleting`), dots are only the mask's own, so "1.23" left by a backspace on "1.234"
 * reads 123, not 1,23. At most two decimals; leading zeros dropped.
 */
export function maskMoney(
  value: string,
  { deleting = false, dotIsDecimal = false }: { deleting?: boolean; dotIsDecimal?: boolean } = {},
): string {
  const s = value.replace(/[^\d.,]/g, '')
  const comma = s.lastIndexOf(',')
  const dot = s.lastIndexOf('.')
  const afterDot = s.length - dot - 1
  let sep = -1
  if (comma > dot) sep = comma
  else if (dot >= 0 && !deleting && (afterDot === 1 || afterDot === 2)) sep = dot
  else if (dot >= 0 && !deleting && afterDot === 0 && dotIsDecimal) sep = dot
  const intDigits = onlyDigits(sep >= 0 ? s.slice(0, sep) : s)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_MAX_INT_DIGITS)
  const int = (intDigits || (sep >= 0 ? '0' : '')).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  if (sep < 0) return int
  return `${int},${onlyDigits(s.slice(sep + 1)).slice(0, 2)}`
}

/** A money field left as "12," or "12,5" reads as 12,00 / 12,50 once the person moves on. */
export function completeMoney(value: string): string {
  if (value === '') return ''
  const [int, dec = ''] = value.split(',')
  return `${int || '0'},${dec.padEnd(2, '0')}`
}

/** Centavos as a money field shows them: 123456 → "1.234,56". */
export function moneyText(cents: number): string {
  return completeMoney(maskMoney((cents / 100).toFixed(2).replace('.', ',')))
}
