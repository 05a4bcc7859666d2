import type { ReactNode } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { roleFromProfile, type Role } from '@galera/shared/auth/profiles.ts'
import { LoadingState } from '../components/states.tsx'
import { useSession } from '../lib/session.tsx'
import { Redirect } from '../lib/redirect.tsx'
import { isChooseRefusal, landingPathFor, returnPathFrom, routes } from '../lib/routes.ts'

/**
 * Browser-side guards are for comfort; the API enforces every rule. Anonymous visitors go to the
 * login of the area (admin screens → /admin, promoter and supplier screens → /promotor, the rest
 * → /login) and come back after logging in (`state.from`).
 */
export function RequireUser({
  roles,
  children,
}: {
  roles?: readonly Role[]
  children?: ReactNode
}) {
  const { user, loading } = useSession()
  const location = useLocation()
  const navigation = useNavigation()
  if (loading) return <LoadingState />
  // Signed out while leaving (logout, or a 401 on its way to the area's login): let it land.
  if (!user && navigation.state !== 'idle') return <LoadingState />
  if (!user) {
    const adminOnly = roles?.every((r) => r === 'admin_master' || r === 'admin_basic')
    // Promoter and supplier screens belong to the "suppliers" area (PRODUCT.md: /promotor).
    const providerOnly = roles?.every((r) => r === 'promoter' || r === 'supplier')
    return (
      <Redirect
        to={
          adminOnly ? routes.loginAdmin : providerOnly ? routes.loginSuppliers : routes.loginClient
        }
        state={{ from: location.pathname }}
      />
    )
  }
  const role = roleFromProfile(user.profile)
  if (roles && (!role || !roles.includes(role)))
    return <Redirect to={landingPathFor(user.profile)} />
  return children ?? <Outlet />
}

/**
 * A signed-in user who opens a login page goes to their landing, except when `/choose` sent them
 * there to say the questionnaire is for client accounts (they may log in as one).
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession()
  const location = useLocation()
  if (loading) return <LoadingState />
  if (user && !isChooseRefusal(location.state))
    return <Redirect to={returnPathFrom(location.state) ?? landingPathFor(user.profile)} />
  return children ?? <Outlet />
}
