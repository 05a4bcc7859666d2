import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createAdAuction } from '../../../test/factories/promotions.ts'

/** The period filter of the admin's ad auctions (spec §5, ADR 0036): the ad's period touches it. */
let t: TestApp
let token: string
const ids: Record<'dec' | 'jan' | 'feb', string> = { dec: '', jan: '', feb: '' }

beforeAll(async () => {
  t = await createTestApp()
  t.clock.set('2026-11-22T12:00:00.000Z')
  const admin = await createUser(t.db, { role: 'admin_master' })
  token = await t.login(admin.user.email, undefined, '/api/auth/login/admin')
  const made = {
    dec: ['2026-12-01', '2026-12-31'],
    jan: ['2027-01-01', '2027-01-31'],
    feb: ['2027-02-01', '2027-02-28'],
  } as const
  for (const [key, [startsOn, endsOn]] of Object.entries(made))
    ids[key as keyof typeof ids] = (
      await createAdAuction(t.db, { createdBy: admin.user.id, startsOn, endsOn })
    ).id
})
afterAll(() => t.close())

const list = (query: string, locale?: 'pt' | 'en') =>
  t.request({ method: 'GET', url: `/api/admin/ad-auctions?${query}`, token, locale })
const mine = (res: { body: { data: { data: { id: string }[] } } }) =>
  res.body.data.data
    .map((a) => a.id)
    .filter((id) => Object.values(ids).includes(id))
    .sort()

describe('GET /admin/ad-auctions with a period', () => {
  it('keeps the auctions whose ad period overlaps the days asked', async () => {
    expect(mine(await list(''))).toEqual(Object.values(ids).sort())
    const overlap = await list('from=2026-12-31&to=2027-01-01')
    expect(overlap.statusCode).toBe(200)
    expect(mine(overlap)).toEqual([ids.dec, ids.jan].sort())
    expect(mine(await list('from=2027-02-15'))).toEqual([ids.feb])
    expect(mine(await list('to=2026-12-15'))).toEqual([ids.dec])
    expect(mine(await list('from=&to='))).toEqual(Object.values(ids).sort())
  })

  it("refuses 'from' after 'to' with a translated 422", async () => {
    const res = await list('from=2027-02-01&to=2027-01-01', 'en')
    expect(res.statusCode).toBe(422)
    expect(res.body.errors?.find((e: { field: string }) => e.field === 'from')?.message).toBe(
      'The "from" date cannot be after the "to" date',
    )
  })
})
