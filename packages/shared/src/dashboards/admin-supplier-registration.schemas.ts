import { z } from '../validation/zod-setup.ts'
import { normalizeCnpj, PhoneSchema } from '../validation/documents.ts'
import { ReasonSchema } from '../admin/admin.schemas.ts'
import { SupplierContactFields, SupplierFields } from '../registration/registration.schemas.ts'

/**
 * ADR 0034: an admin edits a supplier's registration (`PUT /api/admin/suppliers/{id}/registration`)
 * with the very field rules of supplier sign-up (CNPJ check digits, e-mail, phone, dates). A new
 * CNPJ needs a reason; the opening date may not be in the future. Both rules depend on the stored
 * CNPJ and on today, so they live in `adminSupplierRegistrationIssues`, which the API and the web
 * form both call.
 */

/** Blank text (an emptied field) reads as absent. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** An optional reason: blank is "no reason"; typed text follows the moderation reason rules. */
const optionalReason = z.preprocess(blankIsAbsent, ReasonSchema.optional())

export const AdminSupplierRegistrationFields = {
  cnpj: SupplierFields.cnpj,
  companyName: SupplierFields.companyName,
  establishmentTitle: SupplierFields.establishmentTitle,
  legalNature: SupplierFields.legalNature,
  openingDate: SupplierFields.openingDate,
  mainActivity: SupplierFields.mainActivity,
  secondaryActivities: SupplierFields.secondaryActivities,
  commercialEmail: SupplierContactFields.commercialEmail,
  commercialPhone: SupplierContactFields.commercialPhone,
  contactName: SupplierContactFields.contactName,
  // Optional as at sign-up; a typed number that is not a phone reads "Telefone inválido".
  contactPhone: z.preprocess(blankIsAbsent, PhoneSchema.optional()),
  /** Required when the CNPJ changes (kept in the audit trail, never shown to the supplier). */
  cnpjChangeReason: optionalReason,
}

export const AdminSupplierRegistrationSchema = z.object(AdminSupplierRegistrationFields)
export type AdminSupplierRegistrationInput = z.output<typeof AdminSupplierRegistrationSchema>
export type AdminSupplierRegistrationBody = z.input<typeof AdminSupplierRegistrationSchema>

/** The registration fields an admin edits, in the order the audit trail lists them. */
export const ADMIN_SUPPLIER_REGISTRATION_KEYS = [
  'companyName',
  'establishmentTitle',
  'cnpj',
  'legalNature',
  'openingDate',
  'mainActivity',
  'secondaryActivities',
  'commercialEmail',
  'commercialPhone',
  'contactName',
  'contactPhone',
] as const
export type AdminSupplierRegistrationKey = (typeof ADMIN_SUPPLIER_REGISTRATION_KEYS)[number]

/**
 * The rules that need the stored CNPJ and today's date (`AAAA-MM-DD` in Brazil): a changed CNPJ
 * without a reason, an opening date after today. `cnpj` may be masked; `openingDate` is parsed
 * (`AAAA-MM-DD`, as the schema outputs it).
 */
export function adminSupplierRegistrationIssues(
  input: { cnpj: string; openingDate: string; cnpjChangeReason?: string },
  context: { currentCnpj: string | null; today: string },
): { field: 'cnpjChangeReason' | 'openingDate'; message: string }[] {
  const issues: { field: 'cnpjChangeReason' | 'openingDate'; message: string }[] = []
  const changed = normalizeCnpj(input.cnpj) !== (context.currentCnpj ?? '')
  if (changed && !input.cnpjChangeReason?.trim())
    issues.push({ field: 'cnpjChangeReason', message: 'dashboards.suppliers.edit.reasonRequired' })
  if (input.openingDate > context.today)
    issues.push({ field: 'openingDate', message: 'dashboards.suppliers.edit.futureDate' })
  return issues
}
