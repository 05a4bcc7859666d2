import type { AccountPatchSchema, PromoterPatchSchema, UpdateProfileSchema } from '@galera/shared'
import {
  ageOn,
  LIMITS,
  PROFILE_CODE,
  translate,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type Locale,
  type MyProfile,
  type Role,
  type UfCode,
} from '@galera/shared'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { layout, passwordChangedMail } from '../../platform/mail/templates.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import type { Mail } from '../../platform/mail/mailer.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { assertCurrentPassword } from './reauth.ts'
import { findCity } from './cities.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { profileRepository } from './profile.repository.ts'

type UpdateProfile = z.output<typeof UpdateProfileSchema>
type AccountPatch = z.output<typeof AccountPatchSchema>

/** Public URL of a stored file key (the files module serves `/files/<key>`). */
export function fileUrl(key: string | undefined): string | null {
  return key ? `/files/${key}` : null
}

export function emailChangedMail(locale: Locale, to: string, name: string, newEmail: string): Mail {
  return layout(locale, to, 'profile.mail.emailChanged.subject', name, [
    translate(locale, 'profile.mail.emailChanged.body', { email: newEmail }),
    translate(locale, 'profile.mail.emailChanged.notYou'),
  ])
}

const phoneTaken = () =>
  new AppError('PHONE_ALREADY_REGISTERED', undefined, [
    { field: 'account.phone', message: 'errors.PHONE_ALREADY_REGISTERED' },
  ])
const emailTaken = () =>
  new AppError('EMAIL_ALREADY_REGISTERED', undefined, [
    { field: 'email', message: 'errors.EMAIL_ALREADY_REGISTERED' },
  ])

type PromoterPatch = z.output<typeof PromoterPatchSchema>

/**
 * Saves promoter attributes (spec §3) inside the caller's transaction; shared by `/me/profile`
 * and the admin editor (ADR 0017). Skin colour and disability need the promoter's own live
 * consent (LGPD art. 11), whoever edits. Returns the columns before and after the change.
 */
export async function savePromoterAttributes(
  tx: Tx,
  userId: string,
  p: PromoterPatch,
  now: Date,
  options: { notFound?: 'NOT_FOUND' | 'PROMOTER_NOT_FOUND'; fieldPrefix?: string } = {},
) {
  const { notFound = 'NOT_FOUND', fieldPrefix = 'promoter.' } = options
  const repo = profileRepository(tx)
  const wantsSensitive =
    (p.skin !== undefined && p.skin !== null) ||
    (p.disabilities !== undefined && p.disabilities.length > 0) ||
    p.showSensitive === true
  if (wantsSensitive && !(await repo.hasLiveConsent(userId, 'sensitive_data'))) {
    const field =
      p.skin !== undefined && p.skin !== null
        ? 'skin'
        : p.disabilities?.length
          ? 'disabilities'
          : 'showSensitive'
    throw fieldError(`${fieldPrefix}${field}`, 'profile.validation.sensitiveConsentRequired')
  }
  if (p.categoryId !== undefined && !(await repo.isActivePromoterCategory(p.categoryId)))
    throw fieldError(`${fieldPrefix}categoryId`, 'validation.invalidOption')
  const before = await repo.findPromoter(userId)
  if (!before) throw new AppError(notFound)
  const values = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))
  if (Object.keys(values).length > 0)
    await repo.updatePromoter(userId, { ...values, updatedAt: now })
  const changed = Object.keys(values) as (keyof typeof before)[]
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: values,
  }
}

export function profileService(ctx: AppContext) {
  async function loadProfile(userId: string): Promise<MyProfile> {
    const repo = profileRepository(ctx.db)
    const user = await repo.findUser(userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    const role = user.role as Role
    const [address, promoter, supplier, company, avatar, hasSensitiveConsent] = await Promise.all([
      repo.findAddress(userId),
      role === 'promoter' ? repo.findPromoter(userId) : undefined,
      role === 'supplier' ? repo.findSupplier(userId) : undefined,
      role === 'company' ? repo.findCompany(userId) : undefined,
      user.avatarImageId ? repo.findImage(userId, user.avatarImageId) : undefined,
      repo.hasLiveConsent(userId, 'sensitive_data'),
    ])
    return {
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        cpf: user.cpf,
        cnpj: user.cnpj,
        birthDate: user.birthDate,
        gender: user.gender,
        locale: user.locale === 'en' ? 'en' : 'pt-BR',
        role,
        profile: PROFILE_CODE[role],
        isCertified: user.isCertified,
        avatarUrl: fileUrl(avatar?.variants.medium),
        createdAt: user.createdAt.toISOString(),
      },
      address: address
        ? {
            cep: address.cep,
            street: address.street,
            number: address.number,
            complement: address.complement,
            neighborhood: address.neighborhood,
            city: address.city,
            uf: address.uf,
          }
        : null,
      promoter: promoter
        ? {
            birthDate: promoter.birthDate,
            gender: promoter.gender,
            heightCm: promoter.heightCm,
            weightKg: promoter.weightKg,
            shoeSize: promoter.shoeSize,
            hair: promoter.hair,
            eyes: promoter.eyes,
            skin: promoter.skin,
            disabilities: promoter.disabilities,
            showSensitive: promoter.showSensitive,
            languages: promoter.languages,
            dance: promoter.dance,
            instruments: promoter.instruments,
            hasCar: promoter.hasCar,
            equipment: promoter.equipment,
            issuesInvoice: promoter.issuesInvoice,
            canTravel: promoter.canTravel,
            description: promoter.description,
            references: promoter.references,
            categoryId: promoter.categoryId,
            instagramUrl: promoter.instagramUrl,
            facebookUrl: promoter.facebookUrl,
            isLaunched: promoter.isLaunched,
            isSpotlight: promoter.isSpotlight,
          }
        : null,
      supplier: supplier
        ? {
            companyName: supplier.companyName,
            establishmentTitle: supplier.establishmentTitle,
            legalNature: supplier.legalNature,
            openingDate: supplier.openingDate,
            mainActivity: supplier.mainActivity,
            secondaryActivities: supplier.secondaryActivities,
            commercialEmail: supplier.commercialEmail,
            commercialPhone: supplier.commercialPhone,
            contactName: supplier.contactName,
            contactPhone: supplier.contactPhone,
            site: supplier.site,
          }
        : null,
      company: company
        ? {
            id: company.id,
            tradeName: company.tradeName,
            legalName: company.legalName,
            phones: company.phones,
          }
        : null,
      hasSensitiveConsent,
    }
  }

  /** Checks the account section against the role's rules; returns the users columns to set. */
  async function accountValues(tx: Tx, user: AuthUser, account: AccountPatch, now: Date) {
    const repo = profileRepository(tx)
    const values: Record<string, unknown> = {}
    if (account.name !== undefined) values.name = account.name
    if (account.phone !== undefined) {
      if (await repo.isPhoneTaken(account.phone, user.id)) throw phoneTaken()
      values.phone = account.phone
    }
    if (account.birthDate !== undefined) {
      if (user.role === 'promoter') {
        // Spec §9 / PRODUCT.md: promoters are adults; the date stays required for them.
        if (account.birthDate === null) throw fieldError('account.birthDate', 'validation.required')
        if (ageOn(account.birthDate, now) < LIMITS.promoterMinAge)
          throw new AppError('VALIDATION_FAILED', undefined, [
            {
              field: 'account.birthDate',
              message: `profile.validation.promoterMinAge|min=${LIMITS.promoterMinAge}`,
            },
          ])
      }
      values.birthDate = account.birthDate
    }
    if (account.gender !== undefined) {
      if (user.role === 'promoter' && account.gender === null)
        throw fieldError('account.gender', 'validation.required')
      values.gender = account.gender
    }
    return values
  }

  return {
    get: (user: AuthUser) => loadProfile(user.id),

    /** One transaction: either every section is saved or none. */
    async update(user: AuthUser, input: UpdateProfile): Promise<MyProfile> {
      const now = ctx.clock.now()
      const address = input.address
      let city: { name: string; code: string } | undefined
      if (address) {
        city = findCity(address.uf as UfCode, address.city)
        if (!city) throw fieldError('address.city', 'profile.validation.cityNotInUf')
      }
      try {
        await ctx.db.transaction(async (tx) => {
          const repo = profileRepository(tx)
          if (input.account) {
            const values = await accountValues(tx, user, input.account, now)
            if (Object.keys(values).length > 0) {
              await repo.updateUser(user.id, { ...values, updatedAt: now })
              if (user.role === 'promoter') {
                const mirror: Record<string, unknown> = {}
                if (values.birthDate) mirror.birthDate = values.birthDate
                if (values.gender) mirror.gender = values.gender
                if (Object.keys(mirror).length > 0)
                  await repo.updatePromoter(user.id, { ...mirror, updatedAt: now })
              }
            }
          }
          if (address && city) {
            await repo.upsertAddress({
              userId: user.id,
              cep: address.cep,
              street: address.street,
              number: address.number,
              complement: address.complement ?? null,
              neighborhood: address.neighborhood,
              city: city.name,
              cityIbge: city.code,
              uf: address.uf,
              updatedAt: now,
            })
          }
          // Sections of another role are ignored, like any unknown key.
          if (input.promoter && user.role === 'promoter')
            await savePromoterAttributes(tx, user.id, input.promoter, now)
          if (input.supplier && user.role === 'supplier') {
            if (!(await repo.findSupplier(user.id))) throw new AppError('NOT_FOUND')
            const values = Object.fromEntries(
              Object.entries(input.supplier).filter(([, v]) => v !== undefined),
            )
            if (Object.keys(values).length > 0)
              await repo.updateSupplier(user.id, { ...values, updatedAt: now })
          }
          if (input.company && user.role === 'company') {
            const values = Object.fromEntries(
              Object.entries(input.company).filter(([, v]) => v !== undefined),
            )
            if (Object.keys(values).length > 0) await repo.updateCompany(user.id, values)
          }
        })
      } catch (err) {
        // Two people saving the same phone at once: the unique index decides.
        if (isUniqueViolation(err, 'users_phone_key')) throw phoneTaken()
        throw err
      }
      return loadProfile(user.id)
    },

    async changePassword(user: AuthUser, input: ChangePasswordInput, locale: Locale) {
      const repo = profileRepository(ctx.db)
      const row = await repo.findUser(user.id)
      if (!row) throw new AppError('USER_NOT_FOUND')
      await assertCurrentPassword(
        ctx,
        row,
        input.currentPassword,
        'currentPassword',
        'profile.validation.currentPasswordWrong',
      )
      const now = ctx.clock.now()
      const passwordHash = await hashPassword(input.password)
      await ctx.db.transaction(async (tx) => {
        const txRepo = profileRepository(tx)
        await txRepo.updateUser(user.id, { passwordHash, updatedAt: now })
        await txRepo.revokeOtherSessions(user.id, user.sessionId, now)
        await ctx.mails.queue(
          tx,
          passwordChangedMail(locale, row.email, row.name),
          oneOffKey('password.changed'),
        )
      })
      return { ok: true as const }
    },

    async changeEmail(user: AuthUser, input: ChangeEmailInput, locale: Locale) {
      const repo = profileRepository(ctx.db)
      const row = await repo.findUser(user.id)
      if (!row) throw new AppError('USER_NOT_FOUND')
      await assertCurrentPassword(
        ctx,
        row,
        input.currentPassword,
        'currentPassword',
        'profile.validation.currentPasswordWrong',
      )
      const email = input.email
      if (email.toLowerCase() === row.email.toLowerCase())
        throw fieldError('email', 'profile.validation.sameEmail')
      if (await repo.isEmailTaken(email, user.id)) throw emailTaken()
      const now = ctx.clock.now()
      try {
        await ctx.db.transaction(async (tx) => {
          const txRepo = profileRepository(tx)
          await txRepo.updateUser(user.id, { email, updatedAt: now })
          await txRepo.revokeOtherSessions(user.id, user.sessionId, now)
          // The old address hears about it: whoever took the account cannot hide the change.
          await ctx.mails.queue(
            tx,
            emailChangedMail(locale, row.email, row.name, email),
            oneOffKey('email.changed'),
          )
        })
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_key')) throw emailTaken()
        throw err
      }
      return loadProfile(user.id)
    },
  }
}
