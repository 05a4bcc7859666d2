import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Anchor, Container, Stack, Tabs, Title } from '@mantine/core'
import { IconArrowLeft, IconCalendar, IconPhoto, IconUser } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { areaOfProfile } from '../../components/image-library/api.ts'
import {
  preloadProfilePicture,
  ProfilePictureSlot,
} from '../../components/image-library/profile-picture-slot.tsx'
import { useMyProfile } from '../../features/profile/api.ts'
import { PromoterSection } from '../../features/profile/components/promoter-section.tsx'
import {
  MyGalleryEditor,
  type LibrarySlot,
} from '../../features/promoters/panel/components/my-gallery-editor.tsx'
import { ScheduleEditor } from '../../features/promoters/panel/components/schedule-editor.tsx'
import { loadDomain, useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

const TABS = ['profile', 'gallery', 'schedule'] as const
type Tab = (typeof TABS)[number]

const ImageLibraryModal = lazy(() =>
  Promise.all([
    import('../../components/image-library/image-library-modal.tsx'),
    loadDomain('media'),
  ]).then(([m]) => ({ default: m.ImageLibraryModal })),
)

/**
 * promoter-panel editProfile `/promotor/panel/promoter/editProfile?tab=profile|gallery|schedule`:
 * the attributes editor of /profile, the gallery (pictures from the image library) and the
 * schedule, one tab each; the tab lives in the URL so a link can open it.
 */
export function PromoterEditProfilePage() {
  const { t } = useLocale()
  usePageTitle(t('promoterPanel.edit.title'))
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'profile'
  const { user } = useSession()

  const library: LibrarySlot = ({ opened, onClose, title, onSelect }) =>
    opened && user ? (
      <Suspense fallback={null}>
        <ImageLibraryModal
          opened={opened}
          onClose={onClose}
          title={title}
          area={areaOfProfile(user.profile)}
          purpose="gallery"
          onSelect={(image) => onSelect(image.id)}
        />
      </Suspense>
    ) : null

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={pathTo('promoterPanel')} size="sm">
            <IconArrowLeft size={14} aria-hidden /> {t('promoterPanel.edit.back')}
          </Anchor>
          <Title order={1}>{t('promoterPanel.edit.title')}</Title>
        </Stack>
        <Tabs
          value={tab}
          onChange={(next) => setParams({ tab: next ?? 'profile' }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('promoterPanel.edit.tabs.label')}>
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
              {t('promoterPanel.edit.tabs.profile')}
            </Tabs.Tab>
            <Tabs.Tab value="gallery" leftSection={<IconPhoto size={16} aria-hidden />}>
              {t('promoterPanel.edit.tabs.gallery')}
            </Tabs.Tab>
            <Tabs.Tab value="schedule" leftSection={<IconCalendar size={16} aria-hidden />}>
              {t('promoterPanel.edit.tabs.schedule')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            <ProfileTab />
          </Tabs.Panel>
          <Tabs.Panel value="gallery" pt="lg">
            <MyGalleryEditor library={library} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="lg">
            <ScheduleEditor />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}

// The picture block loads beside the profile's data, not after it.
preloadProfilePicture()

function ProfileTab() {
  const { user } = useSession()
  const profile = useMyProfile()
  if (profile.isPending) return <LoadingState />
  if (profile.isError)
    return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
  return (
    <Suspense fallback={<LoadingState />}>
      <Stack gap="lg">
        {user && <ProfilePictureSlot user={user} />}
        <PromoterSection profile={profile.data} />
      </Stack>
    </Suspense>
  )
}
