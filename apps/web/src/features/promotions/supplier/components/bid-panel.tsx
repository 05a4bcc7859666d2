import { useState } from 'react'
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BidInputSchema,
  type SupplierAdAuctionDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL, parseBRL } from '@galera/shared/format/money.ts'
import { MoneyInput } from '../../../../components/money-input.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { placeBid, promotionBidsKey, promotionKey, SUPPLIER_PROMOTIONS_KEY } from '../api.ts'
import { Countdown } from '../../../../components/countdown.tsx'
import { FormErrorAlert } from '../../../../components/states.tsx'

/**
 * The live highest bid (an aria-live region the SSE stream updates) and, while bidding is open
 * and the supplier may bid, the one-click bid of the next minimum and the "other amount" form.
 * Every bid first asks for confirmation stating what a win costs (charged only if it wins);
 * cancelling sends nothing. Each confirmed bid sends its own Idempotency-Key; errors come back
 * translated by the API.
 */
export function BidPanel({ auction: a }: { auction: SupplierAdAuctionDto }) {
  const { t } = useLocale()
  const client = useQueryClient()
  const [other, setOther] = useState('')
  const [otherError, setOtherError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  // The amount awaiting confirmation; kept while the dialog closes so its text never flickers.
  const [pending, setPending] = useState(a.nextMinBidCents)
  const [confirming, setConfirming] = useState(false)
  const ask = (cents: number) => {
    setPending(cents)
    setConfirming(true)
  }
  const canBid = a.phase === 'open' && a.eligible

  const bid = useMutation({
    mutationFn: (amountCents: number) => placeBid(a.id, amountCents, crypto.randomUUID()),
    onMutate: () => setServerError(null),
    onSuccess: (placed) => {
      setOther('')
      notifySuccess(
        t('supplierPromotions.page.bidPlaced', { amount: formatBRL(placed.amountCents) }),
      )
    },
    onError: (error) => {
      setServerError(
        isApiError(error) ? (error.errors[0]?.message ?? error.message) : String(error),
      )
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: promotionKey(a.id) })
      void client.invalidateQueries({ queryKey: promotionBidsKey(a.id) })
      void client.invalidateQueries({ queryKey: [...SUPPLIER_PROMOTIONS_KEY, 'list'] })
    },
  })

  const submitOther = () => {
    const cents = parseBRL(other)
    const parsed = BidInputSchema.safeParse({ amountCents: cents })
    if (cents === undefined || !parsed.success) {
      setOtherError(t('supplierPromotions.page.invalidAmount'))
      return
    }
    setOtherError(null)
    ask(cents)
  }

  const confirmBid = () => {
    setConfirming(false)
    bid.mutate(pending)
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bidding-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="bidding-title">
            {t('supplierPromotions.page.bidding')}
          </Title>
          {a.phase === 'open' && (
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {t('supplierPromotions.card.closesIn')}
              </Text>
              <Countdown until={a.bidsCloseAt} endedLabel={t('supplierPromotions.card.ended')} />
            </Group>
          )}
        </Group>
        <div aria-live="polite" aria-atomic="true" data-testid="live-highest">
          <Text size="sm" c="dimmed">
            {t('supplierPromotions.page.highest')}
          </Text>
          <Text size="xl" fw={700}>
            {a.highestBidCents === null
              ? t('supplierPromotions.card.noBids')
              : formatBRL(a.highestBidCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('supplierPromotions.page.bidCount', { count: a.bidCount })}
          </Text>
          {a.phase === 'open' && a.myHighestBidCents !== null && (
            <Text size="sm" fw={600} c={a.leading ? 'teal.9' : 'orange.9'}>
              {t(a.leading ? 'supplierPromotions.page.leading' : 'supplierPromotions.page.outbid')}
            </Text>
          )}
        </div>
        <Text size="sm" c="dimmed">
          {t('supplierPromotions.page.increment', {
            min: formatBRL(a.minBidCents),
            step: formatBRL(a.incrementCents),
          })}
        </Text>
        {a.phase === 'upcoming' && (
          <Group gap={6}>
            <Text size="sm">{t('supplierPromotions.card.opensIn')}</Text>
            <Countdown until={a.bidsOpenAt} endedLabel={t('supplierPromotions.card.ended')} />
          </Group>
        )}
        {a.phase !== 'closed' && a.phase !== 'cancelled' && !a.eligible && (
          <Alert color="yellow" variant="light">
            {t('supplierPromotions.page.notEligible')}
          </Alert>
        )}
        {canBid && (
          <Stack gap="sm">
            <Button
              size="md"
              onClick={() => ask(a.nextMinBidCents)}
              loading={bid.isPending}
              disabled={a.leading}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('supplierPromotions.page.bidButton', { amount: formatBRL(a.nextMinBidCents) })}
            </Button>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                submitOther()
              }}
            >
              <Group align="flex-start" gap="sm" wrap="wrap">
                <MoneyInput
                  label={t('supplierPromotions.page.otherAmount')}
                  description={t('supplierPromotions.page.otherAmountHint', {
                    amount: formatBRL(a.nextMinBidCents),
                  })}
                  value={other}
                  onChange={(text) => setOther(text)}
                  error={otherError}
                  style={{ flex: '1 1 200px', maxWidth: 280 }}
                />
                <Button
                  type="submit"
                  variant="default"
                  loading={bid.isPending}
                  disabled={a.leading}
                  mt={{ base: 0, xs: 46 }}
                >
                  {t('supplierPromotions.page.placeBid')}
                </Button>
              </Group>
            </form>
          </Stack>
        )}
        <FormErrorAlert message={serverError} />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('supplierPromotions.page.confirmBidTitle', {
          amount: formatBRL(pending),
        })}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('supplierPromotions.page.confirmBidText', { amount: formatBRL(pending) })}</Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('supplierPromotions.page.confirmBidKeep')}
            </Button>
            <Button onClick={confirmBid}>
              {t('supplierPromotions.page.confirmBidConfirm', {
                amount: formatBRL(pending),
              })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
