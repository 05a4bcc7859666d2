import { Suspense } from 'react'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import {
  preloadProfilePicture,
  ProfilePictureSlot,
} from '../../components/image-library/profile-picture-slot.tsx'
import { useMyProfile } from '../../features/profile/api.ts'
import { AccountSection } from '../../features/profile/components/account-section.tsx'
import { AddressSection } from '../../features/profile/components/address-section.tsx'
import {
  CompanySection,
  SupplierSection,
} from '../../features/profile/components/business-section.tsx'
import { LanguageSection } from '../../features/profile/components/display-language.tsx'
import { PrivacySection } from '../../features/profile/components/privacy-section.tsx'
import { PromoterSection } from '../../features/profile/components/promoter-section.tsx'
import { SecuritySection } from '../../features/profile/components/security-section.tsx'
import { CertificationCard } from '../../features/admin/certification/components/certification-card.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { fetchSessionUser, SESSION_QUERY_KEY } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

// The picture block loads beside the page's data, not after it.
preloadProfilePicture()

/**
 * profile `/profile`: any signed-in user. A list of independent sections (each a card with its
 * own view/edit state), read fresh from `GET /me/profile` on every visit.
 */
export function ProfilePage() {
  const { t } = useLocale()
  usePageTitle(t('web.profile.title'))
  const me = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    refetchOnMount: 'always',
    staleTime: Infinity,
    retry: false,
  })
  const profile = useMyProfile()

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('web.profile.title')}</Title>
          <Text c="dimmed">{t('web.profile.subtitle')}</Text>
        </Stack>
        {me.isPending || profile.isPending ? (
          <LoadingState />
        ) : me.isError || profile.isError ? (
          <ErrorState
            message={(me.error ?? profile.error)?.message}
            onRetry={() => void Promise.all([me.refetch(), profile.refetch()])}
          />
        ) : me.data ? (
          <Suspense fallback={<LoadingState />}>
            <ProfilePictureSlot user={me.data} />
            <AccountSection profile={profile.data} />
            <AddressSection profile={profile.data} />
            <PromoterSection profile={profile.data} />
            <SupplierSection profile={profile.data} />
            <CompanySection profile={profile.data} />
            <SecuritySection />
            <LanguageSection />
            <PrivacySection />
            <CertificationCard />
          </Suspense>
        ) : null}
      </Stack>
    </Container>
  )
}
