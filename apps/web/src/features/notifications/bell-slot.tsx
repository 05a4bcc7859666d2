import { lazy, Suspense } from 'react'
import { useSession } from '../../lib/session.tsx'
import { loadDomain } from '../../lib/i18n.ts'

// Its own chunk, loaded only for signed-in users: anonymous visitors pay nothing for the bell.
const NotificationBell = lazy(() =>
  Promise.all([import('./notification-bell.tsx'), loadDomain('media')]).then(([m]) => ({
    default: m.NotificationBell,
  })),
)

/** What the header renders: nothing for visitors, the live bell for signed-in users. */
export function NotificationBellSlot() {
  const { user } = useSession()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <NotificationBell userId={user.userId} />
    </Suspense>
  )
}
