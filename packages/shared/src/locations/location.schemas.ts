import { z } from '../validation/zod-setup.ts'
import { CepSchema } from '../validation/documents.ts'

export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type UfCode = (typeof UF_CODES)[number]

export const UfSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((v): v is UfCode => (UF_CODES as readonly string[]).includes(v), {
    error: 'validation.invalidUf',
  })

export const CitiesQuerySchema = z.object({ uf: UfSchema })
export const CepParamsSchema = z.object({ cep: CepSchema })

export interface Uf {
  uf: UfCode
  name: string
  ibgeCode: number
}
export interface City {
  ibgeCode: string
  name: string
  uf: UfCode
}
/** CEP lookup answer; any field may be empty, the person completes the rest by hand. */
export interface CepAddress {
  cep: string
  street: string
  neighborhood: string
  city: string
  uf: UfCode | ''
  ibgeCode: string
}
export interface OptionItem {
  value: string
  label: string
}
