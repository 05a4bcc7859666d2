import http from 'node:http'
import type { Database } from '../apps/api/src/platform/db/database.ts'
import { registrationRepository } from '../apps/api/src/modules/registration/registration.repository.ts'
import { accountsRepository } from '../apps/api/src/modules/accounts/accounts.repository.ts'
import { SESSION_ABSOLUTE_MS } from '../apps/api/src/modules/accounts/sessions.ts'
import { newToken, sha256 } from '../apps/api/src/modules/accounts/tokens.ts'
import { hashPassword } from '../apps/api/src/modules/accounts/passwords.ts'
import { conversationsRepository } from '../apps/api/src/modules/conversations/conversations.repository.ts'
import { sseParser, type DeliveryLedger } from './delivery-ledger.ts'

export const APP_KEY = 'galera-web'
export const APP_SECRET = 'galera-web-dev-secret'

export interface Participant {
  userId: string
  token: string
}
export interface BenchConversation {
  id: string
  hirer: Participant
  promoter: Participant
}

/**
 * `pairs` conversations between a client and a promoter (ADR 0056: `kind = 'promoter'`, a
 * pre-hire question), each participant with a session, written straight to the database through
 * the repositories (a login hashes a password: far too slow for a thousand). One password hash
 * serves every account: nobody logs in with it.
 */
export async function createConversations(
  database: Database,
  pairs: number,
): Promise<BenchConversation[]> {
  const passwordHash = await hashPassword(newToken())
  const now = new Date()
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS)
  return database.db.transaction(async (tx) => {
    const users = registrationRepository(tx)
    const sessions = accountsRepository(tx)
    const conversations = conversationsRepository(tx)
    const participant = async (role: 'client' | 'promoter', i: number): Promise<Participant> => {
      const user = await users.insertUser({
        role,
        name: `Bench ${role} ${i}`,
        email: `bench-${role}-${i}@bench.galera.dev`,
        passwordHash,
      })
      const token = newToken()
      await sessions.insertSession({ userId: user.id, tokenHash: sha256(token), expiresAt, now })
      return { userId: user.id, token }
    }
    const out: BenchConversation[] = []
    for (let i = 0; i < pairs; i++) {
      const hirer = await participant('client', i)
      const promoter = await participant('promoter', i)
      const id = await conversations.insert({
        kind: 'promoter',
        hirerId: hirer.userId,
        providerId: promoter.userId,
        createdAt: now,
      })
      if (!id) throw new Error(`conversation ${i} was not created`)
      out.push({ id, hirer, promoter })
    }
    return out
  })
}

export interface OpenStream {
  /** True once the server ended the stream or the connection broke before `close()`. */
  readonly dropped: boolean
  close(): void
}

/**
 * Opens `/api/notifications/stream` as `who` and resolves at its `ready` event; each `message`
 * event after it goes to the ledger with the time it was read.
 */
export function openStream(
  baseUrl: string,
  agent: http.Agent,
  who: Participant,
  ledger: DeliveryLedger,
  timeoutMs = 60_000,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let ready = false
    let closing = false
    let dropped = false
    const url = `${baseUrl}/api/notifications/stream?appKey=${APP_KEY}&appSecret=${APP_SECRET}`
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${who.token}` } })
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error(`no ready event within ${timeoutMs} ms`))
    }, timeoutMs)
    const stream: OpenStream = {
      get dropped() {
        return dropped
      },
      close() {
        closing = true
        req.destroy()
      },
    }
    const ended = () => {
      if (!closing) dropped = true
    }
    const feed = sseParser((e) => {
      if (e.event === 'ready' && !ready) {
        ready = true
        clearTimeout(timer)
        resolve(stream)
      } else if (e.event === 'message') {
        const at = performance.now()
        const { messageId } = JSON.parse(e.data) as { messageId: number }
        ledger.arrived(who.userId, messageId, at)
      }
    })
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer)
        res.resume()
        reject(new Error(`stream answered HTTP ${res.statusCode}`))
        return
      }
      res.setEncoding('utf8')
      res.on('data', feed)
      res.on('end', ended)
      res.on('close', ended)
    })
    req.on('error', (err) => {
      ended()
      if (!ready) {
        clearTimeout(timer)
        reject(err)
      }
    })
  })
}

/** Runs `task` over `items`, at most `limit` at once. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await task(items[i]!).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        )
      }
    }),
  )
  return results
}

export interface PostResult {
  status: number
  messageId?: number
}

/** POSTs one message as `who`; the message's id when the API answered 201. */
export function postMessage(
  baseUrl: string,
  agent: http.Agent,
  conversationId: string,
  who: Participant,
  text: string,
): Promise<PostResult> {
  const body = JSON.stringify({ text })
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/conversations/${conversationId}/messages`,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-app-key': APP_KEY,
          'x-app-secret': APP_SECRET,
          authorization: `Bearer ${who.token}`,
        },
      },
      (res) => {
        let raw = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (raw += c))
        res.on('end', () => {
          const status = res.statusCode ?? 0
          if (status !== 201) return resolve({ status })
          try {
            const id = (JSON.parse(raw) as { data?: { id?: unknown } }).data?.id
            resolve(typeof id === 'number' ? { status, messageId: id } : { status: -1 })
          } catch {
            resolve({ status: -1 })
          }
        })
        res.on('error', () => resolve({ status: 0 }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0 }))
    req.end(body)
  })
}
