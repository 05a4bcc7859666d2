/**
 * Product details are free text a supplier types ("Livre de BPA": "Sim"), stored as typed. A few
 * values are not the supplier's words but fixed answers — yes and no — and a reader in another
 * language must read them in theirs. They are recognised at display, in either language and
 * with or without accents, and shown through `products.detailValues.<code>`; everything else is
 * shown as the supplier wrote it.
 */
export const DETAIL_VALUE_CODES = ['yes', 'no'] as const
export type DetailValueCode = (typeof DETAIL_VALUE_CODES)[number]

const KNOWN: Record<string, DetailValueCode> = {
  sim: 'yes',
  yes: 'yes',
  nao: 'no',
  no: 'no',
}

/** "Sim", " sim ", "YES" → 'yes'; "Não", "nao", "No" → 'no'; anything else → null. */
export function detailValueCode(value: string): DetailValueCode | null {
  const key = value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  return KNOWN[key] ?? null
}
