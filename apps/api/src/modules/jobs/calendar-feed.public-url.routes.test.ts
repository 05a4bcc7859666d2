import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'

/*
 * ADR 0030: a process started on another port with no PUBLIC_URL hands out links to itself: the
 * private calendar feed of a promoter points at that port, and answers there.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PORT: '4567' } })
})
afterAll(() => t.close())

it('the calendar feed link uses the port the process answers at', async () => {
  const made = await createPromoter(t.db, { user: { name: 'Lia Porta' } })
  const token = await t.login(made.user.email)
  const res = await t.request({ method: 'POST', url: '/api/promoter/calendar-feed', token })
  expect(res.statusCode).toBe(201)
  const url = new URL(res.body.data.url as string)
  expect(url.origin).toBe('http://localhost:4567')
  const feed = await t.request({ method: 'GET', url: url.pathname })
  expect(feed.statusCode).toBe(200)
  expect(feed.raw.body).toContain('BEGIN:VCALENDAR')
})
