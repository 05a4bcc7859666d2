import {
  ADMIN_SUPPLIER_REGISTRATION_KEYS,
  adminSupplierRegistrationIssues,
  todayInBrazil,
  type AdminSupplierRegistrationInput,
  type AdminSupplierRegistrationKey,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { uniqueViolationField } from '../registration/registration.service.ts'
import {
  adminSupplierRegistrationRepository,
  type StoredRegistration,
} from './admin-supplier-registration.repository.ts'

type Value = StoredRegistration[keyof StoredRegistration]

function same(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => v === b[i])
  return a === b
}

function cnpjTaken(): AppError {
  return new AppError('CNPJ_ALREADY_REGISTERED', undefined, [
    { field: 'cnpj', message: 'errors.CNPJ_ALREADY_REGISTERED' },
  ])
}

/**
 * ADR 0034: an admin edits a supplier's registration. One transaction with the rows locked; the
 * audit entry lists each changed field old → new, except the CNPJ, of which it keeps that it
 * changed and the admin's reason. Saving without a change writes nothing and audits nothing.
 * Returns the names of the changed fields.
 */
export function adminSupplierRegistrationService(ctx: AppContext) {
  return {
    async update(
      actor: AuthUser,
      id: string,
      input: AdminSupplierRegistrationInput,
      ip: string,
    ): Promise<AdminSupplierRegistrationKey[]> {
      try {
        return await ctx.db.transaction(async (tx) => {
          const repo = adminSupplierRegistrationRepository(tx)
          const stored = await repo.lock(id)
          if (!stored) throw new AppError('SUPPLIER_NOT_FOUND')
          const issues = adminSupplierRegistrationIssues(input, {
            currentCnpj: stored.cnpj,
            today: todayInBrazil(ctx.clock.now()),
          })
          if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues)

          const next: StoredRegistration = {
            cnpj: input.cnpj,
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
          }
          const changed = ADMIN_SUPPLIER_REGISTRATION_KEYS.filter((k) => !same(stored[k], next[k]))
          if (changed.length === 0) return changed

          const cnpjChanged = changed.includes('cnpj')
          if (cnpjChanged && (await repo.isCnpjTaken(input.cnpj, id))) throw cnpjTaken()

          const values: Record<string, Value> = {}
          const before: Record<string, Value> = {}
          const after: Record<string, Value> = {}
          for (const k of changed) {
            if (k === 'cnpj') continue
            values[k] = next[k]
            before[k] = stored[k]
            after[k] = next[k]
          }
          await repo.update(id, values, cnpjChanged ? input.cnpj : undefined, ctx.clock.now())
          await audit(tx, {
            actorId: actor.id,
            action: 'supplier.update_registration',
            targetType: 'supplier',
            targetId: id,
            before,
            after: cnpjChanged
              ? { ...after, cnpjChanged: true, cnpjChangeReason: input.cnpjChangeReason }
              : after,
            ip,
          })
          return changed
        })
      } catch (error) {
        // Another account took the CNPJ between the check and the write.
        if (uniqueViolationField(error) === 'cnpj') throw cnpjTaken()
        throw error
      }
    },
  }
}
