import { useState } from 'react'
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import type { PayoutDto, PayoutOverviewDto } from '@galera/shared/jobs/job.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { todayInBrazil } from '@galera/shared/registration/registration.schemas.ts'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { PAYOUTS_KEY, markPayoutPaid } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** A `YYYY-MM-DD` day shown as a date (no zone shift: noon UTC is the same day everywhere). */
const dayText = (day: string, locale: 'pt-BR' | 'en') =>
  formatDate(`${day}T12:00:00Z`, locale, 'UTC')

/**
 * Where the money charged to hirers is, bucket by bucket — held for jobs not settled yet, payouts
 * due and paid, refunds and both fees — with their sum next to the charged total. "Conciliado"
 * is judged on the figures shown: the charged total minus the buckets on screen (and the server's
 * own check) must be zero.
 */
export function LedgerTotals({ totals }: { totals: PayoutOverviewDto['totals'] }) {
  const { t } = useLocale()
  const buckets: Array<[string, number]> = [
    ['held', totals.heldCents],
    ['due', totals.duePayoutCents],
    ['paid', totals.paidPayoutCents],
    ['refund', totals.refundCents],
    ['providerFee', totals.providerFeeCents],
    ['platformFee', totals.platformFeeCents],
  ]
  const shown = buckets.reduce((sum, [, cents]) => sum + cents, 0)
  const difference = totals.grossCents - shown
  const reconciled = difference === 0 && totals.unreconciledCents === 0
  const card = (key: string, cents: number, strong = false) => (
    <Card key={key} withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" component="p">
        {t(`fees.payouts.totals.${key}`)}
      </Text>
      <Text fw={700} size={strong ? 'xl' : 'lg'} data-testid={`total-${key}`} data-cents={cents}>
        {formatBRL(cents)}
      </Text>
    </Card>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="ledger-totals-title">
      <Title order={2} size="h4" id="ledger-totals-title">
        {t('fees.payouts.totals.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {card('gross', totals.grossCents, true)}
        {card('sum', shown, true)}
        <Card withBorder padding="sm" radius="md" data-testid="reconciled">
          <Text size="xs" c="dimmed" component="p">
            {t('fees.payouts.totals.reconciled')}
          </Text>
          <Group gap={6} wrap="nowrap">
            {reconciled ? (
              <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
            ) : (
              <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
            )}
            <Text fw={700} size="sm" c={reconciled ? 'teal.9' : 'red.9'}>
              {reconciled
                ? t('fees.payouts.totals.reconciledOk')
                : t('fees.payouts.totals.unreconciled', {
                    amount: formatBRL(difference !== 0 ? difference : totals.unreconciledCents),
                  })}
            </Text>
          </Group>
        </Card>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('fees.payouts.totals.bucketsIntro')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" data-testid="ledger-buckets">
        {buckets.map(([key, cents]) => card(key, cents))}
      </SimpleGrid>
    </Stack>
  )
}

function MarkPaidModal({ payout, onClose }: { payout: PayoutDto; onClose: () => void }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    setFailure(null)
    try {
      await markPayoutPaid(payout.id)
      notifySuccess(t('fees.payouts.done'))
      void queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY })
      onClose()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('fees.payouts.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      <Stack gap="md">
        <Text>
          {t('fees.payouts.confirmBody', {
            amount: formatBRL(payout.amountCents),
            name: payout.promoter.name,
            event: payout.eventName,
          })}
        </Text>
        <FormErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('fees.payouts.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * Payouts with their due day; an admin master marks a due one paid after a confirmation. Stacked
 * cards on a phone (ResponsiveTable).
 */
export function PayoutsTable({ payouts, master }: { payouts: PayoutDto[]; master: boolean }) {
  const { t, locale } = useLocale()
  const [open, setOpen] = useState<PayoutDto | null>(null)
  const today = todayInBrazil(new Date())
  const columns: ResponsiveColumn<PayoutDto>[] = [
    {
      key: 'promoter',
      label: t('fees.payouts.promoter'),
      isTitle: true,
      render: (p) => p.promoter.name,
    },
    { key: 'event', label: t('fees.payouts.event'), render: (p) => p.eventName },
    {
      key: 'amount',
      label: t('fees.payouts.amount'),
      nowrap: true,
      render: (p) => (
        <Text span size="sm" data-cents={p.amountCents}>
          {formatBRL(p.amountCents)}
        </Text>
      ),
    },
    { key: 'dueOn', label: t('fees.payouts.dueOn'), render: (p) => dayText(p.dueOn, locale) },
    {
      key: 'paidAt',
      label: t('fees.payouts.paidAt'),
      nowrap: true,
      render: (p) =>
        p.paidAt ? (
          <Badge color="teal" variant="dot" radius="sm">
            {formatDateTime(p.paidAt, locale)}
          </Badge>
        ) : (
          '—'
        ),
    },
  ]
  if (master)
    columns.push({
      key: 'actions',
      label: t('admin.common.actions'),
      render: (p) =>
        p.paidAt ? null : p.dueOn <= today ? (
          <Button
            size="xs"
            onClick={() => setOpen(p)}
            aria-label={t('fees.payouts.markPaidFor', { name: p.promoter.name })}
          >
            {t('fees.payouts.markPaid')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('fees.payouts.notDue')}
          </Text>
        ),
    })
  return (
    <>
      <ResponsiveTable
        items={payouts}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t('fees.payouts.listTitle')}
        showCaption={false}
        testId="payouts"
        minWidth={720}
        tableProps={{ striped: true, verticalSpacing: 'sm' }}
      />
      {open && <MarkPaidModal payout={open} onClose={() => setOpen(null)} />}
    </>
  )
}
