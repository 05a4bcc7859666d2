import { useState } from 'react'
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core'

import { useQueryClient } from '@tanstack/react-query'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@galera/shared/format/date.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import {
  RATING_VALUES,
  RateJobSchema,
  type JobDto,
  type JobRatingDto,
} from '@galera/shared/jobs/job.schemas.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { HIRER_JOB_KEY, HIRER_JOBS_KEY, rateJob } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

interface RateValues {
  value: string
  comment: string
}

const schemaResolver = zodResolver(RateJobSchema as never) as unknown as Resolver<RateValues>

/** The shared schema, with "required" (not "invalid option" / "3 characters") for blank fields. */
const rateResolver: Resolver<RateValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  const errors = result.errors as Record<string, { message?: string } | undefined>
  if (errors.value && !values.value) errors.value.message = 'validation.required'
  if (errors.comment && !values.comment.trim()) errors.comment.message = 'validation.required'
  return result
}

/** After the job: positive / neutral / negative and a comment (3–1500), once (ADR 0019). */
export function RateJob({ job }: { job: JobDto }) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<RateValues>({
    defaultValues: { value: '', comment: '' },
    resolver: rateResolver,
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const next = await rateJob(job.id, RateJobSchema.parse(values))
      queryClient.setQueryData([...HIRER_JOB_KEY, job.id], next)
      void queryClient.invalidateQueries({ queryKey: HIRER_JOBS_KEY })
      notifySuccess(t('hire.rate.done'))
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['value', 'comment']))
      void queryClient.invalidateQueries({ queryKey: [...HIRER_JOB_KEY, job.id] })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="rate-title">
      <Stack gap="sm">
        <Text id="rate-title" fw={700}>
          {t('hire.rate.title', { name: job.promoter.name })}
        </Text>
        <FormErrorAlert message={formError} />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <Radio.Group
              label={t('hire.rate.value')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.value?.message)}
            >
              <Group gap="lg" mt={4}>
                {RATING_VALUES.map((v) => (
                  <Radio key={v} value={v} label={t(`jobs.rating.${v}`)} onBlur={field.onBlur} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('hire.rate.comment')}
          description={t('hire.rate.commentHint', {
            min: LIMITS.commentMin,
            max: LIMITS.commentMax,
          })}
          required
          rows={4}
          maxLength={LIMITS.commentMax}
          error={fieldError(errors.comment?.message)}
          {...form.register('comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('hire.rate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** One side's rating of the job, read-only. */
export function RatingView({ title, rating }: { title: string; rating: JobRatingDto }) {
  const { t, locale } = useLocale()
  return (
    <Stack gap={2} data-testid="job-rating">
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <Text size="sm">
        {t(`jobs.rating.${rating.value}`)} · {formatDate(rating.createdAt, locale)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {rating.comment}
      </Text>
    </Stack>
  )
}
