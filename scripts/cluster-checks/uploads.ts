import { expect, it } from 'vitest'
import { createUser } from '../../apps/api/test/factories/accounts.ts'
import { makePng, multipart } from '../../apps/api/src/platform/files/testing/multipart.ts'
import { APP_HEADERS, PASSWORD, type Cluster } from '../cluster-setup.ts'

/** An upload made through one process is served by every process (S3, ADR 0053). */
export function uploadsCheck(c: Cluster) {
  it('an upload made through one process is served by every process', async () => {
    const { user } = await createUser(c.database.db, { role: 'promoter' })
    const token = (
      (await (await c.login(user.email, PASSWORD, 0)).json()) as { data: { token: string } }
    ).data.token
    const { payload, contentType } = await multipart(
      { purpose: 'gallery' },
      { file: { body: await makePng(64, 64), name: 'p.png', type: 'image/png' } },
    )
    const up = await fetch(c.url('/api/me/images', 1), {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': contentType, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
    })
    expect(up.status).toBe(201)
    const medium = ((await up.json()) as { data: { urls: { medium: string } } }).data.urls.medium
    const bodies = []
    for (const i of [0, 1, 2, 3]) {
      const res = await fetch(c.url(medium, i))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      bodies.push(Buffer.from(await res.arrayBuffer()))
    }
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true)
  })
}
