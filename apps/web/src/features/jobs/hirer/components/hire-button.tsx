import { lazy, Suspense, useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { IconBriefcase, IconLogin } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { HIRER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import type { PublicPromoterDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { routes } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useSession } from '../../../../lib/session.tsx'
import { useHireWords } from '../api.ts'

// The form (react-hook-form, zod, the steps) loads when the hirer opens it.
const HireModal = lazy(() => import('./hire-modal.tsx').then((m) => ({ default: m.HireModal })))

/**
 * "Contratar" on a promoter's profile: a signed-in client or company opens the hire modal; a
 * visitor goes to the client login (and back here afterwards); promoters, suppliers and admins
 * see why they cannot hire.
 */
export function HireButton({ promoter }: { promoter: PublicPromoterDto }) {
  const { t } = useLocale()
  const ready = useHireWords()
  const { user, loading } = useSession()
  const location = useLocation()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  if (!ready || loading) return null

  if (!user)
    return (
      <Button
        component={Link}
        to={routes.loginClient}
        state={{ from: location.pathname }}
        size="md"
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        {t('hire.button.signIn')}
      </Button>
    )

  const role = roleFromProfile(user.profile)
  if (!role || !HIRER_ROLES.includes(role))
    return (
      <Stack gap={4}>
        <Button size="md" disabled leftSection={<IconBriefcase size={18} aria-hidden />}>
          {t('hire.button.hire')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('hire.button.notHirer')}
        </Text>
      </Stack>
    )

  return (
    <>
      <Button
        size="md"
        leftSection={<IconBriefcase size={18} aria-hidden />}
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
        aria-haspopup="dialog"
      >
        {t('hire.button.hire')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <HireModal opened={opened} onClose={() => setOpened(false)} promoter={promoter} />
        </Suspense>
      )}
    </>
  )
}
