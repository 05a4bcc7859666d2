import { z } from '../validation/zod-setup.ts'
import { CnpjSchema, CpfSchema } from '../validation/documents.ts'
import { EmailSchema } from '../validation/text.ts'
import { AccountPatchSchema, AddressSchema } from '../profile/profile.schemas.ts'
import type { Role } from '../auth/profiles.ts'
import { ReasonSchema } from './admin.schemas.ts'

/**
 * ADR 0033: the document of each role. People (admins, clients, promoters) have a CPF;
 * businesses (suppliers, companies) a CNPJ.
 */
export const DOCUMENT_OF_ROLE: Record<Role, 'cpf' | 'cnpj'> = {
  admin_master: 'cpf',
  admin_basic: 'cpf',
  client: 'cpf',
  promoter: 'cpf',
  supplier: 'cnpj',
  company: 'cnpj',
}

/** '' (the reason box left empty) reads as "no reason", so the rule below names the field. */
const OptionalReason = z.union([z.literal('').transform(() => undefined), ReasonSchema]).optional()

/**
 * `PATCH /admin/users/{id}/account` (ADR 0033): an admin corrects a person's account data. Name,
 * phone and address use the very schemas of the person's own profile edit; the e-mail the
 * sign-up's. The document (CPF or CNPJ, by role) changes only with a recorded reason. Every field
 * is optional: what is absent stays as it is. Unknown keys (role, status …) are dropped.
 */
export const AdminEditUserSchema = z
  .object({
    name: AccountPatchSchema.shape.name,
    phone: AccountPatchSchema.shape.phone,
    email: EmailSchema.optional(),
    address: AddressSchema.optional(),
    cpf: CpfSchema.optional(),
    cnpj: CnpjSchema.optional(),
    documentReason: OptionalReason,
  })
  .superRefine((v, ctx) => {
    if ((v.cpf !== undefined || v.cnpj !== undefined) && v.documentReason === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['documentReason'],
        message: 'adminUserEdit.validation.reasonRequired',
      })
  })
export type AdminEditUserInput = z.input<typeof AdminEditUserSchema>
export type AdminEditUser = z.output<typeof AdminEditUserSchema>

export * from './admin-user-edit.dto.ts'
