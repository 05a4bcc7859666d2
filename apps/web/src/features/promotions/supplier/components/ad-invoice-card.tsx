import { useState } from 'react'
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type { AdInvoiceDto, AdInvoiceList } from '@galera/shared/payments/ad-payment.schemas.ts'
import { Countdown } from '../../../../components/countdown.tsx'
import { PixCharge } from '../../../../components/pix-charge.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { AD_INVOICES_KEY, payAdInvoice } from '../ad-invoices.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'
import { AdBoleto } from './ad-boleto.tsx'

const COLORS = { pending: 'yellow', paid: 'teal', expired: 'gray', refunded: 'gray' } as const

/**
 * One ad invoice (ADR 0060): the auction, its period and the amount; while pending, the deadline
 * with its countdown and the pay panel (Pix QR code and "copia e cola", the provider's card
 * page, and the boleto when it can clear in time); then paid (the ad goes online in its period), expired or refunded.
 */
export function AdInvoiceCard({ invoice: inv }: { invoice: AdInvoiceDto }) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const titleId = `ad-invoice-${inv.id}`

  async function open() {
    setBusy(true)
    setError(null)
    try {
      const answer = await payAdInvoice(inv.id)
      queryClient.setQueryData<AdInvoiceList>(AD_INVOICES_KEY, (old) =>
        old ? { items: old.items.map((i) => (i.id === answer.id ? answer : i)) } : old,
      )
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby={titleId}
      data-testid="ad-invoice"
      data-status={inv.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {inv.auctionName}
          </Title>
          <Badge
            color={COLORS[inv.status]}
            variant="dot"
            radius="sm"
            styles={{ label: { textTransform: 'none' } }}
          >
            {t(`supplierPromotions.invoices.status.${inv.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('supplierPromotions.invoices.summary', {
            amount: formatBRL(inv.amountCents),
            from: formatDate(inv.startsOn, locale),
            to: formatDate(inv.endsOn, locale),
          })}
        </Text>
        <FormErrorAlert message={error} />
        {inv.status === 'pending' ? (
          <>
            <Text size="sm">
              {t('supplierPromotions.invoices.pending', {
                deadline: formatDateTime(inv.deadline, locale),
              })}{' '}
              <Countdown until={inv.deadline} endedLabel={t('hire.payment.closedNow')} />
            </Text>
            {inv.pix ? (
              <>
                <PixCharge pix={inv.pix} cardUrl={inv.cardUrl} amountCents={inv.amountCents} />
                <AdBoleto invoice={inv} />
              </>
            ) : (
              <Group>
                <Button
                  onClick={() => void open()}
                  loading={busy}
                  leftSection={<IconQrcode size={18} aria-hidden />}
                >
                  {t('hire.payment.payNow')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Text size="sm" data-testid="ad-invoice-result">
            {inv.status === 'paid'
              ? t('supplierPromotions.invoices.paid', {
                  date: formatDateTime(inv.paidAt!, locale),
                })
              : inv.status === 'refunded'
                ? t('supplierPromotions.invoices.refunded', { amount: formatBRL(inv.refundCents) })
                : t('supplierPromotions.invoices.expired')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
