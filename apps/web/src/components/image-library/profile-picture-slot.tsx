import { lazy } from 'react'
import { loadDomain } from '../../lib/i18n.ts'
import type { ProfilePicture } from './profile-picture.tsx'

let loading: Promise<{ default: typeof ProfilePicture }> | undefined
const load = () =>
  (loading ??= Promise.all([import('./profile-picture.tsx'), loadDomain('media')]).then(
    ([m]) => ({ default: m.ProfilePicture }),
    (error: unknown) => {
      loading = undefined // a later render asks again
      throw error
    },
  ))

/**
 * The profile picture block, with its words, in its own chunk. A page renders it inside one
 * Suspense boundary with the sections that follow it: arriving on its own after them, it pushed
 * them down (a block 180–250 px tall) under a person's pointer, and a click on a section's
 * "Editar" landed on whatever had moved there.
 */
export const ProfilePictureSlot = lazy(load)

/** Starts loading the block, e.g. while the page's data loads, so it does not wait for it. */
export function preloadProfilePicture() {
  void load().catch(() => undefined) // the page's render asks again and shows a failure
}
