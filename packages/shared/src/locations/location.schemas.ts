import { z } from '../validation/zod-setup.ts'
import { CepSchema } from '../validation/documents.ts'
import { UF_CODES, type UfCode } from './location.dto.ts'

export * from './location.dto.ts'

export const UfSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((v): v is UfCode => (UF_CODES as readonly string[]).includes(v), {
    error: 'validation.invalidUf',
  })

export const CitiesQuerySchema = z.object({ uf: UfSchema })
export const CepParamsSchema = z.object({ cep: CepSchema })
