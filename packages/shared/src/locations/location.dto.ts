import { z } from '../validation/zod-setup.ts'
import { OPTION_SETS, type OptionSetName } from '../options/option-sets.ts'

/* What the spec §7 lookups answer: UFs, cities, a CEP's address and the option sets. */

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

export const UfDtoSchema = z.object({
  uf: z.enum(UF_CODES),
  name: z.string(),
  ibgeCode: z.number().int(),
})
export type Uf = z.infer<typeof UfDtoSchema>

export const CityDtoSchema = z.object({
  ibgeCode: z.string(),
  name: z.string(),
  uf: z.enum(UF_CODES),
})
export type City = z.infer<typeof CityDtoSchema>

/** CEP lookup answer; any field may be empty, the person completes the rest by hand. */
export const CepAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.union([z.enum(UF_CODES), z.literal('')]),
  ibgeCode: z.string(),
})
export type CepAddress = z.infer<typeof CepAddressSchema>

export const OptionItemSchema = z.object({ value: z.string(), label: z.string() })
export type OptionItem = z.infer<typeof OptionItemSchema>

/** `GET /options`: every option set, each code with its label in the request's language. */
export const OptionListsSchema = z.record(
  z.enum(Object.keys(OPTION_SETS) as [OptionSetName, ...OptionSetName[]]),
  z.array(OptionItemSchema).readonly(),
)
export type OptionListsDto = z.infer<typeof OptionListsSchema>
