import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { CepSchema, CnpjSchema, CpfSchema, PhoneSchema } from '../validation/documents.ts'
import { PasswordSchema } from '../validation/password.ts'
import { EmailSchema, HttpUrlSchema, lineText, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { OPTION_SETS } from '../options/option-sets.ts'

/**
 * Sign-up of every kind of user. One schema per wizard step, composed into one body per
 * kind: the web validates a step with its slice, the API parses the whole body with the same rules.
 * Unknown keys are dropped (zod objects strip), so `profile`, `status`, `isSpotlight`… cannot be set.
 */

export const PROMOTER_DESCRIPTION_MAX = 3000
export const PROMOTER_GALLERY_MAX = 6

/** A calendar date typed as `DD/MM/AAAA` or `AAAA-MM-DD`; stored as `AAAA-MM-DD`. */
export function parseDateInput(value: string): string | undefined {
  const v = value.trim()
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  const [y, m, d] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN]
  if (!Number.isInteger(y) || y < 1900 || y > 2200) return undefined
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

// Zod-free, in format/date.ts, so screens that only show dates do not load zod (ADR 0050).
export { todayInBrazil } from '../format/date.ts'

/** Whole years between an ISO birth date and an ISO "today". */
export function ageOnDay(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const DateInputSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => parseDateInput(v) !== undefined, { error: 'validation.invalidDate' })
  .transform((v) => parseDateInput(v) as string)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg('validation.maxChars', { max }) })
    .optional()
    .transform((v) => (v ? v : undefined))

const optionalUrl = z
  .union([z.literal(''), HttpUrlSchema])
  .optional()
  .transform((v) => (v ? v : undefined))

/** Instagram / Facebook profile: http(s) and the network's own host. */
function socialUrl(host: string) {
  return z
    .union([
      z.literal(''),
      HttpUrlSchema.refine(
        (v) => {
          let url: URL
          try {
            url = new URL(v)
          } catch {
            return true // already refused as an invalid link
          }
          if (url.protocol !== 'http:' && url.protocol !== 'https:') return true
          const h = url.hostname.toLowerCase()
          return h === host || h.endsWith(`.${host}`)
        },
        { error: `signup.validation.${host === 'instagram.com' ? 'instagram' : 'facebook'}Url` },
      ),
    ])
    .optional()
    .transform((v) => (v ? v : undefined))
}

/** One option code; a missing answer reads "Required field". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? 'validation.required'
        : 'validation.invalidOption',
  })

const flag = z.boolean({ error: 'validation.invalidType' }).optional().default(false)
const codes = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .array(z.enum(values, { error: 'validation.invalidOption' }))
    .max(max)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)])

// ---- Steps ------------------------------------------------------------------------------------

/** "Profile / about you" of a person (client and promoter). */
export const PersonFields = {
  name: lineText(120, 3),
  cpf: CpfSchema,
  birthDate: DateInputSchema,
  gender: choice(OPTION_SETS.gender),
  phone: PhoneSchema,
  email: EmailSchema,
}
export const PersonStepSchema = z.object(PersonFields)

/** Address step: the city is checked against the UF by the API (IBGE list). */
export const SignupAddressSchema = z.object({
  cep: CepSchema,
  street: lineText(200),
  number: lineText(20),
  complement: optionalText(100),
  neighborhood: lineText(120),
  city: lineText(120),
  cityIbge: z
    .string()
    .trim()
    .regex(/^\d{7}$/, { error: 'validation.invalid' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  uf: UfSchema,
})
export type SignupAddressInput = z.output<typeof SignupAddressSchema>
export const AddressStepSchema = z.object({ address: SignupAddressSchema })

/** Access step: password (spec §5) and its repeat. */
export const AccessFields = {
  password: PasswordSchema,
  passwordConfirmation: z.string({ error: 'validation.required' }),
}
export const AccessStepSchema = z.object(AccessFields).refine(samePasswords, {
  error: 'validation.passwordsDifferent',
  path: ['passwordConfirmation'],
})

/** Terms step: terms and privacy policy are required; marketing is an opt-in. */
export const TermsFields = {
  acceptTerms: z.literal(true, { error: 'signup.validation.acceptTerms' }),
  acceptPrivacy: z.literal(true, { error: 'signup.validation.acceptPrivacy' }),
  marketing: flag,
}
export const TermsStepSchema = z.object(TermsFields)

/** Company (profile 6) data step. */
export const CompanyFields = {
  cnpj: CnpjSchema,
  tradeName: lineText(120, 2),
  legalName: lineText(160, 2),
  email: EmailSchema,
  phone: PhoneSchema,
  otherPhone: z
    .union([z.literal(''), PhoneSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
  contactName: lineText(120, 3),
  contactPhone: PhoneSchema,
}
export const CompanyStepSchema = z.object(CompanyFields)

/** Supplier (profile 4) company step. */
export const SupplierFields = {
  cnpj: CnpjSchema,
  companyName: lineText(160, 2),
  establishmentTitle: lineText(120, 2),
  legalNature: lineText(120),
  openingDate: DateInputSchema,
  mainActivity: lineText(200),
  secondaryActivities: z
    .array(lineText(200))
    .max(20)
    .optional()
    .default([])
    .transform((list) => list.filter(Boolean)),
  site: optionalUrl,
}
export const SupplierCompanyStepSchema = z.object(SupplierFields)

/** Supplier contact step: the account e-mail and mobile, commercial contacts, contact person. */
export const SupplierContactFields = {
  email: EmailSchema,
  phone: PhoneSchema,
  commercialEmail: EmailSchema,
  commercialPhone: PhoneSchema,
  contactName: lineText(120, 3),
  contactPhone: z
    .union([z.literal(''), PhoneSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
}
export const SupplierContactStepSchema = z.object(SupplierContactFields)

/** A whole number typed in a number field ('' or missing reads "Required field"). */
const measure = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.code !== 'invalid_type'
            ? undefined
            : iss.input === undefined
              ? 'validation.required'
              : 'validation.invalidType',
      })
      .int()
      .min(min)
      .max(max),
  )

/** Promoter attributes (spec §3, PRODUCT.md option codes); checks as the database's. */
export const PromoterAttributeFields = {
  heightCm: measure(100, 250),
  weightKg: measure(30, 300),
  shoeSize: measure(15, 55),
  hair: choice(OPTION_SETS.hair),
  eyes: choice(OPTION_SETS.eyes),
  languages: codes(OPTION_SETS.languages, OPTION_SETS.languages.length),
  dance: codes(OPTION_SETS.dance, OPTION_SETS.dance.length),
  instruments: codes(OPTION_SETS.instruments, OPTION_SETS.instruments.length),
  hasCar: flag,
  equipment: optionalText(500),
  issuesInvoice: flag,
  canTravel: flag,
  /** Sensitive (LGPD art. 11): only with `sensitiveDataConsent: true`. */
  skin: z
    .union([z.literal(''), z.enum(OPTION_SETS.skin, { error: 'validation.invalidOption' })])
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  disabilities: codes(OPTION_SETS.disabilities, OPTION_SETS.disabilities.length),
  sensitiveDataConsent: flag,
  showSensitive: flag,
}
export const PromoterAttributesStepSchema = z
  .object(PromoterAttributeFields)
  .superRefine(sensitiveNeedsConsent)

/** Promoter "about your work" step. */
export const PromoterWorkFields = {
  description: longText(PROMOTER_DESCRIPTION_MAX),
  references: optionalText(2000),
  categoryId: z.uuid({ error: 'validation.required' }),
  instagramUrl: socialUrl('instagram.com'),
  facebookUrl: socialUrl('facebook.com'),
}
export const PromoterWorkStepSchema = z.object(PromoterWorkFields)

function samePasswords(v: { password?: unknown; passwordConfirmation?: unknown }) {
  return v.password === v.passwordConfirmation
}

function sensitiveNeedsConsent(
  v: { skin?: string; disabilities?: string[]; sensitiveDataConsent?: boolean },
  ctx: z.RefinementCtx,
) {
  if (v.sensitiveDataConsent) return
  const message = 'signup.validation.sensitiveConsent'
  if (v.skin) ctx.addIssue({ code: 'custom', message, path: ['skin'] })
  if (v.disabilities && v.disabilities.length > 0)
    ctx.addIssue({ code: 'custom', message, path: ['disabilities'] })
}

// ---- Whole bodies -----------------------------------------------------------------------------

const passwordsMatch = {
  error: 'validation.passwordsDifferent',
  path: ['passwordConfirmation'],
  // Checked even when another field of the body fails, so every message shows at once — but only
  // on an object: a `null`, array or number body is already refused by its type (never a 500).
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
}

const common = { address: SignupAddressSchema, ...AccessFields, ...TermsFields }

/** `POST /api/register/client` (profile 3). */
export const RegisterClientSchema = z
  .object({ ...PersonFields, ...common })
  .refine(samePasswords, passwordsMatch)
export type RegisterClientInput = z.output<typeof RegisterClientSchema>

/** `POST /api/register/company` (profile 6). */
export const RegisterCompanySchema = z
  .object({ ...CompanyFields, ...common })
  .refine(samePasswords, passwordsMatch)
export type RegisterCompanyInput = z.output<typeof RegisterCompanySchema>

/** `POST /api/register/promoter` (profile 5). */
export const RegisterPromoterSchema = z
  .object({ ...PersonFields, ...PromoterAttributeFields, ...PromoterWorkFields, ...common })
  .refine(samePasswords, passwordsMatch)
  .superRefine(sensitiveNeedsConsent)
export type RegisterPromoterInput = z.output<typeof RegisterPromoterSchema>

/** `POST /api/register/supplier` (profile 4). */
export const RegisterSupplierSchema = z
  .object({ ...SupplierFields, ...SupplierContactFields, ...common })
  .refine(samePasswords, passwordsMatch)
export type RegisterSupplierInput = z.output<typeof RegisterSupplierSchema>

export type RegistrationKind = 'client' | 'company' | 'promoter' | 'supplier'
