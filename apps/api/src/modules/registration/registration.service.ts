import { getMunicipalities } from '@brazilian-utils/brazilian-utils'
import {
  ageOnDay,
  catalogs,
  LIMITS,
  PROFILE_CODE,
  todayInBrazil,
  type ErrorCode,
  type Locale,
  type LoginResponse,
  type RegisterClientInput,
  type RegisterCompanyInput,
  type RegisterPromoterInput,
  type RegisterSupplierInput,
  type RegistrationKind,
  type Role,
  type SignupAddressInput,
  type UfCode,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { pgError } from '../../platform/db/pg-errors.ts'
import { AppError, throttled } from '../../platform/http/app-error.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { createSession } from '../accounts/sessions.ts'
import { notifyAdmins } from '../notifications/notifications.service.ts'
import { welcomeMail } from './registration.mail.ts'
import {
  registrationRepository,
  type ConsentKind,
  type NewUser,
} from './registration.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

// SECURITY.md "Abuse": sign-ups per IP and hour (each attempt counts, so the 409 answers cannot
// be used to enumerate e-mails or CPFs in bulk).
/** Default of SIGNUP_LIMIT_PER_HOUR. */
export const SIGNUPS_PER_IP = 10
const SIGNUP_WINDOW_MS = 3600_000

type FieldError = { field: string; message: string }
type Identifier = 'email' | 'cpf' | 'cnpj' | 'phone'

const DUPLICATE_CODE: Record<Identifier, ErrorCode> = {
  email: 'EMAIL_ALREADY_REGISTERED',
  cpf: 'CPF_ALREADY_REGISTERED',
  cnpj: 'CNPJ_ALREADY_REGISTERED',
  phone: 'PHONE_ALREADY_REGISTERED',
}
const CONSTRAINT_FIELD: Record<string, Identifier> = {
  users_email_key: 'email',
  users_cpf_key: 'cpf',
  users_cnpj_key: 'cnpj',
  users_phone_key: 'phone',
}

/** 409 naming every identifier already in use, the first one giving the code. */
function duplicateError(fields: Identifier[]): AppError {
  return new AppError(
    DUPLICATE_CODE[fields[0]],
    undefined,
    fields.map((f) => ({ field: f, message: `errors.${DUPLICATE_CODE[f]}` })),
  )
}

/** Which identifier's unique index refused the insert (23505, platform/db/pg-errors.ts). */
export function uniqueViolationField(error: unknown): Identifier | undefined {
  const e = pgError(error, '23505')
  if (!e) return undefined
  const text = [e.constraint, e.detail, e.message].filter(Boolean).join(' ')
  for (const [name, field] of Object.entries(CONSTRAINT_FIELD))
    if (e.constraint === name || text.includes(name)) return field
  return undefined
}

function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The IBGE municipality of an address, or a field error when the city is not in the UF. */
function resolveCity(address: SignupAddressInput, errors: FieldError[]) {
  const cities = getMunicipalities(address.uf as UfCode)
  const byCode = address.cityIbge ? cities.find((c) => c.code === address.cityIbge) : undefined
  const byName = cities.find((c) => normalizeName(c.name) === normalizeName(address.city))
  const city = byCode ?? byName
  if (!city || (address.cityIbge && !byCode)) {
    errors.push({ field: 'address.city', message: 'signup.validation.cityNotInUf' })
    return undefined
  }
  return { city: city.name, cityIbge: city.code }
}

interface Meta {
  ip: string
  locale: Locale
}

interface CommonInput {
  email: string
  phone: string
  password: string
  address: SignupAddressInput
  marketing: boolean
}

interface Plan {
  kind: RegistrationKind
  role: Role
  user: Omit<NewUser, 'passwordHash' | 'role' | 'email' | 'phone' | 'locale'>
  identifiers: { cpf?: string; cnpj?: string }
  extraConsents?: ConsentKind[]
  /** Writes the kind's own rows inside the transaction. */
  insertExtra?: (tx: Tx, userId: string) => Promise<{ companyId?: string; phones?: string[] }>
  notifyName?: string
}

export function registrationService(ctx: AppContext) {
  async function checkRate(ip: string) {
    const rate = await ctx.rateLimiter.hit(
      `signup:${ip}`,
      ctx.env.SIGNUP_LIMIT_PER_HOUR,
      SIGNUP_WINDOW_MS,
    )
    if (!rate.allowed) throw throttled('TOO_MANY_REQUESTS', rate.retryAfterMs)
  }

  function today() {
    return todayInBrazil(ctx.clock.now())
  }

  async function register(input: CommonInput, plan: Plan, meta: Meta, errors: FieldError[]) {
    const repo = registrationRepository(ctx.db)
    const city = resolveCity(input.address, errors)
    if (errors.length > 0 || !city) throw new AppError('VALIDATION_FAILED', undefined, errors)

    // Friendly answer first; the unique indexes decide races (below).
    const keys = { email: input.email, phone: input.phone, ...plan.identifiers }
    const taken = await repo.findTaken(keys)
    const clashes = (['email', 'cpf', 'cnpj', 'phone'] as const).filter(
      (f) =>
        keys[f] !== undefined &&
        taken.some((row) =>
          f === 'email' ? row.email.toLowerCase() === keys.email : row[f] === keys[f],
        ),
    )
    if (clashes.length > 0) throw duplicateError(clashes)

    const passwordHash = await hashPassword(input.password)
    const now = ctx.clock.now()
    const version = catalogs['pt-BR'].legal.version
    let created: { userId: string; name: string; companyId?: string; phones?: string[] }
    try {
      created = await ctx.db.transaction(async (tx) => {
        const txRepo = registrationRepository(tx)
        const user = await txRepo.insertUser({
          ...plan.user,
          ...plan.identifiers,
          role: plan.role,
          email: input.email,
          phone: input.phone,
          passwordHash,
          locale: meta.locale,
          createdAt: now,
          updatedAt: now,
        })
        await txRepo.insertAddress(user.id, {
          ...input.address,
          ...city,
          complement: input.address.complement ?? null,
          updatedAt: now,
        })
        const extra = (await plan.insertExtra?.(tx, user.id)) ?? {}
        const kinds: ConsentKind[] = ['terms', 'privacy', ...(plan.extraConsents ?? [])]
        if (input.marketing) kinds.push('marketing')
        await txRepo.insertConsents(user.id, kinds, { version, grantedAt: now, ip: meta.ip })
        if (plan.notifyName)
          await notifyAdmins(
            tx,
            {
              code: 'supplier_new',
              link: webPath('homeAdmin'),
              params: { name: plan.notifyName },
            },
            { email: ctx },
          )
        // Queued with the account (ADR 0066): a mail outage never undoes the registration.
        await ctx.mails.queue(
          tx,
          welcomeMail(meta.locale, input.email, user.name, plan.kind),
          `welcome:${user.id}`,
        )
        return { userId: user.id, name: user.name, ...extra }
      })
    } catch (error) {
      const field = uniqueViolationField(error)
      if (field) throw duplicateError([field])
      throw error
    }

    const { token } = await createSession(ctx, created.userId)
    const response: LoginResponse = {
      token,
      userId: created.userId,
      name: created.name,
      email: input.email,
      profile: PROFILE_CODE[plan.role],
    }
    if (plan.role === 'company') {
      response._id = created.companyId
      response.document = plan.identifiers.cnpj
      response.phones = created.phones
    }
    return response
  }

  return {
    checkRate,

    async client(input: RegisterClientInput, meta: Meta) {
      const errors: FieldError[] = []
      if (input.birthDate > today())
        errors.push({ field: 'birthDate', message: 'validation.invalidDate' })
      return register(
        input,
        {
          kind: 'client',
          role: 'client',
          user: { name: input.name, birthDate: input.birthDate, gender: input.gender },
          identifiers: { cpf: input.cpf },
        },
        meta,
        errors,
      )
    },

    async company(input: RegisterCompanyInput, meta: Meta) {
      const phones = [
        ...new Set([input.phone, input.otherPhone, input.contactPhone].filter(Boolean)),
      ] as string[]
      return register(
        input,
        {
          kind: 'company',
          role: 'company',
          // The account is the contact person's; the brand is the company's trade name.
          user: { name: input.contactName },
          identifiers: { cnpj: input.cnpj },
          insertExtra: async (tx, userId) => {
            const company = await registrationRepository(tx).insertCompany(userId, {
              tradeName: input.tradeName,
              legalName: input.legalName,
              phones,
            })
            return { companyId: company.id, phones }
          },
        },
        meta,
        [],
      )
    },

    async promoter(input: RegisterPromoterInput, meta: Meta) {
      const errors: FieldError[] = []
      if (input.birthDate > today())
        errors.push({ field: 'birthDate', message: 'validation.invalidDate' })
      else if (ageOnDay(input.birthDate, today()) < LIMITS.promoterMinAge)
        errors.push({ field: 'birthDate', message: 'signup.validation.underage' })
      if (!(await registrationRepository(ctx.db).isActivePromoterCategory(input.categoryId)))
        errors.push({ field: 'categoryId', message: 'signup.validation.invalidCategory' })
      const sensitive = input.sensitiveDataConsent
      return register(
        input,
        {
          kind: 'promoter',
          role: 'promoter',
          user: { name: input.name, birthDate: input.birthDate, gender: input.gender },
          identifiers: { cpf: input.cpf },
          extraConsents: sensitive ? ['sensitive_data'] : [],
          insertExtra: async (tx, userId) => {
            await registrationRepository(tx).insertPromoter(userId, {
              birthDate: input.birthDate,
              gender: input.gender,
              heightCm: input.heightCm,
              weightKg: input.weightKg,
              shoeSize: input.shoeSize,
              hair: input.hair,
              eyes: input.eyes,
              skin: sensitive ? (input.skin ?? null) : null,
              disabilities: sensitive ? input.disabilities : [],
              showSensitive: sensitive && input.showSensitive,
              languages: input.languages,
              dance: input.dance,
              instruments: input.instruments,
              hasCar: input.hasCar,
              equipment: input.equipment ?? null,
              issuesInvoice: input.issuesInvoice,
              canTravel: input.canTravel,
              description: input.description,
              references: input.references ?? null,
              categoryId: input.categoryId,
              instagramUrl: input.instagramUrl ?? null,
              facebookUrl: input.facebookUrl ?? null,
            })
            return {}
          },
        },
        meta,
        errors,
      )
    },

    async supplier(input: RegisterSupplierInput, meta: Meta) {
      const errors: FieldError[] = []
      if (input.openingDate > today())
        errors.push({ field: 'openingDate', message: 'signup.validation.futureDate' })
      return register(
        input,
        {
          kind: 'supplier',
          role: 'supplier',
          user: { name: input.establishmentTitle },
          identifiers: { cnpj: input.cnpj },
          notifyName: input.establishmentTitle,
          insertExtra: async (tx, userId) => {
            await registrationRepository(tx).insertSupplier(userId, {
              companyName: input.companyName,
              establishmentTitle: input.establishmentTitle,
              legalNature: input.legalNature,
              openingDate: input.openingDate,
              mainActivity: input.mainActivity,
              secondaryActivities: input.secondaryActivities,
              commercialEmail: input.commercialEmail,
              commercialPhone: input.commercialPhone,
              contactName: input.contactName,
              contactPhone: input.contactPhone ?? null,
              site: input.site ?? null,
            })
            return {}
          },
        },
        meta,
        errors,
      )
    },
  }
}
