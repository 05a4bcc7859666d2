import {
  ADMIN_ROLES,
  DOCUMENT_OF_ROLE,
  type AdminEditUser,
  type AdminUserAccount,
  type Locale,
  type Role,
  type UfCode,
  type UserStatus,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { audit } from '../../platform/audit.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import { accountsRepository } from '../accounts/accounts.repository.ts'
import { findCity } from '../profile/cities.ts'
import { profileRepository } from '../profile/profile.repository.ts'
import { adminEmailChangedMail } from './admin.mails.ts'
import { adminRepository, type UserRow } from './admin.repository.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'

type Address = NonNullable<AdminUserAccount['address']>
const ADDRESS_KEYS = [
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'uf',
] as const satisfies readonly (keyof Address)[]

/** The unique index a write hit → the field and the translated answer (409). */
const TAKEN: Record<string, { field: string; code: ConstructorParameters<typeof AppError>[0] }> = {
  users_email_key: { field: 'email', code: 'EMAIL_ALREADY_REGISTERED' },
  users_phone_key: { field: 'phone', code: 'PHONE_ALREADY_REGISTERED' },
  users_cpf_key: { field: 'cpf', code: 'CPF_ALREADY_REGISTERED' },
  users_cnpj_key: { field: 'cnpj', code: 'CNPJ_ALREADY_REGISTERED' },
}
const taken = (index: keyof typeof TAKEN) => {
  const { field, code } = TAKEN[index]!
  return new AppError(code, undefined, [{ field, message: `errors.${code}` }])
}

async function loadAccount(db: DbOrTx, user: UserRow): Promise<AdminUserAccount> {
  const a = await profileRepository(db).findAddress(user.id)
  return {
    id: user.id,
    role: user.role as Role,
    status: user.status as UserStatus,
    name: user.name,
    email: user.email,
    phone: user.phone,
    cpf: user.cpf,
    cnpj: user.cnpj,
    locale: user.locale === 'en' ? 'en' : 'pt-BR',
    address: a
      ? {
          cep: a.cep,
          street: a.street,
          number: a.number,
          complement: a.complement,
          neighborhood: a.neighborhood,
          city: a.city,
          uf: a.uf,
        }
      : null,
  }
}

/**
 * ADR 0033: admins (master and basic) correct a person's account data. Only a master edits an
 * admin's; nobody edits their own here (the profile asks for the password). The document changes
 * only with a reason; the audit row keeps old → new of the other fields, and of the document only
 * which one changed and why (SECURITY.md: never a whole CPF in a log). One transaction.
 */
export function adminUserEditService(ctx: AppContext) {
  return {
    async get(actor: AuthUser, userId: string) {
      const user = await adminRepository(ctx.db).findUser(userId)
      if (!user) throw new AppError('USER_NOT_FOUND')
      if (ADMIN_ROLES.includes(user.role as Role) && actor.role !== 'admin_master')
        throw new AppError('FORBIDDEN')
      return loadAccount(ctx.db, user)
    },

    async edit(actor: AuthUser, userId: string, input: AdminEditUser, ip: string) {
      if (userId === actor.id) throw new AppError('ADMIN_EDIT_SELF')
      let city: { name: string; code: string } | undefined
      if (input.address) {
        city = findCity(input.address.uf as UfCode, input.address.city)
        if (!city) throw fieldError('address.city', 'profile.validation.cityNotInUf')
      }
      let outcome: AdminUserAccount
      try {
        outcome = await ctx.db.transaction(async (tx) => {
          const r = adminRepository(tx)
          const profile = profileRepository(tx)
          const user = await r.lockUser(userId)
          if (!user) throw new AppError('USER_NOT_FOUND')
          if (ADMIN_ROLES.includes(user.role as Role) && actor.role !== 'admin_master')
            throw new AppError('FORBIDDEN')
          // A closed account was anonymised (LGPD): its personal data must not come back.
          if (user.status === 'closed') throw new AppError('CONFLICT')

          const document = DOCUMENT_OF_ROLE[user.role as Role]
          if (input.cpf !== undefined && document !== 'cpf')
            throw fieldError('cpf', 'adminUserEdit.validation.documentNotApplicable')
          if (input.cnpj !== undefined && document !== 'cnpj')
            throw fieldError('cnpj', 'adminUserEdit.validation.documentNotApplicable')

          const before: Record<string, unknown> = {}
          const after: Record<string, unknown> = {}
          const values: Partial<UserRow> = {}
          for (const key of ['name', 'phone', 'email'] as const) {
            const next = input[key]
            if (next === undefined || next === user[key]) continue
            if (key === 'email' && next.toLowerCase() === user.email.toLowerCase()) continue
            values[key] = next
            before[key] = user[key]
            after[key] = next
          }
          const nextDocument = input[document]
          if (nextDocument !== undefined && nextDocument !== user[document]) {
            values[document] = nextDocument
            // ADR 0033: the trail says that the document changed and why, never the numbers.
            after.document = { changed: true, reason: input.documentReason }
          }

          const now = ctx.clock.now()
          if (Object.keys(values).length > 0)
            await r.updateUser(userId, { ...values, updatedAt: now })
          // The sign-in address changed: sessions opened with the old one end (as on /profile).
          if (values.email) await accountsRepository(tx).revokeAllSessions(userId, now)

          if (input.address && city) {
            const old = await profile.findAddress(userId)
            const next: Address = {
              cep: input.address.cep,
              street: input.address.street,
              number: input.address.number,
              complement: input.address.complement ?? null,
              neighborhood: input.address.neighborhood,
              city: city.name,
              uf: input.address.uf,
            }
            const changed = ADDRESS_KEYS.filter((k) => !old || old[k] !== next[k])
            if (changed.length > 0) {
              await profile.upsertAddress({
                userId,
                ...next,
                cityIbge: city.code,
                updatedAt: now,
              })
              before.address = old ? Object.fromEntries(changed.map((k) => [k, old[k]])) : null
              after.address = Object.fromEntries(changed.map((k) => [k, next[k]]))
            }
          }

          if (Object.keys(after).length > 0)
            await audit(tx, {
              actorId: actor.id,
              action: 'user.edit',
              targetType: 'user',
              targetId: userId,
              before,
              after,
              ip,
            })
          const saved = (await r.findUser(userId))!
          // The old address learns of the change, queued with it (ADR 0066).
          if (values.email)
            await ctx.mails.queue(
              tx,
              adminEmailChangedMail(saved.locale as Locale, user.email, saved.name, saved.email),
              oneOffKey('user.email-changed'),
            )
          return loadAccount(tx, saved)
        })
      } catch (err) {
        const index = uniqueViolation(err)
        if (index && index in TAKEN) throw taken(index)
        throw err
      }
      return outcome
    },
  }
}
