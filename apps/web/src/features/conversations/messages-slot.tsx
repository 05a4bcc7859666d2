import { Suspense } from 'react'
import { Box } from '@mantine/core'
import { ADMIN_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { useSession } from '../../lib/session.tsx'
import { loadDomain } from '../../lib/i18n.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'

// Its own chunk, loaded only for signed-in users (as the notification bell).
const MessagesLink = lazyPart('MessagesLink', () =>
  Promise.all([import('./components/messages-link.tsx'), loadDomain('conversations')]).then(
    ([m]) => ({ default: m.MessagesLink }),
  ),
)

/** What the header renders: the inbox link with its unread count for hirers and providers. */
export function MessagesSlot() {
  const { user } = useSession()
  const role = user ? roleFromProfile(user.profile) : null
  if (!user || !role || ADMIN_ROLES.includes(role)) return null
  return (
    // The icon's own size (ActionIcon `lg`) until it arrives: the header's controls do not shift.
    <Suspense fallback={<Box w={34} h={34} aria-hidden />}>
      <MessagesLink />
    </Suspense>
  )
}
