import { useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconCircleCheck } from '@tabler/icons-react'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type {
  AdminPromoterDetail,
  PromoterStatus,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import {
  ADMIN_PROMOTERS_KEY,
  adminPromoterKey,
  setPromoterFlags,
  setPromoterStatus,
} from '../api.ts'
import { maskCep } from '../../../../lib/masks.ts'
import { PromoterStatusBadge } from './promoter-status-badge.tsx'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </Box>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** "Configurações da conta": account data, profile status (activate/inactivate), admin flags. */
export function AccountTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t, locale } = useLocale()
  const acc = promoter.account
  const addr = promoter.address
  const none = t('admin.promoters.account.none')
  return (
    <Stack gap="lg">
      <StatusSection promoter={promoter} />
      <FlagsSection promoter={promoter} />
      <Section id="admin-promoter-account" title={t('admin.promoters.account.title')}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
          <Row label={t('admin.promoters.name')} value={acc.name} />
          <Row label={t('admin.promoters.email')} value={acc.email} />
          <Row label={t('admin.promoters.account.cpf')} value={acc.cpf ?? none} />
          <Row label={t('admin.promoters.account.phone')} value={acc.phone ?? none} />
          <Row
            label={t('admin.promoters.account.accountStatus')}
            value={t(`admin.statuses.${acc.status}`)}
          />
          <Row
            label={t('admin.promoters.account.createdAt')}
            value={formatDate(acc.createdAt, locale)}
          />
          <Row
            label={t('admin.promoters.certified')}
            value={
              acc.isCertified ? t('admin.promoters.account.yes') : t('admin.promoters.account.no')
            }
          />
          <Row
            label={t('admin.promoters.category')}
            value={
              promoter.attributes.category
                ? locale === 'en'
                  ? promoter.attributes.category.nameEn
                  : promoter.attributes.category.namePt
                : none
            }
          />
          <Row
            label={t('admin.promoters.profile.birthDate')}
            value={`${formatDate(`${promoter.attributes.birthDate}T12:00:00Z`, locale)} (${promoter.attributes.age})`}
          />
          <Row
            label={t('admin.promoters.account.address')}
            value={
              addr
                ? `${addr.street}, ${addr.number}${addr.complement ? ` — ${addr.complement}` : ''}\n${addr.neighborhood}, ${addr.city}/${addr.uf} · ${maskCep(addr.cep)}`
                : none
            }
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('admin.promoters.account.suspendedHint')}
        </Text>
      </Section>
    </Stack>
  )
}

function StatusSection({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const active = promoter.status === 'active'
  const next: PromoterStatus = active ? 'inactive' : 'active'
  const change = useMutation({
    mutationFn: () => setPromoterStatus(promoter.id, next),
    onSuccess: (result) => {
      setConfirming(false)
      setMessage(result.message)
      notifySuccess(result.message)
      queryClient.setQueryData<AdminPromoterDetail>(adminPromoterKey(promoter.id), (old) =>
        old ? { ...old, status: result.status } : old,
      )
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROMOTERS_KEY })
    },
    onError: (e) => {
      setConfirming(false)
      notifyError(e.message)
    },
  })
  return (
    <Section id="admin-promoter-status" title={t('admin.promoters.statusCard.title')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <PromoterStatusBadge status={promoter.status} />
          <Text size="sm" c="dimmed">
            {active
              ? t('admin.promoters.statusCard.activeHelp')
              : t('admin.promoters.statusCard.inactiveHelp')}
          </Text>
          {promoter.blockedUntil && new Date(promoter.blockedUntil) > new Date() && (
            <Text size="sm" c="orange.9">
              {t('admin.promoters.blocked', {
                date: formatDateTime(promoter.blockedUntil, locale),
              })}
            </Text>
          )}
        </Stack>
        <Button
          color={active ? 'red' : 'green.9'}
          variant={active ? 'light' : 'filled'}
          onClick={() => {
            setMessage(null)
            setConfirming(true)
          }}
        >
          {active
            ? t('admin.promoters.statusCard.inactivate')
            : t('admin.promoters.statusCard.activate')}
        </Button>
      </Group>
      {message && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {message}
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={
          active
            ? t('admin.promoters.statusCard.inactivate')
            : t('admin.promoters.statusCard.activate')
        }
        closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
      >
        <Stack gap="md">
          <Text>
            {active
              ? t('admin.promoters.statusCard.confirmInactivate', { name: promoter.account.name })
              : t('admin.promoters.statusCard.confirmActivate', { name: promoter.account.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color={active ? 'red.9' : 'green.9'}
              loading={change.isPending}
              onClick={() => change.mutate()}
            >
              {t('admin.common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  )
}

function FlagsSection({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  // Shown at once (a switch must follow the click); put back if the server refuses.
  const [flags, setFlags] = useState({
    isLaunched: promoter.isLaunched,
    isSpotlight: promoter.isSpotlight,
  })
  const save = useMutation({
    mutationFn: (change: { isLaunched?: boolean; isSpotlight?: boolean }) => {
      setFlags((f) => ({ ...f, ...change }))
      return setPromoterFlags(promoter.id, change)
    },
    onSuccess: (result) => {
      setFlags({ isLaunched: result.isLaunched, isSpotlight: result.isSpotlight })
      queryClient.setQueryData<AdminPromoterDetail>(adminPromoterKey(promoter.id), (old) =>
        old ? { ...old, isLaunched: result.isLaunched, isSpotlight: result.isSpotlight } : old,
      )
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROMOTERS_KEY })
      notifySuccess(t('admin.promoters.flagsCard.saved'))
    },
    onError: (e) => {
      setFlags({ isLaunched: promoter.isLaunched, isSpotlight: promoter.isSpotlight })
      notifyError(e.message)
    },
  })
  return (
    <Section id="admin-promoter-flags" title={t('admin.promoters.flagsCard.title')}>
      <Stack gap="sm">
        <Switch
          label={t('admin.promoters.launched')}
          description={t('admin.promoters.flagsCard.launchedHelp')}
          checked={flags.isLaunched}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ isLaunched: e.currentTarget.checked })}
        />
        <Switch
          label={t('admin.promoters.spotlight')}
          description={t('admin.promoters.flagsCard.spotlightHelp')}
          checked={flags.isSpotlight}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ isSpotlight: e.currentTarget.checked })}
        />
      </Stack>
    </Section>
  )
}
