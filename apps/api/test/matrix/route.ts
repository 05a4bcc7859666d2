import type { Role } from '@galera/shared'

/** One route of the authorization matrix (authorization-matrix.ts lists them all). */
export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /** Who may call it: 'public', any signed-in 'user', or the listed roles. */
  allowed: 'public' | 'user' | readonly Role[]
  body?: unknown
}
