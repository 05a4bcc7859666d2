import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import { z } from '@galera/shared/validation/zod-setup.ts'
import { PublishTermsVersionSchema } from '@galera/shared/legal/terms-versions.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { CURRENT_TERMS_KEY, TERMS_VERSIONS_KEY, publishTermsVersion } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

// The same rules as the API, with a plain date field in place of the ISO date-time.
const FormSchema = PublishTermsVersionSchema.omit({ effectiveAt: true }).extend({
  effectiveDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'validation.invalid' })
    .optional(),
})
type FormInput = z.infer<typeof FormSchema>

/** Publishes a terms version (admin master); explains the 10-day notice and the 5-day window. */
export function PublishTermsForm() {
  const { t, locale, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { version: '', summaryPt: '', summaryEn: '', effectiveDate: '' },
  })
  const onSubmit = handleSubmit(async ({ effectiveDate, ...rest }) => {
    setDone(null)
    setFailure(null)
    try {
      const row = await publishTermsVersion({
        ...rest,
        // Midnight in Brasília of the chosen day; the API moves it to publication + 10 days if earlier.
        effectiveAt: effectiveDate
          ? new Date(`${effectiveDate}T00:00:00-03:00`).toISOString()
          : undefined,
      })
      setDone(
        t('admin.terms.published', {
          version: row.version,
          date: formatDate(row.effectiveAt, locale),
        }),
      )
      reset()
      void queryClient.invalidateQueries({ queryKey: TERMS_VERSIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: CURRENT_TERMS_KEY })
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, ['version', 'summaryPt', 'summaryEn'], {
          effectiveAt: 'effectiveDate',
        }),
      )
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="publish-terms-title">
      <Stack gap="sm">
        <Text fw={700} id="publish-terms-title">
          {t('admin.terms.publish')}
        </Text>
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('admin.terms.rules')}
        </Alert>
        {done && (
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
            {done}
          </Alert>
        )}
        <FormErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.terms.version')}
            required
            error={fieldError(errors.version?.message)}
            {...register('version')}
          />
          <TextInput
            label={t('admin.terms.effectiveAt')}
            type="date"
            error={fieldError(errors.effectiveDate?.message)}
            {...register('effectiveDate')}
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.terms.summaryPt')}
          required
          autosize
          minRows={3}
          error={fieldError(errors.summaryPt?.message)}
          {...register('summaryPt')}
        />
        <Textarea
          label={t('admin.terms.summaryEn')}
          required
          autosize
          minRows={3}
          error={fieldError(errors.summaryEn?.message)}
          {...register('summaryEn')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('admin.terms.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
