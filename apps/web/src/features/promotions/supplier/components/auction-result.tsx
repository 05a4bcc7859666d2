import { Link } from 'react-router'
import { Alert, Button, Stack, Text } from '@mantine/core'
import type { SupplierAdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { myExpiredOffer } from '../standing.ts'

/**
 * A closed auction's result as the supplier reads it, with where the slot stands with its payment
 * (ADR 0060, ADR 0064, from the API's `payment`): the winner is told what to pay by when and gets
 * the way to pay; an offer it let expire, the slot passed on, or left unsold, reads so.
 */
export function AuctionResult({ auction: a }: { auction: SupplierAdAuctionDto }) {
  const { t, locale } = useLocale()
  const p = a.payment
  const when = (iso: string) => formatDateTime(iso, locale)
  const mineExpired = myExpiredOffer(a)
  const awaitingMine = p?.state === 'awaiting_payment' && p.current.mine
  let text: string
  let color = 'gray'
  if (a.phase === 'cancelled') text = t('supplierPromotions.page.cancelledAuction')
  else if (awaitingMine) {
    color = 'yellow'
    text = t(
      p.passedOn.length > 0
        ? 'supplierPromotions.page.resultPassedToYou'
        : 'supplierPromotions.page.resultAwaiting',
      { amount: formatBRL(p.current.amountCents), deadline: when(p.current.deadline) },
    )
  } else if (a.won && a.winner) {
    color = 'green'
    text = t(
      p?.state === 'paid'
        ? 'supplierPromotions.page.resultPaid'
        : 'supplierPromotions.page.resultWon',
      { amount: formatBRL(a.winner.amountCents) },
    )
  } else if (mineExpired) {
    text = t(
      p?.state === 'unsold' && p.current === mineExpired
        ? 'supplierPromotions.page.resultMineExpiredUnsold'
        : 'supplierPromotions.page.resultMineExpired',
      { amount: formatBRL(mineExpired.amountCents), deadline: when(mineExpired.deadline) },
    )
  } else if (p?.state === 'unsold') text = t('supplierPromotions.page.resultUnsold')
  else if (a.winner)
    text = t('supplierPromotions.page.resultLost', { amount: formatBRL(a.winner.amountCents) })
  else if (a.highestBidCents === null) text = t('supplierPromotions.page.resultNoBids')
  else text = t('supplierPromotions.page.resultLost', { amount: formatBRL(a.highestBidCents) })
  const othersWait = p?.state === 'awaiting_payment' && !p.current.mine
  return (
    <Alert
      color={color}
      variant="default"
      title={t('supplierPromotions.page.resultTitle')}
      aria-live="polite"
      data-testid="auction-result"
      data-slot={p?.state}
    >
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {othersWait && (
          <Text size="sm">
            {t('supplierPromotions.page.resultOtherAwaiting', {
              deadline: when(p.current.deadline),
            })}
          </Text>
        )}
        {awaitingMine && (
          <Button
            component={Link}
            to={pathTo('supplierAdInvoices')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('supplierPromotions.page.payNow')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
