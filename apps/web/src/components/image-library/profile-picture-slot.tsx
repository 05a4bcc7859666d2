import { lazy, Suspense } from 'react'
import type { SessionUser } from '@galera/shared/auth/auth.schemas.ts'
import { loadDomain } from '../../lib/i18n.ts'

const ProfilePicture = lazy(() =>
  Promise.all([import('./profile-picture.tsx'), loadDomain('media')]).then(([m]) => ({
    default: m.ProfilePicture,
  })),
)

/** The profile picture block, with its words, in its own chunk. */
export function ProfilePictureSlot({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={null}>
      <ProfilePicture user={user} />
    </Suspense>
  )
}
