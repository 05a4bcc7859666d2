import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { SessionUser } from '@galera/shared/auth/auth.schemas.ts'
import { api, isApiError } from './api-client.ts'
import { useLocale } from './i18n.ts'

/**
 * Spec §3 session. Only language, user and company persist across reloads: the language in
 * localStorage, the user (with its company) on the server behind the HttpOnly cookie, read back
 * with `GET /auth/me`. `loading` starts true until that call answers.
 */
export const SESSION_QUERY_KEY = ['session', 'me'] as const

export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    // A visitor without a session gets `data: null` (ADR 0029): no 401 in the console on every
    // page. A cookie whose session ended is still a 401, read here as signed out too.
    return await api.get<SessionUser | null>('/auth/me', { redirectOn401: false, notify: false })
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}

/** Forgets the user and everything fetched on their behalf. */
export function clearSessionCache(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'public',
  })
  queryClient.setQueryData(SESSION_QUERY_KEY, null)
}

interface SessionValue {
  user: SessionUser | null
  loading: boolean
  /** After a login: reads the user the cookie now identifies. */
  refresh: () => Promise<SessionUser | null>
  /**
   * `POST /auth/logout`, then forgets the user. `leave` runs in between (e.g. go home), so a
   * guarded screen never sees the user vanish and bounces to a login page.
   */
  logout: (leave?: () => void | Promise<void>) => Promise<void>
  /** Forgets a user the server already signed out (account closed): `leave`, then forget. */
  forget: (leave?: () => void | Promise<void>) => Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: Infinity,
    retry: false,
  })

  const refresh = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: SESSION_QUERY_KEY,
        queryFn: fetchSessionUser,
        staleTime: 0,
      }),
    [queryClient],
  )

  const logout = useCallback(
    async (leave?: () => void | Promise<void>) => {
      try {
        await api.post('/auth/logout', {}, { redirectOn401: false })
      } catch (error) {
        // Already signed out on the server: forget locally too. Other failures keep the session
        // (the cookie is still valid) and were already shown by the api client.
        if (!(isApiError(error) && error.status === 401)) throw error
      }
      await leave?.()
      clearSessionCache(queryClient)
    },
    [queryClient],
  )

  // The language picked in this browser becomes the account's language too, so its e-mails and
  // its other devices follow it.
  const { locale } = useLocale()
  const user = query.data
  useEffect(() => {
    if (!user || user.locale === locale) return
    api
      .put<SessionUser>('/auth/me/locale', { locale }, { notify: false, redirectOn401: false })
      .then((updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated))
      .catch(() => undefined) // the next switch or reload tries again
  }, [user, locale, queryClient])

  const forget = useCallback(
    async (leave?: () => void | Promise<void>) => {
      await leave?.()
      clearSessionCache(queryClient)
    },
    [queryClient],
  )

  const value = useMemo<SessionValue>(
    () => ({ user: query.data ?? null, loading: query.isPending, refresh, logout, forget }),
    [query.data, query.isPending, refresh, logout, forget],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}
