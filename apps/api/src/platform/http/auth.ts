import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { ROLE_AREA, type LoginArea, type Role } from '@galera/shared'
import { AppError } from './app-error.ts'

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type AuthRequirement = 'public' | 'user' | readonly Role[]

export interface AuthUser {
  id: string
  role: Role
  name: string
  email: string
  locale: 'pt-BR' | 'en'
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null
  }
  interface RouteShorthandOptions {
    /** Every /api route declares it (ARCHITECTURE.md "Identity and access"). */
    auth?: AuthRequirement
  }
}

export const SESSION_COOKIE = 'galera_session'

export interface AuthOptions {
  /** Finds the live session of a raw token, or null. */
  resolveSession(token: string): Promise<AuthUser | null>
  /** Every guarded `/api/` route is listed here as it is registered (the matrix test reads it). */
  routes?: DeclaredRoute[]
}

/** A route as registered: its method(s), URL pattern (`:id`) and who may call it. */
export interface DeclaredRoute {
  methods: string[]
  url: string
  auth: AuthRequirement
  /** Its request schemas (the hostile-input property test feeds every route through them). */
  schema?: FastifySchema
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim()
    if (token) return token
  }
  const cookie = req.cookies?.[SESSION_COOKIE]
  return cookie || undefined
}

function areaOf(requirement: AuthRequirement): LoginArea {
  if (requirement === 'public' || requirement === 'user') return 'client'
  return ROLE_AREA[requirement[0]]
}

/** The guard the onRoute hook puts in front of every handler. */
export function guard(requirement: AuthRequirement) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (requirement === 'public') return
    if (!req.user) throw new AppError('UNAUTHENTICATED', undefined, undefined, areaOf(requirement))
    if (requirement === 'user') return
    if (!requirement.includes(req.user.role)) throw new AppError('FORBIDDEN')
  }
}

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('user', null)

  app.addHook('onRoute', (route) => {
    const url = route.url
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return
    if (route.auth === undefined) {
      throw new Error(
        `Route ${route.method} ${url} does not declare "auth" (public, user or roles)`,
      )
    }
    options.routes?.push({
      methods: ([] as string[]).concat(route.method),
      url,
      auth: route.auth,
      schema: route.schema,
    })
    // Route-level preValidation runs after the global one that finds the user and before the
    // body is validated: an anonymous call answers 401, not 422.
    const check = guard(route.auth)
    const existing = route.preValidation
    route.preValidation = existing
      ? [check, ...(Array.isArray(existing) ? existing : [existing])]
      : [check]
  })

  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/')) return
    const token = tokenOf(req)
    if (!token) return
    req.user = await options.resolveSession(token)
  })
}
