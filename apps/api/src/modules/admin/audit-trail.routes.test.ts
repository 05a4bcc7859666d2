import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AuditEntry } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createColor } from '../../../test/factories/products.ts'
import { auditLog, colors } from '../../db/schema/index.ts'
import { audit } from '../../platform/audit.ts'

/** ADR 0037: the trail answers names and changes, and filters by who, what and when. */
let t: TestApp
let ana: { id: string; token: string }
let bruno: { id: string }
let joao: { id: string }

beforeAll(async () => {
  t = await createTestApp()
  const a = await createUser(t.db, {
    role: 'admin_master',
    name: 'Ána Auditora',
    email: 'ana.auditora@trilha.galera.dev',
  })
  ana = { id: a.user.id, token: await t.login(a.user.email, undefined, '/api/auth/login/admin') }
  const b = await createUser(t.db, {
    role: 'admin_basic',
    name: 'Bruno Revisor',
    email: 'bruno.revisor@trilha.galera.dev',
  })
  bruno = { id: b.user.id }
  const j = await createUser(t.db, { role: 'client', name: 'João Silva' })
  joao = { id: j.user.id }
})
afterAll(() => t.close())

const list = (query: string, locale?: 'pt' | 'en') =>
  t.request({ method: 'GET', url: `/api/admin/audit?${query}`, token: ana.token, locale })
const byField = (changes: AuditEntry['changes']) =>
  [...changes].sort((a, b) => a.field.localeCompare(b.field))
const entries = async (query: string, locale?: 'pt' | 'en') => {
  const res = await list(query, locale)
  expect(res.statusCode).toBe(200)
  return res.body.data.data as AuditEntry[]
}

describe('names and changes', () => {
  it("names the actor and the user target, and lists a suspension's changes", async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${joao.id}/suspend`,
      token: ana.token,
      body: { reason: 'Golpes em orçamentos' },
    })
    expect(res.statusCode).toBe(200)
    const [entry] = await entries(`targetId=${joao.id}`)
    expect(entry).toMatchObject({
      action: 'user.suspend',
      actorName: 'Ána Auditora',
      targetName: 'João Silva',
    })
    // jsonb keeps no key order: compare as sets.
    expect(byField(entry.changes)).toEqual([
      { field: 'reason', new: 'Golpes em orçamentos' },
      { field: 'status', old: 'active', new: 'suspended' },
    ])
  })

  it('names a category in the language asked, and a deleted colour by what the entry kept', async () => {
    const category = await createCategory(t.db, {
      slug: 'trilha-brindes',
      namePt: 'Brindes',
      nameEn: 'Giveaways',
    })
    const color = await createColor(t.db, { namePt: 'Vermelho', nameEn: 'Red' })
    await audit(t.db, {
      actorId: bruno.id,
      action: 'category.rename',
      targetType: 'category',
      targetId: category.id,
      before: { namePt: 'Mimos', nameEn: 'Treats' },
      after: { namePt: 'Brindes', nameEn: 'Giveaways' },
    })
    await t.db.delete(colors).where(eq(colors.id, color.id))
    await audit(t.db, {
      actorId: bruno.id,
      action: 'color.delete',
      targetType: 'color',
      targetId: color.id,
      before: { namePt: 'Vermelho', nameEn: 'Red', hex: '#FF0000' },
    })
    const pt = await entries(`actorId=${bruno.id}`, 'pt')
    const en = await entries(`actorId=${bruno.id}`, 'en')
    const named = (rows: AuditEntry[], action: string) =>
      rows.find((e) => e.action === action)?.targetName
    expect(named(pt, 'category.rename')).toBe('Brindes')
    expect(named(en, 'category.rename')).toBe('Giveaways')
    expect(named(pt, 'color.delete')).toBe('Vermelho')
    expect(named(en, 'color.delete')).toBe('Red')
    expect(byField(pt.find((e) => e.action === 'category.rename')!.changes)).toEqual([
      { field: 'nameEn', old: 'Treats', new: 'Giveaways' },
      { field: 'namePt', old: 'Mimos', new: 'Brindes' },
    ])
    expect(pt.find((e) => e.action === 'color.delete')?.changes).toContainEqual({
      field: 'hex',
      old: '#FF0000',
    })
  })

  it('keeps entries readable that have no row behind them or no recorded changes', async () => {
    await audit(t.db, {
      actorId: bruno.id,
      action: 'home_features.save',
      targetType: 'home_features',
      targetId: 'home',
      before: { categoryIds: [], productIds: [] },
      after: { categoryIds: [], productIds: [] },
    })
    // An entry from an older version: a code no longer listed, nothing before or after.
    await t.db.insert(auditLog).values({
      actorId: bruno.id,
      action: 'legacy.thing',
      targetType: 'legacy',
      targetId: 'not-a-uuid',
    })
    const rows = await entries(`actorId=${bruno.id}`)
    expect(rows.find((e) => e.action === 'home_features.save')).toMatchObject({
      targetName: null,
      changes: [],
    })
    expect(rows.find((e) => e.action === 'legacy.thing')).toMatchObject({
      actorName: 'Bruno Revisor',
      targetName: null,
      changes: [],
    })
  })
})

describe('filters', () => {
  it('by actor: a part of the name (any case, no accents) or of the e-mail', async () => {
    for (const actor of ['ana aud', 'ANA AUDITORA', 'ana.auditora@trilha']) {
      const rows = await entries(`actor=${encodeURIComponent(actor)}`)
      expect(rows.length, actor).toBeGreaterThan(0)
      expect(
        rows.every((e) => e.actorId === ana.id),
        actor,
      ).toBe(true)
    }
    const both = await entries(`actor=${encodeURIComponent('trilha.galera')}`)
    expect(new Set(both.map((e) => e.actorId))).toEqual(new Set([ana.id, bruno.id]))
    expect(await entries('actor=ningu%C3%A9m-com-esse-nome')).toEqual([])
  })

  it('by action, refusing a code that is not listed', async () => {
    const rows = await entries('action=color.delete')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((e) => e.action === 'color.delete')).toBe(true)
    const bad = await list('action=legacy.thing')
    expect(bad.statusCode).toBe(422)
  })

  it('by São Paulo days, both ends included; an inverted range is refused', async () => {
    // 02:30 UTC on the 10th is 23:30 on the 9th in São Paulo.
    const [late] = await t.db
      .insert(auditLog)
      .values({
        actorId: ana.id,
        action: 'user.reactivate',
        targetType: 'user',
        targetId: joao.id,
        createdAt: new Date('2025-03-10T02:30:00Z'),
      })
      .returning()
    const ids = async (q: string) => (await entries(q)).map((e) => e.id)
    expect(await ids('from=2025-03-09&to=2025-03-09')).toEqual([late.id])
    expect(await ids('to=2025-03-09')).toContain(late.id)
    expect(await ids('from=2025-03-10&to=2025-03-31')).not.toContain(late.id)
    expect(await ids('from=2025-03-08&to=2025-03-08')).toEqual([])
    const inverted = await list('from=2025-03-10&to=2025-03-09')
    expect(inverted.statusCode).toBe(422)
    const badDay = await list('from=2025-02-30')
    expect(badDay.statusCode).toBe(422)
  })
})
