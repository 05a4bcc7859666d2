import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconScale } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import type { JobDisputeDto } from '@galera/shared/payments/payment-dispute.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

/**
 * ADR 0063: the dispute the hirer opened on this job, as the promoter sees it on the job page:
 * the reason and the hirer's account, when it was opened (the event's time zone), its status, the
 * admin's decision once made, and what it means for the promoter's money.
 */
export function PromoterDisputeCard({
  dispute,
  payment,
  timeZone,
}: {
  dispute: JobDisputeDto
  payment: NonNullable<JobDto['payment']>
  timeZone: string
}) {
  const { t, locale } = useLocale()
  const at = (iso: string) => formatDateTime(iso, locale, timeZone)
  const amount = formatBRL(dispute.payoutCents)
  const money =
    dispute.money === 'held'
      ? t('jobs.dispute.money.held', { amount })
      : dispute.money === 'to_release'
        ? t('jobs.dispute.money.to_release', { amount, release: at(payment.releaseAt) })
        : dispute.money === 'released'
          ? t('jobs.dispute.money.released', { amount, date: at(payment.releasedAt!) })
          : t('jobs.dispute.money.refunded')
  const decision =
    dispute.outcome === 'refund'
      ? t('jobs.dispute.outcome.refund', { amount: formatBRL(dispute.refundCents ?? 0) })
      : dispute.outcome === 'release'
        ? t('jobs.dispute.outcome.release')
        : null
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby="promoter-dispute"
      data-testid="promoter-dispute"
      data-money={dispute.money}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconScale aria-hidden size={20} />
            <Title order={2} size="h4" id="promoter-dispute">
              {t('jobs.dispute.title')}
            </Title>
          </Group>
          <Badge
            color={dispute.decidedAt ? 'teal' : 'yellow'}
            variant="dot"
            radius="sm"
            styles={{ label: { textTransform: 'none' } }}
          >
            {dispute.decidedAt ? t('jobs.dispute.status.decided') : t('jobs.dispute.status.open')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          <Field label={t('jobs.dispute.reason')}>
            {t(`jobs.dispute.reasons.${dispute.reason}`)}
          </Field>
          <Field label={t('jobs.dispute.opened')}>{at(dispute.openedAt)}</Field>
          {dispute.decidedAt && (
            <Field label={t('jobs.dispute.decided')}>{at(dispute.decidedAt)}</Field>
          )}
          {decision && <Field label={t('jobs.dispute.decision')}>{decision}</Field>}
        </SimpleGrid>
        <Field label={t('jobs.dispute.account')}>{dispute.description}</Field>
        {dispute.decisionNote && (
          <Field label={t('jobs.dispute.note')}>{dispute.decisionNote}</Field>
        )}
        <Alert
          color={
            dispute.money === 'refunded' ? 'gray' : dispute.money === 'held' ? 'yellow' : 'teal'
          }
          variant="light"
          data-testid="promoter-dispute-money"
        >
          <Text span fw={700} size="sm">
            {t('jobs.dispute.moneyTitle')}:
          </Text>{' '}
          <Text span size="sm">
            {money}
          </Text>
        </Alert>
      </Stack>
    </Card>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}
