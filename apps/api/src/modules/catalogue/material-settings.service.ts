import type { Locale } from '@galera/shared'
import type {
  ActiveInput,
  AdminMaterialDto,
  NamesInput,
  PublicMaterialDto,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { catalogueSettingsRepository, type MaterialRow } from './catalogue-settings.repository.ts'
import { guardUnique } from './unique-name.ts'

type Actor = { user: AuthUser; ip: string }

const materialDto = (m: MaterialRow): AdminMaterialDto => ({
  id: m.id,
  namePt: m.namePt,
  nameEn: m.nameEn,
  isActive: m.isActive,
})

/**
 * Admin settings → materials (spec §5): the list, the public list of active ones, create,
 * rename and (in)activate. Audited.
 */
export function materialSettingsService(ctx: AppContext) {
  const repo = catalogueSettingsRepository(ctx.db)

  return {
    async listMaterials(): Promise<AdminMaterialDto[]> {
      return (await repo.listMaterials()).map(materialDto)
    },

    async publicMaterials(locale: Locale): Promise<PublicMaterialDto[]> {
      const rows = await repo.listActiveMaterials()
      return rows
        .map((m) => ({ id: m.id, name: locale === 'en' ? m.nameEn : m.namePt }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
    },

    async createMaterial({ user, ip }: Actor, input: NamesInput) {
      return guardUnique('MATERIAL_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          if (await r.materialNameTaken(input.namePt, input.nameEn))
            throw new AppError('MATERIAL_NAME_TAKEN')
          const row = await r.insertMaterial(input)
          await audit(tx, {
            actorId: user.id,
            action: 'material.create',
            targetType: 'material',
            targetId: row.id,
            after: materialDto(row),
            ip,
          })
          return materialDto(row)
        }),
      )
    },

    async renameMaterial({ user, ip }: Actor, id: string, input: NamesInput) {
      return guardUnique('MATERIAL_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          const before = await r.lockMaterial(id)
          if (!before) throw new AppError('NOT_FOUND')
          if (await r.materialNameTaken(input.namePt, input.nameEn, id))
            throw new AppError('MATERIAL_NAME_TAKEN')
          const after = await r.updateMaterial(id, input)
          await audit(tx, {
            actorId: user.id,
            action: 'material.rename',
            targetType: 'material',
            targetId: id,
            before: { namePt: before.namePt, nameEn: before.nameEn },
            after: { namePt: after.namePt, nameEn: after.nameEn },
            ip,
          })
          return materialDto(after)
        }),
      )
    },

    async setMaterialActive({ user, ip }: Actor, id: string, { isActive }: ActiveInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const before = await r.lockMaterial(id)
        if (!before) throw new AppError('NOT_FOUND')
        if (before.isActive === isActive) return materialDto(before)
        const after = await r.updateMaterial(id, { isActive })
        await audit(tx, {
          actorId: user.id,
          action: isActive ? 'material.activate' : 'material.inactivate',
          targetType: 'material',
          targetId: id,
          before: { isActive: before.isActive },
          after: { isActive },
          ip,
        })
        return materialDto(after)
      })
    },
  }
}
