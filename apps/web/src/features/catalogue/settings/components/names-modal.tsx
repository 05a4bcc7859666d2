import { useEffect, useState } from 'react'
import { Badge, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'

import { NamesSchema, type NamesInput } from '@galera/shared/catalogue/settings.schemas.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** The pt-BR and English names of a category, subcategory or material, in a dialog. */
export function NamesModal({
  opened,
  title,
  initial,
  onClose,
  onSubmit,
}: {
  opened: boolean
  title: string
  initial?: NamesInput
  onClose: () => void
  /** Throws the API error on failure; the dialog shows it. */
  onSubmit: (input: NamesInput) => Promise<void>
}) {
  const { t, fieldError } = useLocale()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NamesInput>({
    resolver: zodResolver(NamesSchema),
    defaultValues: initial ?? { namePt: '', nameEn: '' },
  })
  useEffect(() => {
    if (opened) {
      reset(initial ?? { namePt: '', nameEn: '' })
      setFailure(null)
    }
  }, [opened, initial, reset])

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      await onSubmit(input)
      onClose()
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['namePt', 'nameEn']))
    }
  })

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert message={failure} />
          <TextInput
            label={t('catalogue.settings.namePt')}
            required
            data-autofocus
            maxLength={80}
            {...register('namePt')}
            error={fieldError(errors.namePt?.message)}
          />
          <TextInput
            label={t('catalogue.settings.nameEn')}
            required
            maxLength={80}
            {...register('nameEn')}
            error={fieldError(errors.nameEn?.message)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalogue.settings.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('catalogue.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useLocale()
  return (
    <Badge color={isActive ? 'teal' : 'gray'} variant="dot" radius="sm">
      {t(isActive ? 'catalogue.settings.active' : 'catalogue.settings.inactive')}
    </Badge>
  )
}
