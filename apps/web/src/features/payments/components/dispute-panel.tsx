import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { IconFlag } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import {
  DISPUTE_DESCRIPTION,
  DISPUTE_REASONS,
  OpenDisputeSchema,
  type DisputeDto,
  type DisputeReason,
  type HirerDisputeDto,
} from '@galera/shared/payments/payment-dispute.schemas.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { HIRER_DISPUTE_KEY, HIRER_PAYMENT_KEY, openDispute, useHirerDispute } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

/**
 * ADR 0063: after the job ends and until the money is released, the hirer may open one dispute
 * (a reason and a description); the payment stays held until an admin decides, and the decision
 * shows here. Before the window, and without a dispute after it, nothing shows.
 */
export function DisputePanel({ jobId }: { jobId: string }) {
  const { t, locale } = useLocale()
  const query = useHirerDispute(jobId, true)
  const state = query.data
  if (!state || (!state.dispute && !state.canOpen)) return null
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby="job-dispute"
      data-testid="dispute-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="job-dispute">
          {t('hire.dispute.title')}
        </Title>
        {state.dispute ? (
          <DisputeState dispute={state.dispute} />
        ) : (
          <>
            <Text size="sm">
              {t('hire.dispute.intro', { date: formatDateTime(state.closesAt, locale) })}
            </Text>
            <OpenDispute jobId={jobId} />
          </>
        )}
      </Stack>
    </Card>
  )
}

function DisputeState({ dispute }: { dispute: DisputeDto }) {
  const { t, locale } = useLocale()
  const text = !dispute.outcome
    ? t('hire.dispute.open', {
        date: formatDateTime(dispute.openedAt, locale),
        reason: t(`hire.dispute.reasons.${dispute.reason}`),
      })
    : dispute.outcome === 'refund'
      ? t('hire.dispute.refunded', {
          date: formatDateTime(dispute.decidedAt!, locale),
          amount: formatBRL(dispute.refundCents ?? 0),
        })
      : t('hire.dispute.released', { date: formatDateTime(dispute.decidedAt!, locale) })
  return (
    <Stack gap="xs" data-testid="dispute-state" data-outcome={dispute.outcome ?? 'open'}>
      <Alert color={dispute.outcome ? 'teal' : 'yellow'} variant="light">
        {text}
      </Alert>
      {dispute.decisionNote && (
        <Text size="sm">
          <Text span fw={600}>
            {t('hire.dispute.note')}
          </Text>{' '}
          {dispute.decisionNote}
        </Text>
      )}
    </Stack>
  )
}

function OpenDispute({ jobId }: { jobId: string }) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  const [reason, setReason] = useState<DisputeReason | ''>('')
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit() {
    const parsed = OpenDisputeSchema.safeParse({ reason: reason || undefined, description })
    if (!parsed.success) {
      const of = (k: string) => parsed.error.issues.find((i) => i.path[0] === k)?.message
      setErrors({ reason: fieldError(of('reason')), description: fieldError(of('description')) })
      return
    }
    setBusy(true)
    setError(null)
    try {
      const next = await openDispute(jobId, parsed.data)
      queryClient.setQueryData<HirerDisputeDto>([...HIRER_DISPUTE_KEY, jobId], next)
      void queryClient.invalidateQueries({ queryKey: [...HIRER_PAYMENT_KEY, jobId] })
      setOpened(false)
      notifySuccess(t('hire.dispute.done'))
    } catch (e) {
      setError(isApiError(e) ? e.message : t('httpStatus.other'))
      void queryClient.invalidateQueries({ queryKey: [...HIRER_DISPUTE_KEY, jobId] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Group>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconFlag size={16} aria-hidden />}
          onClick={() => {
            setError(null)
            setOpened(true)
          }}
          aria-haspopup="dialog"
        >
          {t('hire.dispute.button')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Text component="span" fw={700}>
            {t('hire.dispute.formTitle')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('hire.dispute.formIntro')}</Text>
            <NativeSelect
              label={t('hire.dispute.reason')}
              withAsterisk
              value={reason}
              error={errors.reason}
              onChange={(e) => {
                setReason(e.currentTarget.value as DisputeReason)
                setErrors((x) => ({ ...x, reason: undefined }))
              }}
              data={[
                { value: '', label: t('hire.dispute.choose') },
                ...DISPUTE_REASONS.map((r) => ({
                  value: r,
                  label: t(`hire.dispute.reasons.${r}`),
                })),
              ]}
            />
            <Textarea
              label={t('hire.dispute.description')}
              description={t('hire.dispute.descriptionHelp', {
                min: DISPUTE_DESCRIPTION.min,
                max: DISPUTE_DESCRIPTION.max,
              })}
              withAsterisk
              rows={4}
              maxLength={DISPUTE_DESCRIPTION.max}
              value={description}
              error={errors.description}
              onChange={(e) => {
                setDescription(e.currentTarget.value)
                setErrors((x) => ({ ...x, description: undefined }))
              }}
            />
            <FormErrorAlert message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('hire.dispute.back')}
              </Button>
              <Button type="submit" color="red.9" loading={busy}>
                {t('hire.dispute.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
