import { Link } from 'react-router'
import { Anchor, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type {
  AdAuctionDto,
  AdDevice,
  AdSlotPaymentDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { formatInstant } from '../format.ts'
import { AdStatusBadge, SlotBadge } from './badges.tsx'
import { Field } from './detail-field.tsx'

/**
 * A closed auction's result for the admins: the winner and the charge, where the slot stands with
 * its payment (ADR 0060, ADR 0064: who must pay, how much, by when; offers passed on; unsold) and
 * the ad with its art. While the slot waits for its money the ad's date status is not shown.
 */
export function AuctionResultCard({ auction: a }: { auction: AdAuctionDto }) {
  const { t } = useLocale()
  const ad = a.ad
  const p = a.payment
  const awaiting = p?.state === 'awaiting_payment'
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="auction-result-title">
      <Title order={2} size="h4" id="auction-result-title" mb="sm">
        {t('adminPromotions.detail.result')}
      </Title>
      <Stack gap="md">
        {!a.winner ? (
          <Text>
            {p?.state === 'unsold'
              ? t('adminPromotions.detail.unsoldNote')
              : a.phase === 'closed'
                ? t('adminPromotions.detail.noWinner')
                : t('adminPromotions.detail.waitingClose')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl">
            <Field label={t('adminPromotions.detail.winner')}>{a.winner.name}</Field>
            <Field label={t('adminPromotions.detail.charge')}>
              {formatBRL(a.winner.amountCents)}
            </Field>
          </SimpleGrid>
        )}
        {p && <SlotPayment payment={p} />}
        {a.winner && ad && (
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('adminPromotions.detail.ad')}
            </Title>
            <Group gap="xs" data-testid="admin-ad-status">
              {awaiting ? (
                <SlotBadge state="awaiting_payment" />
              ) : (
                <AdStatusBadge status={ad.status} />
              )}
            </Group>
            <AdDetails auction={a} />
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

function SlotPayment({ payment: p }: { payment: AdSlotPaymentDto }) {
  const { t, locale } = useLocale()
  const when = (iso: string) => formatInstant(iso, locale)
  const c = p.current
  const note =
    p.state === 'awaiting_payment'
      ? t('adminPromotions.detail.awaitingNote')
      : p.state === 'withdrawn'
        ? t('adminPromotions.detail.withdrawnNote')
        : null
  return (
    <Stack gap="sm" data-testid="admin-slot-payment" data-state={p.state}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {t('adminPromotions.detail.payment')}
        </Title>
        <SlotBadge state={p.state} />
      </Group>
      {(p.state === 'awaiting_payment' || p.state === 'paid') && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl">
          <Field
            label={t(
              p.state === 'paid' ? 'adminPromotions.detail.paidBy' : 'adminPromotions.detail.payer',
            )}
          >
            {c.payer?.name ?? '—'}
          </Field>
          <Field label={t('adminPromotions.detail.dueAmount')}>{formatBRL(c.amountCents)}</Field>
          {c.paidAt ? (
            <Field label={t('adminPromotions.detail.paidAt')}>{when(c.paidAt)}</Field>
          ) : (
            <Field label={t('adminPromotions.detail.payBy')}>{when(c.deadline)}</Field>
          )}
        </SimpleGrid>
      )}
      {note && <Text size="sm">{note}</Text>}
      {(p.passedOn.length > 0 || p.state === 'unsold') && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('adminPromotions.detail.passedOn')}
          </Text>
          <List size="sm" data-testid="admin-passed-on">
            {[...p.passedOn, ...(p.state === 'unsold' ? [c] : [])].map((o) => (
              <List.Item key={`${o.payer?.supplierId}-${o.deadline}`}>
                {t('adminPromotions.detail.passedOnItem', {
                  name: o.payer?.name ?? '—',
                  amount: formatBRL(o.amountCents),
                  deadline: when(o.deadline),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  )
}

function AdDetails({ auction: a }: { auction: AdAuctionDto }) {
  const { t, locale } = useLocale()
  const ad = a.ad!
  const art = (device: AdDevice) => {
    const item = ad[device]
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t(
            device === 'desktop'
              ? 'adminPromotions.detail.desktopArt'
              : 'adminPromotions.detail.mobileArt',
          )}
        </Text>
        {item ? (
          <Image
            src={item.url}
            alt={t('adminPromotions.detail.artAlt', { device: t(`promotions.devices.${device}`) })}
            maw={device === 'desktop' ? 480 : 240}
            radius="sm"
          />
        ) : (
          <Text size="sm">{t('adminPromotions.detail.artMissing')}</Text>
        )}
      </Stack>
    )
  }
  return (
    <>
      {ad.cancelledAt && (
        <Text size="sm">
          {t('adminPromotions.detail.cancelledAt', { date: formatInstant(ad.cancelledAt, locale) })}
        </Text>
      )}
      {ad.product && (
        <Text size="sm">
          {t('adminPromotions.detail.product')}: {ad.product.name} ({ad.product.code})
        </Text>
      )}
      <Text size="sm">
        {t('adminPromotions.detail.link')}:{' '}
        <Anchor component={Link} to={ad.link}>
          {ad.link}
        </Anchor>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {art('desktop')}
        {art('mobile')}
      </SimpleGrid>
    </>
  )
}
