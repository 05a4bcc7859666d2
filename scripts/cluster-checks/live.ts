import { expect, it } from 'vitest'
import { createUser } from '../../apps/api/test/factories/accounts.ts'
import { notify } from '../../apps/api/src/modules/notifications/notifications.service.ts'
import { PASSWORD, type Cluster } from '../cluster-setup.ts'

/** A notification committed anywhere reaches SSE clients on every process (LISTEN/NOTIFY). */
export function liveCheck(c: Cluster) {
  it('a notification committed elsewhere reaches SSE clients on any process, through HAProxy', async () => {
    const { user } = await createUser(c.database.db, { role: 'client' })
    const token = (
      (await (await c.login(user.email, PASSWORD, 0)).json()) as { data: { token: string } }
    ).data.token
    const query = 'appKey=galera-web&appSecret=galera-web-dev-secret'
    const streams = await Promise.all(
      [0, 3].map(async (i) => {
        const ctrl = new AbortController()
        const res = await fetch(c.url(`/api/notifications/stream?${query}`, i), {
          headers: { authorization: `Bearer ${token}` },
          signal: ctrl.signal,
        })
        expect(res.headers.get('content-type')).toContain('text/event-stream')
        return { reader: res.body!.getReader(), close: () => ctrl.abort() }
      }),
    )
    // LISTEN/NOTIFY fans it out: the writer (here the test, on the shared database) is no process.
    await notify(c.database.db, { userId: user.id, code: 'terms_updated', link: '/terms' })
    for (const { reader, close } of streams) {
      let text = ''
      while (!text.includes('event: notification')) {
        const chunk = await reader.read()
        if (chunk.done) throw new Error(`stream ended: ${text}`)
        text += Buffer.from(chunk.value).toString()
      }
      expect(text).toContain('/terms')
      close()
    }
  })
}
