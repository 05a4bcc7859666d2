import { getMunicipalities } from '@brazilian-utils/brazilian-utils'
import type { UfCode } from '@galera/shared'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

const byUf = new Map<string, Map<string, { name: string; code: string }>>()

/** The IBGE municipality of that name in the UF (accents and case ignored), or undefined. */
export function findCity(uf: UfCode, city: string): { name: string; code: string } | undefined {
  let cities = byUf.get(uf)
  if (!cities) {
    cities = new Map(
      getMunicipalities(uf).map((m) => [fold(m.name), { name: m.name, code: m.code }]),
    )
    byUf.set(uf, cities)
  }
  return cities.get(fold(city))
}
