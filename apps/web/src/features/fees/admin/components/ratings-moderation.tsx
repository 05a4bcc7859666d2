import { useState } from 'react'
import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { z } from '@galera/shared/validation/zod-setup.ts'
import { ModerateRatingSchema, type AdminRatingDto } from '@galera/shared/jobs/job.schemas.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { ADMIN_RATINGS_KEY, editRating, hideRating, unhideRating } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

type EditInput = z.input<typeof ModerateRatingSchema>

const VALUE_COLORS = { positive: 'teal', neutral: 'gray', negative: 'red' } as const

function EditRatingModal({ rating, onClose }: { rating: AdminRatingDto; onClose: () => void }) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditInput>({
    resolver: zodResolver(ModerateRatingSchema),
    defaultValues: { comment: rating.comment },
  })
  const onSubmit = handleSubmit(async ({ comment }) => {
    setFailure(null)
    try {
      await editRating(rating.id, comment)
      notifySuccess(t('fees.ratings.saved'))
      void queryClient.invalidateQueries({ queryKey: ADMIN_RATINGS_KEY })
      onClose()
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['comment']))
    }
  })
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={t('fees.ratings.editTitle')}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {rating.rater.name} → {rating.rated.name}
          </Text>
          <FormErrorAlert message={failure} />
          <Textarea
            label={t('fees.ratings.comment')}
            required
            autosize
            minRows={3}
            maxLength={LIMITS.commentMax}
            error={fieldError(errors.comment?.message)}
            {...register('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('fees.ratings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Ratings with edit (modal) and hide / show again; every change is audited by the API. */
export function RatingsTable({ ratings }: { ratings: AdminRatingDto[] }) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<AdminRatingDto | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const toggle = useMutation({
    mutationFn: (r: AdminRatingDto) => (r.hiddenAt ? unhideRating(r.id) : hideRating(r.id)),
    onSuccess: (r) => {
      setFailure(null)
      notifySuccess(t(r.hiddenAt ? 'fees.ratings.hiddenDone' : 'fees.ratings.shownDone'))
      void queryClient.invalidateQueries({ queryKey: ADMIN_RATINGS_KEY })
    },
    onError: (e) => setFailure(e.message),
  })
  return (
    <Stack gap="sm">
      <FormErrorAlert message={failure} />
      <Table.ScrollContainer minWidth={960}>
        <Table striped verticalSpacing="sm" data-testid="admin-ratings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fees.ratings.date')}</Table.Th>
              <Table.Th scope="col">{t('fees.ratings.rater')}</Table.Th>
              <Table.Th scope="col">{t('fees.ratings.rated')}</Table.Th>
              <Table.Th scope="col">{t('fees.ratings.value')}</Table.Th>
              <Table.Th scope="col">{t('fees.ratings.comment')}</Table.Th>
              <Table.Th scope="col">{t('fees.ratings.state')}</Table.Th>
              <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ratings.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.createdAt, locale)}</Table.Td>
                <Table.Td>{r.rater.name}</Table.Td>
                <Table.Td>{r.rated.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={VALUE_COLORS[r.value]} variant="dot" radius="sm">
                    {t(`jobs.rating.${r.value}`)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ maxWidth: 320 }}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.comment}
                  </Text>
                  {r.editedAt && (
                    <Text size="xs" c="dimmed">
                      {t('fees.ratings.edited', { date: formatDate(r.editedAt, locale) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={r.hiddenAt ? 'red' : 'teal'} variant="dot" radius="sm">
                    {t(r.hiddenAt ? 'fees.ratings.hidden' : 'fees.ratings.visible')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(r)}
                      aria-label={t('fees.ratings.editFor', { name: r.rater.name })}
                    >
                      {t('fees.ratings.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={toggle.isPending && toggle.variables?.id === r.id}
                      onClick={() => toggle.mutate(r)}
                      aria-label={t(
                        r.hiddenAt ? 'fees.ratings.unhideFor' : 'fees.ratings.hideFor',
                        {
                          name: r.rater.name,
                        },
                      )}
                    >
                      {t(r.hiddenAt ? 'fees.ratings.unhide' : 'fees.ratings.hide')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <EditRatingModal rating={editing} onClose={() => setEditing(null)} />}
    </Stack>
  )
}
