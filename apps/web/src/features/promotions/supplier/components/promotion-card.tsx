import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { SupplierAdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { formatDay, PHASE_COLOR, STANDING_COLOR, standingOf } from '../standing.ts'
import { Countdown } from '../../../../components/countdown.tsx'

/** One ad auction in the Promotions tab: kind, name, both periods, position, highest, standing. */
export function PromotionCard({ auction: a }: { auction: SupplierAdAuctionDto }) {
  const { t, locale } = useLocale()
  const standing = standingOf(a)
  const titleId = `promotion-${a.id}`
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        {/* The title takes a line of its own before it would shrink below ~12 characters (it
            grows from a 14rem basis); the badges then wrap under it, never squeezing it to a
            letter per line (a 390 px phone in English with both badges). */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 'min(100%, 12rem)' }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(`promotions.kinds.${a.kind}`)}
            </Text>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'break-word' }}>
              {a.name}
            </Title>
          </Stack>
          <Group gap={6} wrap="wrap" style={{ flex: '0 1 auto', maxWidth: '100%' }}>
            <Badge
              color={PHASE_COLOR[a.phase]}
              variant="dot"
              radius="sm"
              styles={{ label: { textTransform: 'none' } }}
            >
              {t(`promotions.phases.${a.phase}`)}
            </Badge>
            {standing && (
              <Badge
                color={STANDING_COLOR[standing]}
                variant="dot"
                radius="sm"
                styles={{ label: { textTransform: 'none' } }}
              >
                <span>{t('supplierPromotions.standing.label')}: </span>
                {t(`supplierPromotions.standing.${standing}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <Field label={t('supplierPromotions.card.bidding')}>
            {t('supplierPromotions.card.biddingWindow', {
              from: formatDateTime(a.bidsOpenAt, locale),
              to: formatDateTime(a.bidsCloseAt, locale),
            })}
          </Field>
          {(a.phase === 'open' || a.phase === 'upcoming') && (
            <Field
              label={t(
                a.phase === 'open'
                  ? 'supplierPromotions.card.closesIn'
                  : 'supplierPromotions.card.opensIn',
              )}
            >
              <Countdown
                until={a.phase === 'open' ? a.bidsCloseAt : a.bidsOpenAt}
                endedLabel={t('supplierPromotions.card.ended')}
              />
            </Field>
          )}
          <Field label={t('supplierPromotions.card.adPeriod')}>
            {t('supplierPromotions.card.adPeriodValue', {
              from: formatDay(a.startsOn, locale),
              to: formatDay(a.endsOn, locale),
            })}
          </Field>
          <Field label={t('supplierPromotions.card.position')}>
            {t('supplierPromotions.card.positionValue', {
              position: t(`promotions.positions.${a.position}`),
              order: a.slideOrder,
            })}
          </Field>
          <Field label={t('supplierPromotions.card.highest')}>
            {a.highestBidCents === null
              ? `${t('supplierPromotions.card.noBids')} · ${t('supplierPromotions.card.minimum', { amount: formatBRL(a.minBidCents) })}`
              : formatBRL(a.highestBidCents)}
          </Field>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={pathTo('supplierPromotion', { id: a.id })}
            variant="light"
            aria-label={t('supplierPromotions.card.openNamed', { name: a.name })}
          >
            {t('supplierPromotions.card.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  )
}
