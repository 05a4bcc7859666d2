import { useEffect, useState } from 'react'
import {
  Box,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react'
import {
  ColorSchema,
  HEX_COLOR,
  type AdminColorDto,
  type ColorInput,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { z } from '@galera/shared/validation/zod-setup.ts'
import {
  EmptyState,
  ErrorState,
  LoadingState,
  FormErrorAlert,
} from '../../../../components/states.tsx'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  createColor,
  deleteColor,
  updateColor,
  uploadTexture,
  useAdminColors,
  useRefreshSettings,
} from '../api.ts'

/** A square of the colour, or of its texture tiled (spec §3: colour name, hex, texture). */
export function Swatch({
  hex,
  texture,
  size = 28,
}: {
  hex: string
  texture?: string | null
  size?: number
}) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{
        borderRadius: 4,
        border: '1px solid var(--mantine-color-gray-5)',
        backgroundColor: HEX_COLOR.test(hex) ? hex : 'transparent',
        backgroundImage: texture ? `url(${texture})` : undefined,
        backgroundRepeat: 'repeat',
        flexShrink: 0,
      }}
    />
  )
}

/** Spec §2 Settings → colours: list with swatch, create, edit, delete when unused. */
export function ColorsPanel() {
  const { t, locale } = useLocale()
  const list = useAdminColors()
  const refresh = useRefreshSettings()
  const [editing, setEditing] = useState<{ target?: AdminColorDto } | null>(null)
  const [deleting, setDeleting] = useState<AdminColorDto | null>(null)
  const name = (c: AdminColorDto) => (locale === 'en' ? c.nameEn : c.namePt)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await deleteColor(deleting.id)
      notifySuccess(t('catalogue.settings.colors.deleted', { name: name(deleting) }))
    } finally {
      setDeleting(null)
      refresh()
    }
  }

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.length === 0)
    body = <EmptyState title={t('catalogue.settings.colors.empty')} />
  else
    body = (
      <Table.ScrollContainer minWidth={620}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('catalogue.settings.colors.swatch')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.namePt')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.nameEn')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.colors.hex')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((c) => (
              <Table.Tr key={c.id} data-testid="color-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Swatch hex={c.hex} texture={c.texturePath} />
                    {c.texturePath && (
                      <Text size="xs" c="dimmed">
                        {t('catalogue.settings.colors.hasTexture')}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Th scope="row" fw={500}>
                  {c.namePt}
                </Table.Th>
                <Table.Td>{c.nameEn}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {c.hex}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing({ target: c })}
                      aria-label={t('catalogue.settings.colors.editOf', { name: name(c) })}
                    >
                      {t('catalogue.settings.colors.edit')}
                    </Button>
                    {c.inUse ? (
                      <Tooltip label={t('catalogue.settings.colors.inUse')}>
                        <Text size="xs" c="dimmed" tabIndex={0}>
                          {t('catalogue.settings.colors.inUse')}
                        </Text>
                      </Tooltip>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => setDeleting(c)}
                        aria-label={t('catalogue.settings.colors.deleteOf', { name: name(c) })}
                      >
                        {t('catalogue.settings.colors.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {t('catalogue.settings.colors.add')}
        </Button>
      </Group>
      {body}
      <ColorModal
        opened={!!editing}
        target={editing?.target}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <Modal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? t('catalogue.settings.colors.deleteOf', { name: name(deleting) }) : ''}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
      >
        <Stack gap="md">
          <Text>
            {deleting && t('catalogue.settings.colors.deleteConfirm', { name: name(deleting) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('catalogue.settings.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirmDelete()}>
              {t('catalogue.settings.colors.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

function ColorModal({
  opened,
  target,
  onClose,
  onSaved,
}: {
  opened: boolean
  target?: AdminColorDto
  onClose: () => void
  onSaved: () => void
}) {
  const { t, fieldError } = useLocale()
  const [failure, setFailure] = useState<string | null>(null)
  const [texture, setTexture] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [textureError, setTextureError] = useState<string | null>(null)
  const [textureNote, setTextureNote] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ColorInput, unknown, z.output<typeof ColorSchema>>({
    resolver: zodResolver(ColorSchema),
  })

  useEffect(() => {
    if (!opened) return
    reset({
      namePt: target?.namePt ?? '',
      nameEn: target?.nameEn ?? '',
      hex: target?.hex ?? '#',
      textureImageId: undefined,
    })
    setTexture(target?.texturePath ?? null)
    setFailure(null)
    setTextureError(null)
    setTextureNote(null)
  }, [opened, target, reset])

  const hex = watch('hex') ?? ''

  const onFile = async (file: File | null) => {
    setTextureError(null)
    setTextureNote(null)
    if (!file) return
    setUploading(true)
    try {
      const up = await uploadTexture(file)
      setValue('textureImageId', up.imageId)
      setTexture(up.url)
      setTextureNote(
        t('catalogue.settings.colors.textureReady', { width: up.width, height: up.height }),
      )
    } catch (error) {
      setTextureError(isApiError(error) ? error.message : t('httpStatus.other'))
    } finally {
      setUploading(false)
    }
  }

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    // A refused texture file is not dropped silently: the admin picks another file or says to
    // go on without it.
    if (textureError) {
      setFailure(t('catalogue.settings.colors.textureRefusedPending'))
      return
    }
    try {
      const row = target ? await updateColor(target.id, input) : await createColor(input)
      notifySuccess(
        target
          ? t('catalogue.settings.saved')
          : t('catalogue.settings.colors.created', { name: row.namePt }),
      )
      onSaved()
      onClose()
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['namePt', 'nameEn', 'hex', 'textureImageId']))
    }
  })

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        target
          ? t('catalogue.settings.colors.editOf', { name: target.namePt })
          : t('catalogue.settings.colors.add')
      }
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
          <TextInput
            label={t('catalogue.settings.colors.hex')}
            description={t('catalogue.settings.colors.hexHint')}
            required
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            leftSection={<Swatch hex={hex} size={18} />}
            {...register('hex')}
            error={fieldError(errors.hex?.message)}
          />
          <Controller
            control={control}
            name="textureImageId"
            render={() => (
              <FileInput
                label={t('catalogue.settings.colors.texture')}
                description={t('catalogue.settings.colors.textureHint')}
                accept="image/png,image/jpeg,image/webp,image/gif"
                leftSection={<IconUpload size={16} aria-hidden />}
                clearable={false}
                onChange={(f) => void onFile(f)}
                disabled={uploading}
                error={textureError ?? fieldError(errors.textureImageId?.message)}
                data-testid="texture-input"
              />
            )}
          />
          {textureError && (
            <Button
              size="xs"
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setTextureError(null)}
            >
              {t('catalogue.settings.colors.textureRefusedDiscard')}
            </Button>
          )}
          <div role="status" aria-live="polite">
            {uploading && <Text size="sm">{t('catalogue.settings.colors.textureUploading')}</Text>}
            {textureNote && <Text size="sm">{textureNote}</Text>}
          </div>
          {texture && (
            <Group gap="sm">
              <Swatch hex={hex} texture={texture} size={40} />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  setValue('textureImageId', null)
                  setTexture(null)
                  setTextureNote(null)
                }}
              >
                {t('catalogue.settings.colors.removeTexture')}
              </Button>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalogue.settings.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={uploading}>
              {t('catalogue.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
