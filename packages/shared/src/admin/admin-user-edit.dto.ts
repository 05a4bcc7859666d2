import { z } from '../validation/zod-setup.ts'
import { ROLES } from '../auth/profiles.ts'
import { USER_STATUSES } from './admin-statuses.ts'

/** What the admin editor shows and edits of one account (admins only: never public; ADR 0033). */
export const AdminUserAccountSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  name: z.string(),
  email: z.string(),
  /** E.164 mobile. */
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  locale: z.enum(['pt-BR', 'en']),
  address: z
    .object({
      cep: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().nullable(),
      neighborhood: z.string(),
      city: z.string(),
      uf: z.string(),
    })
    .nullable(),
})
export type AdminUserAccount = z.output<typeof AdminUserAccountSchema>
