import {
  AdminEditUserSchema,
  DOCUMENT_OF_ROLE,
  type AdminEditUserInput,
  type AdminUserAccount,
} from '@galera/shared/admin/admin-user-edit.schemas.ts'
import { maskCep, maskCnpj, maskCpf, maskPhone } from '../../../lib/masks.ts'

/** The "Editar dados" form as typed: masked strings; the document sits behind a toggle. */
export interface EditUserValues {
  name: string
  email: string
  phone: string
  address: {
    cep: string
    street: string
    number: string
    complement: string
    neighborhood: string
    city: string
    uf: string
  }
  changeDocument: boolean
  document: string
  documentReason: string
}

/** Every form field a server or schema message may land on. */
export const EDIT_USER_FIELDS = [
  'name',
  'email',
  'phone',
  'address.cep',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.uf',
  'document',
  'documentReason',
] as const
export type EditUserField = (typeof EDIT_USER_FIELDS)[number]

/** The API names the document by role (`cpf`/`cnpj`); the form has one `document` field. */
export const EDIT_USER_ALIASES: Partial<Record<string, EditUserField>> = {
  cpf: 'document',
  cnpj: 'document',
}

export function editUserDefaults(a: AdminUserAccount): EditUserValues {
  const doc = DOCUMENT_OF_ROLE[a.role]
  const current = a[doc] ?? ''
  return {
    name: a.name,
    email: a.email,
    phone: a.phone ? maskPhone(a.phone) : '',
    address: {
      cep: a.address ? maskCep(a.address.cep) : '',
      street: a.address?.street ?? '',
      number: a.address?.number ?? '',
      complement: a.address?.complement ?? '',
      neighborhood: a.address?.neighborhood ?? '',
      city: a.address?.city ?? '',
      uf: a.address?.uf ?? '',
    },
    changeDocument: false,
    document: doc === 'cpf' ? maskCpf(current) : maskCnpj(current),
    documentReason: '',
  }
}

/**
 * What the form sends. A phone or address the account never had may stay empty; the document and
 * its reason go only while "change document" is on (ADR 0033).
 */
export function toEditUserInput(v: EditUserValues, a: AdminUserAccount): AdminEditUserInput {
  const input: AdminEditUserInput = { name: v.name, email: v.email }
  if (v.phone.trim() !== '' || a.phone) input.phone = v.phone
  const blankAddress = Object.values(v.address).every((s) => s.trim() === '')
  if (!blankAddress || a.address) input.address = v.address
  if (v.changeDocument) {
    input[DOCUMENT_OF_ROLE[a.role]] = v.document
    input.documentReason = v.documentReason
  }
  return input
}

/**
 * Checks the input with the shared schema the API uses; returns the message keys by form field
 * (empty when valid).
 */
export function checkEditUser(input: AdminEditUserInput): Map<EditUserField, string> {
  const errors = new Map<EditUserField, string>()
  const parsed = AdminEditUserSchema.safeParse(input)
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.')
    const field = EDIT_USER_ALIASES[path] ?? (path as EditUserField)
    if ((EDIT_USER_FIELDS as readonly string[]).includes(field) && !errors.has(field))
      errors.set(field, issue.message)
  }
  return errors
}
