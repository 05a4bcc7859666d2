import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  RATING_VALUES,
  RateJobSchema,
  type JobDto,
  type RateJobInput,
} from '@galera/shared/jobs/job.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { PROMOTER_JOB_LISTS_KEY, promoterJobKey, rateJob } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** The promoter rates the hirer after a completed job (positive / neutral / negative + comment). */
export function RateForm({ job }: { job: JobDto }) {
  const { t, fieldError } = useLocale()
  const client = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RateJobInput>({
    resolver: zodResolver(RateJobSchema),
    defaultValues: { comment: '' } as Partial<RateJobInput> as RateJobInput,
  })
  const send = useMutation({
    mutationFn: (input: RateJobInput) => rateJob(job.id, input),
    onSuccess: (updated) => {
      client.setQueryData(promoterJobKey(job.id), updated)
      void client.invalidateQueries({ queryKey: PROMOTER_JOB_LISTS_KEY })
      notifySuccess(t('jobs.rate.done'))
    },
    onError: (e) => setFormError(applyServerErrors(e, setError, ['value', 'comment'])),
  })
  const comment = watch('comment') ?? ''

  return (
    <form
      noValidate
      aria-label={t('jobs.rate.title')}
      onSubmit={handleSubmit((input) => {
        setFormError(null)
        send.mutate(input)
      })}
    >
      <Stack gap="sm">
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <Radio.Group
              label={t('jobs.rate.value')}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v)}
              error={fieldError(errors.value?.message)}
              withAsterisk
            >
              <Group gap="lg" mt={4}>
                {RATING_VALUES.map((v) => (
                  <Radio key={v} value={v} label={t(`jobs.rating.${v}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('jobs.rate.comment')}
          description={`${t('jobs.rate.commentHint')} ${comment.length}/${LIMITS.commentMax}`}
          withAsterisk
          rows={4}
          maxLength={LIMITS.commentMax}
          error={fieldError(errors.comment?.message)}
          {...register('comment')}
        />
        <FormErrorAlert message={formError} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('jobs.rate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
