import { useState } from 'react'
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'
import { IconFlag } from '@tabler/icons-react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  REPORT_NOTE_MAX_CHARS,
  REPORT_REASONS,
  ReportMessageSchema,
} from '@galera/shared/conversations/moderation.schemas.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.tsx'
import { useReportMessage } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

interface ReportValues {
  reason: string
  note: string
}

const resolver = zodResolver(ReportMessageSchema as never) as unknown as Resolver<ReportValues>

/**
 * ADR 0058: the other side's message reported to moderation with a reason and an optional note,
 * confirmed in a dialog; once reported, the message says so (the server refuses a second report).
 */
export function ReportMessage({
  conversationId,
  messageId,
  authorName,
  reported,
}: {
  conversationId: string
  messageId: number
  authorName: string
  reported: boolean
}) {
  const { t } = useLocale()
  const [opened, setOpened] = useState(false)
  if (reported)
    return (
      <Text size="xs" c="dimmed" mt={4} data-testid="message-reported">
        <IconFlag size={12} aria-hidden /> {t('conversations.report.reported')}
      </Text>
    )
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        mt={2}
        leftSection={<IconFlag size={12} aria-hidden />}
        aria-label={t('conversations.report.actionLabel', { name: authorName })}
        onClick={() => setOpened(true)}
      >
        {t('conversations.report.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('conversations.report.title')}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
        centered
      >
        {opened && (
          <ReportForm
            conversationId={conversationId}
            messageId={messageId}
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  )
}

function ReportForm({
  conversationId,
  messageId,
  onDone,
}: {
  conversationId: string
  messageId: number
  onDone: () => void
}) {
  const { t, fieldError } = useLocale()
  const report = useReportMessage(conversationId)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ReportValues>({ defaultValues: { reason: '', note: '' }, resolver })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await report.mutateAsync({ messageId, input: ReportMessageSchema.parse(values) })
      notifySuccess(t('conversations.report.sent'))
      onDone()
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['reason', 'note'])
      if (rest) {
        notifyError(rest)
        setFormError(rest)
      }
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('conversations.report.help')}</Text>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Radio.Group
              label={t('conversations.report.reason')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.reason?.message)}
            >
              <Stack gap={6} mt={6}>
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`conversations.report.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('conversations.report.note')}
          rows={3}
          maxLength={REPORT_NOTE_MAX_CHARS}
          error={fieldError(errors.note?.message)}
          {...form.register('note')}
        />
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('conversations.report.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
            {t('conversations.report.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
