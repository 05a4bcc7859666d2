import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { PaymentDto } from '@galera/shared/payments/payment.schemas.ts'
import { Countdown } from '../../../components/countdown.tsx'
import { PixCharge } from '../../../components/pix-charge.tsx'
import { ErrorState, LoadingState, FormErrorAlert } from '../../../components/states.tsx'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { HIRER_PAYMENT_KEY, openPayment, useHirerPayment } from '../api.ts'
import { PaymentReceipt } from './payment-receipt.tsx'

/**
 * The hirer pays an accepted job (ADR 0055): the deadline with its countdown, then the Pix QR
 * code and "copia e cola" of the provider's charge, or the provider's own card page (the card is
 * never typed here). Shows held, released, expired or refunded once that is the state, and the
 * receipt of a paid job.
 * `onChange` lets the page refresh the job when the payment's status changes.
 */
export function PayPanel({ jobId, onChange }: { jobId: string; onChange: () => void }) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const query = useHirerPayment(jobId, true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const p = query.data
  const status = p?.status
  const seen = useRef(status)
  useEffect(() => {
    if (status && seen.current && status !== seen.current) onChange()
    if (status) seen.current = status
  }, [status, onChange])

  async function open() {
    setBusy(true)
    setError(null)
    try {
      const answer = await openPayment(jobId)
      queryClient.setQueryData<PaymentDto>([...HIRER_PAYMENT_KEY, jobId], answer)
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  let body
  if (query.isPending) body = <LoadingState />
  else if (query.isError)
    body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  else if (p!.status === 'pending') body = pending(p!)
  else body = settled(p!)

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby="job-payment"
      data-testid="pay-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="job-payment">
          {t('hire.payment.title')}
        </Title>
        <FormErrorAlert message={error} />
        {body}
      </Stack>
    </Card>
  )

  function settled(p: PaymentDto) {
    const date = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '')
    const text =
      p.status === 'paid'
        ? t('hire.payment.paid', { date: date(p.paidAt), release: date(p.releaseAt) })
        : p.status === 'released'
          ? t('hire.payment.released', { date: date(p.releasedAt) })
          : p.status === 'refunded'
            ? t('hire.payment.refunded', { amount: formatBRL(p.refundCents) })
            : t(`hire.payment.${p.status}`)
    return (
      <>
        <Alert
          color={p.status === 'paid' || p.status === 'released' ? 'teal' : 'gray'}
          variant="light"
          data-testid="payment-status"
          data-status={p.status}
        >
          {text}
        </Alert>
        <PaymentReceipt payment={p} />
      </>
    )
  }

  function pending(p: PaymentDto) {
    return (
      <Stack gap="sm" data-testid="payment-status" data-status="pending">
        <Text size="sm">
          {t('hire.payment.pending', {
            amount: formatBRL(p.amountCents),
            deadline: formatDateTime(p.deadline, locale),
          })}
        </Text>
        <Text size="sm">
          {t('hire.payment.deadlineIn')}{' '}
          <Countdown until={p.deadline} endedLabel={t('hire.payment.closedNow')} />
        </Text>
        {!p.pix ? (
          <Group>
            <Button
              onClick={() => void open()}
              loading={busy}
              leftSection={<IconQrcode size={18} aria-hidden />}
            >
              {t('hire.payment.payNow')}
            </Button>
          </Group>
        ) : (
          <PixCharge pix={p.pix} cardUrl={p.cardUrl} amountCents={p.amountCents} />
        )}
      </Stack>
    )
  }
}
