import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core'
import { Link, useParams, useSearchParams } from 'react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { useAdminPromoter } from '../../features/promoters/admin/api.ts'
import { AccountTab } from '../../features/promoters/admin/components/account-tab.tsx'
import { GalleryTab } from '../../features/promoters/admin/components/gallery-tab.tsx'
import { ProfileTab } from '../../features/promoters/admin/components/profile-tab.tsx'
import { PromoterStatusBadge } from '../../features/promoters/admin/components/promoter-status-badge.tsx'
import { ScheduleTab } from '../../features/promoters/admin/components/schedule-tab.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell } from './admin-shell.tsx'

const TABS = ['account', 'profile', 'gallery', 'schedule'] as const
type Tab = (typeof TABS)[number]

/**
 * `/admin/promoter/{id}?tab=…` (spec §2 "promoter/{id} (edit)"): account, profile, gallery,
 * schedule. The tab lives in the URL, so a link opens it and an unsaved gallery order asks
 * before another tab replaces it.
 */
export function AdminPromoterPage() {
  const { t } = useLocale()
  const { id = '' } = useParams()
  const promoter = useAdminPromoter(id)
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'account'

  const back = (
    <Anchor component={Link} to={pathTo('adminPromoters')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('admin.promoters.backToList')}
      </Group>
    </Anchor>
  )

  if (promoter.isPending)
    return (
      <AdminShell title={t('admin.promoters.title')}>
        <LoadingState />
      </AdminShell>
    )
  if (promoter.isError) {
    const notFound =
      isApiError(promoter.error) && (promoter.error.status === 404 || promoter.error.status === 422)
    return (
      <AdminShell title={notFound ? t('admin.promoters.notFound') : t('admin.promoters.title')}>
        {back}
        {notFound ? (
          <EmptyState title={t('admin.promoters.notFound')} />
        ) : (
          <ErrorState message={promoter.error.message} onRetry={() => void promoter.refetch()} />
        )}
      </AdminShell>
    )
  }

  const p = promoter.data
  return (
    <AdminShell title={p.account.name}>
      <Stack gap="xs" mt={-8}>
        {back}
        <Group gap="sm">
          <PromoterStatusBadge status={p.status} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.account.email}
            {p.address ? ` · ${p.address.city}/${p.address.uf}` : ''}
          </Text>
        </Group>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => setParams({ tab: next ?? 'account' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('admin.promoters.tabs.label')} mb="lg">
          <Tabs.Tab value="account">{t('admin.promoters.tabs.account')}</Tabs.Tab>
          <Tabs.Tab value="profile">{t('admin.promoters.tabs.profile')}</Tabs.Tab>
          <Tabs.Tab value="gallery">
            {t('admin.promoters.tabs.gallery')} ({p.gallery.length})
          </Tabs.Tab>
          <Tabs.Tab value="schedule">{t('admin.promoters.tabs.schedule')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountTab promoter={p} />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileTab key={p.updatedAt} promoter={p} />
        </Tabs.Panel>
        <Tabs.Panel value="gallery">
          <GalleryTab promoter={p} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule">
          <ScheduleTab promoter={p} />
        </Tabs.Panel>
      </Tabs>
    </AdminShell>
  )
}
