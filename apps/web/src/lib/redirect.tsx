import { createContext, useContext } from 'react'
import { Navigate } from 'react-router'

/**
 * Where a server render was sent (ADR 0061): `<Navigate>` does nothing in a static router (React
 * Router warns), so on the server `<Redirect>` writes its target here and the reply is a 302.
 */
export interface ServerRedirect {
  to?: string
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null)

/** `<Navigate replace>` in the browser; a 302 when rendered on the server. */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const server = useContext(ServerRedirectContext)
  if (server) {
    server.to ??= to
    return null
  }
  return <Navigate to={to} replace state={state} />
}
