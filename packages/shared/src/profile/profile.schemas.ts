import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { CepSchema, PhoneSchema } from '../validation/documents.ts'
import { EmailSchema, HttpUrlSchema, lineText, longText } from '../validation/text.ts'
import { PasswordSchema } from '../validation/password.ts'
import { OPTION_SETS } from '../options/option-sets.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { LIMITS } from '../constants.ts'
import { CONSENT_KINDS } from './profile.dto.ts'

export * from './profile.dto.ts'

// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f]/

/** An optional one-line text: '' (an emptied field) is stored as null. */
function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: msg('validation.maxChars', { max }) })
    .refine((v) => !CONTROL_ONE_LINE.test(v), { error: 'validation.invalidCharacters' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
}

/** An optional http(s) link; '' clears it. */
const optionalUrl = z
  .union([z.literal('').transform(() => null), HttpUrlSchema])
  .nullable()
  .optional()

/** An optional phone; '' clears it. */
const optionalPhone = z
  .union([z.literal('').transform(() => null), PhoneSchema])
  .nullable()
  .optional()

/** ISO calendar date (YYYY-MM-DD) that exists and is not in the future. */
export const PastDateSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
      const d = new Date(`${v}T00:00:00Z`)
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().slice(0, 10) === v &&
        v >= '1900-01-01' &&
        d.getTime() <= Date.now()
      )
    },
    { error: 'validation.invalidDate' },
  )

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number)
  let age = now.getUTCFullYear() - y
  const month = now.getUTCMonth() + 1
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1
  return age
}

function optionEnum<K extends keyof typeof OPTION_SETS>(set: K) {
  return z.enum(OPTION_SETS[set] as unknown as [string, ...string[]], {
    error: 'validation.invalidOption',
  })
}
function optionList<K extends keyof typeof OPTION_SETS>(set: K) {
  return z
    .array(optionEnum(set))
    .max(OPTION_SETS[set].length)
    .transform((list) => [...new Set(list)])
}

/** "Dados da conta": the person's own data. CPF/CNPJ, role and status are not here on purpose. */
export const AccountPatchSchema = z.object({
  name: lineText(120, 3).optional(),
  phone: PhoneSchema.optional(),
  birthDate: PastDateSchema.nullable().optional(),
  gender: optionEnum('gender').nullable().optional(),
})
export type AccountPatchInput = z.input<typeof AccountPatchSchema>

/** Sign-up step "address"; the city must be a municipality of the UF (checked by the API). */
export const AddressSchema = z.object({
  cep: CepSchema,
  street: lineText(200),
  number: lineText(20),
  complement: optionalLine(120),
  neighborhood: lineText(120),
  city: lineText(120),
  uf: UfSchema,
})
export type AddressInput = z.input<typeof AddressSchema>

/** Promoter attributes (spec §3), same codes and ranges as the database checks. */
export const PromoterPatchSchema = z.object({
  heightCm: z.number({ error: 'validation.required' }).int().min(100).max(250).optional(),
  weightKg: z.number({ error: 'validation.required' }).int().min(30).max(300).optional(),
  shoeSize: z.number({ error: 'validation.required' }).int().min(15).max(55).optional(),
  hair: optionEnum('hair').optional(),
  eyes: optionEnum('eyes').optional(),
  /** Sensitive (LGPD art. 11): only with an active sensitive_data consent. */
  skin: optionEnum('skin').nullable().optional(),
  disabilities: optionList('disabilities').optional(),
  showSensitive: z.boolean().optional(),
  languages: optionList('languages').optional(),
  dance: optionList('dance').optional(),
  instruments: optionList('instruments').optional(),
  hasCar: z.boolean().optional(),
  equipment: optionalLine(300),
  issuesInvoice: z.boolean().optional(),
  canTravel: z.boolean().optional(),
  description: longText(3000).optional(),
  references: z
    .string()
    .trim()
    .max(1500, { error: msg('validation.maxChars', { max: 1500 }) })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  instagramUrl: optionalUrl,
  facebookUrl: optionalUrl,
  /** An active promoter category (checked by the server). */
  categoryId: z.uuid({ error: 'validation.invalidOption' }).optional(),
})
export type PromoterPatchInput = z.input<typeof PromoterPatchSchema>

/** Supplier company data (spec §3 Supplier); the CNPJ is identity and never changes here. */
export const SupplierPatchSchema = z.object({
  companyName: lineText(200).optional(),
  establishmentTitle: lineText(200).optional(),
  legalNature: lineText(200).optional(),
  openingDate: PastDateSchema.optional(),
  mainActivity: lineText(300).optional(),
  secondaryActivities: z.array(lineText(300)).max(20).optional(),
  commercialEmail: EmailSchema.optional(),
  commercialPhone: PhoneSchema.optional(),
  contactName: lineText(120, 3).optional(),
  contactPhone: optionalPhone,
  site: optionalUrl,
})
export type SupplierPatchInput = z.input<typeof SupplierPatchSchema>

/** Company (profile 6) data shown on its branded login. */
export const CompanyPatchSchema = z.object({
  tradeName: lineText(200).optional(),
  legalName: lineText(200).optional(),
  phones: z.array(PhoneSchema).max(5).optional(),
})
export type CompanyPatchInput = z.input<typeof CompanyPatchSchema>

/**
 * `PATCH /me/profile`: every section optional, every field optional. Unknown keys (role,
 * status, cpf, cnpj, isCertified, ids …) are dropped by zod: mass assignment is ignored.
 * A section that does not belong to the caller's role is ignored too.
 */
export const UpdateProfileSchema = z.object({
  account: AccountPatchSchema.optional(),
  address: AddressSchema.optional(),
  promoter: PromoterPatchSchema.optional(),
  supplier: SupplierPatchSchema.optional(),
  company: CompanyPatchSchema.optional(),
})
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>

const CurrentPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(128)

/** `PUT /me/password`. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    error: 'validation.passwordsDifferent',
    path: ['passwordConfirmation'],
  })
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>

/** `PUT /me/email`: re-authentication by the current password. */
export const ChangeEmailSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  email: EmailSchema,
})
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>

/** `POST /me/close`: the password and an explicit confirmation. */
export const CloseAccountSchema = z.object({
  password: CurrentPasswordSchema,
  confirm: z.literal(true, { error: 'profile.validation.confirmRequired' }),
})
export type CloseAccountInput = z.input<typeof CloseAccountSchema>

/** Kinds a person may grant and revoke from the profile; terms/privacy end with the account. */
export const REVOCABLE_CONSENT_KINDS = ['marketing', 'sensitive_data'] as const
export const ConsentKindParamsSchema = z.object({
  kind: z.enum(CONSENT_KINDS, { error: 'validation.invalidOption' }),
})

/** Spec §2 "/choose": only clients (profile 3) may open the gift questionnaire. */
export function canChoose(user: { profile: number } | null | undefined): boolean {
  return user?.profile === 3
}

export const PROMOTER_MIN_AGE = LIMITS.promoterMinAge
