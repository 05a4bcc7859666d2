import { useState } from 'react'
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'

import { useQueryClient } from '@tanstack/react-query'
import { formatBRL } from '@galera/shared/format/money.ts'
import {
  DecisionSchema,
  DISPUTE_DESCRIPTION,
  type PendingDecisionDto,
} from '@galera/shared/payments/payment-dispute.schemas.ts'
import { MoneyInput } from '../../../../components/money-input.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { ADMIN_PAYMENTS_KEY, decidePayment } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

type Choice = 'release' | 'full' | 'partial'

/**
 * ADR 0063: the admin master's decision on a held payment — release to the promoter, or refund
 * the hirer in full or in part (an amount up to what is refundable; the server splits it) — with
 * the reason both sides read. A dialog with radios and fields only: usable from the keyboard.
 */
export function DecisionDialog({
  item,
  onClose,
}: {
  item: PendingDecisionDto | null
  onClose: () => void
}) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [choice, setChoice] = useState<Choice>('release')
  const [amount, setAmount] = useState({ text: '', cents: undefined as number | undefined })
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function reset() {
    setChoice('release')
    setAmount({ text: '', cents: undefined })
    setNote('')
    setErrors({})
    setError(null)
  }

  async function submit() {
    if (!item) return
    const refundCents =
      choice === 'full' ? item.refundableCents : choice === 'partial' ? amount.cents : undefined
    const parsed = DecisionSchema.safeParse({
      outcome: choice === 'release' ? 'release' : 'refund',
      refundCents,
      note,
    })
    const next: typeof errors = {}
    if (!parsed.success) {
      const of = (k: string) => parsed.error.issues.find((i) => i.path[0] === k)?.message
      next.amount = fieldError(of('refundCents'))
      next.note = fieldError(of('note'))
    }
    if (choice === 'partial' && refundCents !== undefined && refundCents > item.refundableCents)
      next.amount = t('fees.adminPayments.decisions.tooMuch', {
        amount: formatBRL(item.refundableCents),
      })
    if (next.amount || next.note || !parsed.success) {
      setErrors(next)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await decidePayment(item.paymentId, parsed.data)
      void queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY })
      notifySuccess(t('fees.adminPayments.decisions.done'))
      reset()
      onClose()
    } catch (e) {
      setError(isApiError(e) ? e.message : t('httpStatus.other'))
      void queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY })
    } finally {
      setBusy(false)
    }
  }

  const close = () => {
    reset()
    onClose()
  }
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={
        <Text component="span" fw={700}>
          {t('fees.adminPayments.decisions.dialogTitle', { event: item?.eventName ?? '' })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      {item && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t('fees.adminPayments.decisions.parties', {
                hirer: item.hirerName,
                promoter: item.promoterName,
                amount: formatBRL(item.amountCents),
              })}
            </Text>
            <Radio.Group
              label={t('fees.adminPayments.decisions.outcome')}
              value={choice}
              onChange={(v) => {
                setChoice(v as Choice)
                setErrors({})
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="release" label={t('fees.adminPayments.decisions.release')} />
                <Radio
                  value="full"
                  disabled={!item.canRefund}
                  label={t('fees.adminPayments.decisions.full', {
                    amount: formatBRL(item.refundableCents),
                  })}
                />
                <Radio
                  value="partial"
                  disabled={!item.canRefund}
                  label={t('fees.adminPayments.decisions.partial')}
                />
              </Stack>
            </Radio.Group>
            {!item.canRefund && (
              <Text size="sm" c="dimmed">
                {t('fees.adminPayments.decisions.notEnded')}
              </Text>
            )}
            {choice === 'partial' && (
              <MoneyInput
                label={t('fees.adminPayments.decisions.amount')}
                description={t('fees.adminPayments.decisions.amountHelp', {
                  amount: formatBRL(item.refundableCents),
                })}
                withAsterisk
                value={amount.text}
                error={errors.amount}
                onChange={(text, cents) => {
                  setAmount({ text, cents })
                  setErrors((x) => ({ ...x, amount: undefined }))
                }}
              />
            )}
            <Textarea
              label={t('fees.adminPayments.decisions.note')}
              description={t('fees.adminPayments.decisions.noteHelp', {
                min: DISPUTE_DESCRIPTION.min,
              })}
              withAsterisk
              rows={3}
              maxLength={DISPUTE_DESCRIPTION.max}
              value={note}
              error={errors.note}
              onChange={(e) => {
                setNote(e.currentTarget.value)
                setErrors((x) => ({ ...x, note: undefined }))
              }}
            />
            <FormErrorAlert message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('fees.adminPayments.decisions.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('fees.adminPayments.decisions.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
