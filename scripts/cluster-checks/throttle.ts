import { expect, it } from 'vitest'
import { createUser } from '../../apps/api/test/factories/accounts.ts'
import { PASSWORD, type Cluster } from '../cluster-setup.ts'

/** A login throttle hit on one process holds on the others (Redis counters, ADR 0052). */
export function throttleCheck(c: Cluster) {
  it('a login throttle hit on one process holds on the others', async () => {
    const { user } = await createUser(c.database.db, { role: 'client' })
    // Processes trust one proxy hop: this header stands for the client address HAProxy adds.
    for (let n = 0; n < 5; n++)
      expect((await c.login(user.email, 'Wrong@2026', 1, '10.7.7.7')).status).toBe(400)
    for (const i of [2, 3]) {
      const res = await c.login(user.email, PASSWORD, i, '10.7.7.7')
      expect(res.status).toBe(429)
      expect(((await res.json()) as { code: string }).code).toBe('LOGIN_THROTTLED')
    }
    expect((await c.login(user.email, PASSWORD, 2, '10.7.7.8')).status).toBe(200)
  })
}
