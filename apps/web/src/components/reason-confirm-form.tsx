import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import type { MantineColor } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { applyServerErrors } from '../lib/forms.ts'
import { useLocale } from '../lib/i18n.ts'

export interface ReasonInput {
  reason: string
}

interface Props {
  /** The shared zod schema of the request body (`{ reason }`), so the form and the API agree. */
  schema: z.ZodType<ReasonInput, ReasonInput>
  /** What confirming does, said before the field (when the title does not say it already). */
  help?: string
  label: string
  confirmLabel: string
  cancelLabel: string
  color: MantineColor
  /** Sends the reason; a thrown API error lands on the field or goes to `onFailure`. */
  onConfirm: (reason: string) => Promise<void>
  onCancel: () => void
  /** The error no field carries (or null once the field shows it). */
  onFailure: (message: string | null) => void
}

/**
 * An action an admin confirms with a reason the person will read (suspend an account, require the
 * 'Certificado', refuse a 'Certificado' request): the reason, then cancel or confirm. Validated by the action's shared schema; the
 * server's refusal of the reason shows on the field.
 */
export function ReasonConfirmForm({
  schema,
  help,
  label,
  confirmLabel,
  cancelLabel,
  color,
  onConfirm,
  onCancel,
  onFailure,
}: Props) {
  const { fieldError } = useLocale()
  const form = useForm<ReasonInput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  })
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason)
      form.reset()
    } catch (error) {
      onFailure(applyServerErrors(error, form.setError, ['reason']))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {help && <Text size="sm">{help}</Text>}
        <Textarea
          label={label}
          required
          autosize
          minRows={3}
          data-autofocus
          error={fieldError(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" color={color} loading={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
