import { useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  AddGalleryVideoSchema,
  type GalleryItemDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { applyServerErrors } from '../../lib/forms.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import classes from './promoter-media.module.css'
import { FormErrorAlert } from '../states.tsx'

/** A YouTube/Vimeo link for the gallery, checked with the shared schema before it is sent. */
export function VideoForm({
  disabled,
  add,
  onAdded,
}: {
  disabled: boolean
  add: (videoUrl: string) => Promise<GalleryItemDto[]>
  onAdded: (items: GalleryItemDto[]) => void
}) {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ videoUrl: string }>({
    resolver: zodResolver(AddGalleryVideoSchema),
    defaultValues: { videoUrl: '' },
  })
  const submit = handleSubmit(async ({ videoUrl }) => {
    setFormError(null)
    try {
      onAdded(await add(videoUrl))
      reset({ videoUrl: '' })
      notifySuccess(t('promoterPanel.gallery.added'))
    } catch (e) {
      setFormError(applyServerErrors(e, setError, ['videoUrl']))
    }
  })
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={classes.videoForm}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          className={classes.videoInput}
          label={t('promoterPanel.gallery.videoUrl')}
          placeholder={t('promoterPanel.gallery.videoPlaceholder')}
          type="url"
          inputMode="url"
          disabled={disabled}
          error={fieldError(errors.videoUrl?.message)}
          {...register('videoUrl')}
        />
        <Button type="submit" variant="light" mt={25} loading={isSubmitting} disabled={disabled}>
          {t('promoterPanel.gallery.addVideo')}
        </Button>
      </Group>
      <FormErrorAlert message={formError} mt="xs" />
    </form>
  )
}
