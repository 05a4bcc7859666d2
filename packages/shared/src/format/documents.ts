import { formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils'

/** A stored CPF (11 digits) or CNPJ (14 characters) as people read it: 390.533.447-05. */
export function formatCpfCnpj(value: string): string {
  if (/^\d{11}$/.test(value)) return formatCPF(value)
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) return formatCNPJ(value, { version: 2 } as never)
  return value
}

/** A stored E.164 Brazilian phone as people read it: +55 (71) 98765-0001. */
export function formatPhoneBR(e164: string): string {
  const m = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164)
  return m ? `+55 (${m[1]}) ${m[2]}-${m[3]}` : e164
}
