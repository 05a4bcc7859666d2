import type { AuditAction } from '@galera/shared'
import { auditLog } from '../db/schema/index.ts'
import type { DbOrTx } from './db/database.ts'

export interface AuditInput {
  actorId: string
  /**
   * Verb of the action, e.g. `user.suspend`, `admin.create`, `terms.publish`. ADR 0037: a new
   * action is listed in shared `AUDIT_ACTIONS` with its sentence in both `audit` catalogs.
   */
  action: AuditAction
  targetType: string
  targetId: string
  before?: unknown
  after?: unknown
  ip?: string | null
}

/**
 * PRODUCT.md "Everywhere": every admin action leaves who, what, on what, when, before and after.
 * Call it with the action's transaction so the trail and the change commit (or roll back) together.
 */
export async function audit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    before: input.before ?? null,
    after: input.after ?? null,
    ip: input.ip ?? null,
  })
}
