import { Suspense } from 'react'
import { Box } from '@mantine/core'
import { useSession } from '../../lib/session.tsx'
import { loadDomain } from '../../lib/i18n.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'

// Its own chunk, loaded only for signed-in users: anonymous visitors pay nothing for the bell.
const NotificationBell = lazyPart('NotificationBell', () =>
  Promise.all([import('./notification-bell.tsx'), loadDomain('media')]).then(([m]) => ({
    default: m.NotificationBell,
  })),
)

/** What the header renders: nothing for visitors, the live bell for signed-in users. */
export function NotificationBellSlot() {
  const { user } = useSession()
  if (!user) return null
  return (
    // The icon's own size (ActionIcon `lg`) until it arrives: the header's controls do not shift.
    <Suspense fallback={<Box w={34} h={34} aria-hidden />}>
      <NotificationBell userId={user.userId} />
    </Suspense>
  )
}
