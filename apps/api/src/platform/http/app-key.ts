import type { FastifyInstance } from 'fastify'
import { timingSafeEqual } from 'node:crypto'
import { sendError } from './error-handler.ts'

function same(a: string | string[] | undefined, b: string): boolean {
  if (typeof a !== 'string') return false
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Paths reachable without the app headers: health probes and the OpenAPI UI in a browser tab. */
// The private calendar feed too: calendar apps cannot send headers (a GET guarded by its
// 256-bit token).
const LIVE_STREAMS = [/^\/api\/notifications\/stream$/, /^\/api\/ad-auctions\/[^/]+\/live$/]

const OPEN = [/^\/api\/health$/, /^\/api\/docs(\/|$)/, /^\/api\/public\/calendar\/[^/]+\.ics$/]

/**
 * Spec §7: every call carries `X-App-Key` and `X-App-Secret`. They identify the client app; they
 * are not a secret (SECURITY.md). Because a cross-site form cannot send them, requiring them on
 * every /api call is also the CSRF defence for cookie-authenticated calls.
 */
export function registerAppKey(app: FastifyInstance, key: string, secret: string): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return
    const path = req.url.split('?')[0]
    if (OPEN.some((re) => re.test(path))) return
    // EventSource cannot send headers: the live streams (GETs, so no CSRF concern) alone may
    // carry the app key in the query instead: notifications and an ad auction's highest bid.
    if (req.method === 'GET' && LIVE_STREAMS.some((re) => re.test(path))) {
      const q = new URLSearchParams(req.url.slice(path.length + 1))
      if (same(q.get('appKey') ?? undefined, key) && same(q.get('appSecret') ?? undefined, secret))
        return
    }
    if (!same(req.headers['x-app-key'], key) || !same(req.headers['x-app-secret'], secret)) {
      return sendError(req, reply, 'APP_KEY_INVALID')
    }
  })
}
