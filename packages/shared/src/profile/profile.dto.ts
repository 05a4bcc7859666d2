import { z } from '../validation/zod-setup.ts'

/* What `/me/profile` answers (spec §3), and the pieces admins and promoter pages reuse. */

export const CONSENT_KINDS = ['terms', 'privacy', 'sensitive_data', 'marketing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const ConsentSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
})
export type Consent = z.infer<typeof ConsentSchema>

/** A postal address as the API shows it to its owner and to admins. */
export const AddressDtoSchema = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.string(),
})
export type AddressDto = z.infer<typeof AddressDtoSchema>

/** The promoter attributes of spec §3 as the API shows them to the promoter and to admins. */
export const PromoterAttributesDtoSchema = z.object({
  birthDate: z.string(),
  gender: z.string(),
  heightCm: z.number().int(),
  weightKg: z.number().int(),
  shoeSize: z.number().int(),
  hair: z.string(),
  eyes: z.string(),
  skin: z.string().nullable(),
  disabilities: z.array(z.string()),
  showSensitive: z.boolean(),
  languages: z.array(z.string()),
  dance: z.array(z.string()),
  instruments: z.array(z.string()),
  hasCar: z.boolean(),
  equipment: z.string().nullable(),
  issuesInvoice: z.boolean(),
  canTravel: z.boolean(),
  description: z.string(),
  references: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
})
export type PromoterAttributesDto = z.infer<typeof PromoterAttributesDtoSchema>

/** `GET /me/profile`: everything the user may see about themself. */
export const MyProfileSchema = z.object({
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    cpf: z.string().nullable(),
    cnpj: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    locale: z.enum(['pt-BR', 'en']),
    role: z.string(),
    profile: z.number().int(),
    isCertified: z.boolean(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  }),
  address: AddressDtoSchema.nullable(),
  promoter: PromoterAttributesDtoSchema.extend({
    categoryId: z.string().nullable(),
    isLaunched: z.boolean(),
    isSpotlight: z.boolean(),
  }).nullable(),
  supplier: z
    .object({
      companyName: z.string(),
      establishmentTitle: z.string(),
      legalNature: z.string(),
      openingDate: z.string(),
      mainActivity: z.string(),
      secondaryActivities: z.array(z.string()),
      commercialEmail: z.string(),
      commercialPhone: z.string(),
      contactName: z.string(),
      contactPhone: z.string().nullable(),
      site: z.string().nullable(),
    })
    .nullable(),
  company: z
    .object({
      id: z.string(),
      tradeName: z.string(),
      legalName: z.string(),
      phones: z.array(z.string()),
    })
    .nullable(),
  /** Whether a sensitive_data consent is live (skin/disability may be stored). */
  hasSensitiveConsent: z.boolean(),
})
export type MyProfile = z.infer<typeof MyProfileSchema>

/** `GET /client/choose/eligibility` (spec §2 "/choose": clients only, so always true). */
export const ChooseEligibilityDtoSchema = z.object({ eligible: z.literal(true) })
export type ChooseEligibilityDto = z.infer<typeof ChooseEligibilityDtoSchema>
