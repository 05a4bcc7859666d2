import { useState } from 'react'
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import type { AdStatus, BannerDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'
import { deleteBanner, useAdminBanners, useRefreshPromotions } from '../api.ts'
import { formatDay } from '../format.ts'
import { AdStatusBadge } from './badges.tsx'
import { BannerFormModal } from './banner-form-modal.tsx'
import { AdminPager } from '../../../../components/admin-pager.tsx'

const FILTERS = ['online', 'scheduled', 'offline', 'deleted'] as const

/** Settings → Banners (spec §3 Banner): the banners placed directly on the home slides. */
export function BannersPanel() {
  const { t, locale } = useLocale()
  const [status, setStatus] = useState<AdStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<BannerDto | 'new' | null>(null)
  const [removing, setRemoving] = useState<BannerDto | null>(null)
  const [busy, setBusy] = useState(false)
  const list = useAdminBanners({ status, page })
  const refresh = useRefreshPromotions()
  const narrow = useMediaQuery('(max-width: 48em)') ?? false
  const actions = (b: BannerDto) =>
    b.status === 'deleted' ? null : (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          onClick={() => setEditing(b)}
          aria-label={t('adminPromotions.banners.editOf', { title: b.title })}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => setRemoving(b)}
          aria-label={t('adminPromotions.banners.deleteOf', { title: b.title })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    )
  const target = (b: BannerDto) =>
    [b.company?.name, b.category?.name, b.product?.name].filter(Boolean).join(' · ') ||
    t('adminPromotions.banners.none')
  const period = (b: BannerDto) =>
    t('adminPromotions.auctions.range', {
      from: formatDay(b.startsOn, locale),
      to: formatDay(b.endsOn, locale),
    })

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await deleteBanner(removing.id)
      notifySuccess(t('adminPromotions.banners.deleted'))
      setRemoving(null)
      refresh()
    } catch (e) {
      notifyError(isApiError(e) ? e.message : t('httpStatus.other'))
    } finally {
      setBusy(false)
    }
  }

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0)
    body = <EmptyState title={t('adminPromotions.banners.empty')} />
  else
    body = (
      <Stack
        gap="md"
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <Text size="sm" c="dimmed" role="status">
          {t('adminPromotions.banners.total', { count: list.data.total })}
        </Text>
        {narrow ? (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.data.map((b) => (
              <Card key={b.id} withBorder padding="sm" component="li" data-testid="banner-row">
                <Stack gap={6}>
                  <Image
                    src={b.mobile.url}
                    alt={t('adminPromotions.banners.thumbAlt', { title: b.title })}
                    w="100%"
                    h={96}
                    fit="cover"
                    radius="xs"
                  />
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{b.title}</Text>
                    {actions(b)}
                  </Group>
                  <Text size="sm">{target(b)}</Text>
                  <Text size="sm">
                    {period(b)} · {t(`promotions.positions.${b.position}`)} · #{b.slideOrder}
                  </Text>
                  {b.link && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {b.link}
                    </Text>
                  )}
                  <Group>
                    <AdStatusBadge status={b.status} />
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table
              striped
              verticalSpacing="sm"
              aria-label={t('adminPromotions.banners.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.art')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.title')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.target')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.period')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.position')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.status')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.banners.cols.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((b) => (
                  <Table.Tr key={b.id} data-testid="banner-row">
                    <Table.Td>
                      <Image
                        src={b.desktop.url}
                        alt={t('adminPromotions.banners.thumbAlt', { title: b.title })}
                        w={128}
                        h={b.position === 'top' ? 40 : 24}
                        fit="cover"
                        radius="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {b.title}
                      </Text>
                      {b.link && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {b.link}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{target(b)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{period(b)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t(`promotions.positions.${b.position}`)} · #{b.slideOrder}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <AdStatusBadge status={b.status} />
                    </Table.Td>
                    <Table.Td>{actions(b)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <AdminPager page={page} total={list.data.lastPage} onChange={setPage} />
      </Stack>
    )

  return (
    <Stack gap="md">
      <Text>{t('adminPromotions.banners.intro')}</Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} w={narrow ? '100%' : undefined}>
          <Text size="sm" fw={500} id="banner-status-label">
            {t('adminPromotions.banners.statusLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="banner-status-label"
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={status ?? 'all'}
            onChange={(v) => {
              setStatus(v === 'all' ? undefined : (v as AdStatus))
              setPage(1)
            }}
            data={[
              { value: 'all', label: t('adminPromotions.banners.all') },
              ...FILTERS.map((s) => ({ value: s, label: t(`promotions.statuses.${s}`) })),
            ]}
          />
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminPromotions.banners.new')}
        </Button>
      </Group>
      {body}
      <BannerFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        banner={editing && editing !== 'new' ? editing : undefined}
      />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('adminPromotions.banners.deleteTitle', { title: removing?.title ?? '' })}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
      >
        <Stack gap="md">
          <Text>{t('adminPromotions.banners.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t('adminPromotions.banners.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('adminPromotions.banners.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
