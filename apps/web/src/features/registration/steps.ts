import type { z } from 'zod'
import { LIMITS } from '@galera/shared/constants.ts'
import {
  AccessStepSchema,
  AddressStepSchema,
  ageOnDay,
  CompanyStepSchema,
  PersonStepSchema,
  PromoterAttributesStepSchema,
  PromoterWorkStepSchema,
  SupplierCompanyStepSchema,
  SupplierContactStepSchema,
  TermsStepSchema,
  todayInBrazil,
  type RegistrationKind,
} from '@galera/shared/registration/registration.schemas.ts'

/** Every field any sign-up form holds, as the inputs hold them (strings, booleans, lists). */
export interface SignupValues {
  name: string
  cpf: string
  birthDate: string
  gender: string
  phone: string
  email: string
  cnpj: string
  tradeName: string
  legalName: string
  otherPhone: string
  contactName: string
  contactPhone: string
  companyName: string
  establishmentTitle: string
  legalNature: string
  openingDate: string
  mainActivity: string
  secondaryActivities: string
  commercialEmail: string
  commercialPhone: string
  site: string
  heightCm: string
  weightKg: string
  shoeSize: string
  hair: string
  eyes: string
  languages: string[]
  dance: string[]
  instruments: string[]
  hasCar: boolean
  equipment: string
  issuesInvoice: boolean
  canTravel: boolean
  skin: string
  disabilities: string[]
  sensitiveDataConsent: boolean
  showSensitive: boolean
  description: string
  references: string
  categoryId: string
  instagramUrl: string
  facebookUrl: string
  address: {
    cep: string
    street: string
    number: string
    complement: string
    neighborhood: string
    city: string
    cityIbge: string
    uf: string
  }
  password: string
  passwordConfirmation: string
  acceptTerms: boolean
  acceptPrivacy: boolean
  marketing: boolean
}

export const EMPTY_VALUES: SignupValues = {
  name: '',
  cpf: '',
  birthDate: '',
  gender: '',
  phone: '',
  email: '',
  cnpj: '',
  tradeName: '',
  legalName: '',
  otherPhone: '',
  contactName: '',
  contactPhone: '',
  companyName: '',
  establishmentTitle: '',
  legalNature: '',
  openingDate: '',
  mainActivity: '',
  secondaryActivities: '',
  commercialEmail: '',
  commercialPhone: '',
  site: '',
  heightCm: '',
  weightKg: '',
  shoeSize: '',
  hair: '',
  eyes: '',
  languages: [],
  dance: [],
  instruments: [],
  hasCar: false,
  equipment: '',
  issuesInvoice: false,
  canTravel: false,
  skin: '',
  disabilities: [],
  sensitiveDataConsent: false,
  showSensitive: false,
  description: '',
  references: '',
  categoryId: '',
  instagramUrl: '',
  facebookUrl: '',
  address: {
    cep: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    cityIbge: '',
    uf: '',
  },
  password: '',
  passwordConfirmation: '',
  acceptTerms: false,
  acceptPrivacy: false,
  marketing: false,
}

export type StepId =
  | 'profile'
  | 'about'
  | 'company'
  | 'contact'
  | 'attributes'
  | 'work'
  | 'address'
  | 'pictures'
  | 'access'
  | 'terms'

export interface StepDef {
  id: StepId
  /** The slice of the shared schema this step validates (none: the step is optional). */
  schema?: z.ZodType
  /** Top-level body fields the step holds, to send a server error back to its step. */
  fields: string[]
}

const keys = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape)

const ProfileSchema = PersonStepSchema.pick({ name: true, email: true, phone: true })
const ClientAboutSchema = PersonStepSchema.pick({ cpf: true, birthDate: true, gender: true })
/** The promoter's age is checked here too (18+ on today's date in Brazil); the API has the last word. */
const PromoterAboutSchema = ClientAboutSchema.refine(
  (v) => ageOnDay(v.birthDate, todayInBrazil(new Date())) >= LIMITS.promoterMinAge,
  { error: 'signup.validation.underage', path: ['birthDate'] },
)

const address: StepDef = { id: 'address', schema: AddressStepSchema, fields: ['address'] }
const pictures: StepDef = { id: 'pictures', fields: [] }
const access: StepDef = {
  id: 'access',
  schema: AccessStepSchema,
  fields: ['password', 'passwordConfirmation'],
}
const terms: StepDef = { id: 'terms', schema: TermsStepSchema, fields: keys(TermsStepSchema) }

/** Spec §2 sign-up steps, where they apply to each kind (thank-you comes after the last). */
export const STEPS: Record<RegistrationKind, StepDef[]> = {
  client: [
    { id: 'profile', schema: ProfileSchema, fields: keys(ProfileSchema) },
    { id: 'about', schema: ClientAboutSchema, fields: keys(ClientAboutSchema) },
    address,
    pictures,
    access,
    terms,
  ],
  company: [
    { id: 'company', schema: CompanyStepSchema, fields: keys(CompanyStepSchema) },
    address,
    pictures,
    access,
    terms,
  ],
  promoter: [
    { id: 'profile', schema: ProfileSchema, fields: keys(ProfileSchema) },
    { id: 'about', schema: PromoterAboutSchema, fields: keys(ClientAboutSchema) },
    {
      id: 'attributes',
      schema: PromoterAttributesStepSchema,
      fields: [
        'heightCm',
        'weightKg',
        'shoeSize',
        'hair',
        'eyes',
        'languages',
        'dance',
        'instruments',
        'hasCar',
        'equipment',
        'issuesInvoice',
        'canTravel',
        'skin',
        'disabilities',
        'sensitiveDataConsent',
        'showSensitive',
      ],
    },
    { id: 'work', schema: PromoterWorkStepSchema, fields: keys(PromoterWorkStepSchema) },
    address,
    pictures,
    access,
    terms,
  ],
  supplier: [
    {
      id: 'company',
      // The form holds the secondary activities as lines of one text; the API gets the list.
      schema: SupplierCompanyStepSchema.omit({ secondaryActivities: true }),
      fields: keys(SupplierCompanyStepSchema),
    },
    { id: 'contact', schema: SupplierContactStepSchema, fields: keys(SupplierContactStepSchema) },
    address,
    pictures,
    access,
    terms,
  ],
}

/** Which step holds a field named by the API (`address.cep` → the address step). */
export function stepOfField(steps: StepDef[], field: string): number {
  const top = field.split('.')[0]
  return steps.findIndex((s) => s.fields.includes(top))
}

/** The JSON body of `POST /register/{kind}`: the form values, lists and numbers as the API wants. */
export function toBody(kind: RegistrationKind, v: SignupValues): Record<string, unknown> {
  const common = {
    email: v.email,
    phone: v.phone,
    address: v.address,
    password: v.password,
    passwordConfirmation: v.passwordConfirmation,
    acceptTerms: v.acceptTerms,
    acceptPrivacy: v.acceptPrivacy,
    marketing: v.marketing,
  }
  const person = { name: v.name, cpf: v.cpf, birthDate: v.birthDate, gender: v.gender }
  switch (kind) {
    case 'client':
      return { ...common, ...person }
    case 'company':
      return {
        ...common,
        cnpj: v.cnpj,
        tradeName: v.tradeName,
        legalName: v.legalName,
        otherPhone: v.otherPhone,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
      }
    case 'promoter':
      return {
        ...common,
        ...person,
        heightCm: v.heightCm,
        weightKg: v.weightKg,
        shoeSize: v.shoeSize,
        hair: v.hair,
        eyes: v.eyes,
        languages: v.languages,
        dance: v.dance,
        instruments: v.instruments,
        hasCar: v.hasCar,
        equipment: v.equipment,
        issuesInvoice: v.issuesInvoice,
        canTravel: v.canTravel,
        skin: v.sensitiveDataConsent ? v.skin : '',
        disabilities: v.sensitiveDataConsent ? v.disabilities : [],
        sensitiveDataConsent: v.sensitiveDataConsent,
        showSensitive: v.sensitiveDataConsent && v.showSensitive,
        description: v.description,
        references: v.references,
        categoryId: v.categoryId,
        instagramUrl: v.instagramUrl,
        facebookUrl: v.facebookUrl,
      }
    case 'supplier':
      return {
        ...common,
        cnpj: v.cnpj,
        companyName: v.companyName,
        establishmentTitle: v.establishmentTitle,
        legalNature: v.legalNature,
        openingDate: v.openingDate,
        mainActivity: v.mainActivity,
        secondaryActivities: v.secondaryActivities
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        commercialEmail: v.commercialEmail,
        commercialPhone: v.commercialPhone,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        site: v.site,
      }
  }
}
