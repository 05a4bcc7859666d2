import type { Db } from '../../../api/src/platform/db/database.ts'
import { audit } from '../../../api/src/platform/audit.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/** Only the audit trail journey (admin-audit.spec.ts) uses these accounts. */
export const AUDIT_VIEWER = { email: 'vera.auditoria@galera.dev', name: 'Vera Auditoria' }
export const AUDIT_ACTOR = { email: 'ana.trilha@galera.dev', name: 'Ana Trilha' }
export const AUDIT_TARGET = { email: 'joaquim.trilha@galera.dev', name: 'Joaquim Trilha' }
export const AUDIT_REASON = 'Golpes em orçamentos'
export const AUDIT_EMAILS = { old: 'joaquim@antigo.dev', new: 'joaquim@novo.dev' }

/**
 * ADR 0037: an admin of its own reads the trail (the journey switches its language); another
 * admin's three entries about a client give the filters something to find: a suspension with
 * its reason, the reactivation and an e-mail change, written as the API writes them. Each
 * repeated run reads with a viewer of its own (`forRun`); the trail it reads is the same.
 */
export async function seedAuditJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++)
    await createUser(db, { role: 'admin_basic', ...forRun(AUDIT_VIEWER, run) })
  const { user: actor } = await createUser(db, { role: 'admin_basic', ...AUDIT_ACTOR })
  const { user: target } = await createUser(db, { role: 'client', ...AUDIT_TARGET })
  const on = { actorId: actor.id, targetType: 'user', targetId: target.id, ip: '203.0.113.7' }
  await audit(db, {
    ...on,
    action: 'user.suspend',
    before: { status: 'active' },
    after: { status: 'suspended', reason: AUDIT_REASON },
  })
  await audit(db, {
    ...on,
    action: 'user.reactivate',
    before: { status: 'suspended', reason: AUDIT_REASON },
    after: { status: 'active' },
  })
  await audit(db, {
    ...on,
    action: 'user.edit',
    before: { email: AUDIT_EMAILS.old },
    after: { email: AUDIT_EMAILS.new },
  })
}
