import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconBrandVimeo,
  IconBrandYoutube,
  IconPhotoPlus,
  IconStar,
  IconTrash,
} from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import {
  AddGalleryVideoSchema,
  GALLERY_MAX_ITEMS,
  type GalleryItemDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { ErrorState, LoadingState } from '../../../components/states.tsx'
import { isApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.tsx'
import {
  GALLERY_KEY,
  PANEL_KEY,
  addGalleryImage,
  addGalleryVideo,
  removeGalleryItem,
  saveGalleryOrder,
  setGalleryCover,
  useGallery,
} from '../api.ts'
import { moveItem, sameOrder } from '../order.ts'
import classes from './promoter-panel.module.css'

/** What the page plugs in to pick a picture (the image library lives in another feature). */
export type LibrarySlot = (props: {
  opened: boolean
  onClose: () => void
  title: string
  onSelect: (imageId: string) => void
}) => ReactNode

/**
 * Gallery tab: items in order with the cover marked; add pictures from the image library or a
 * YouTube/Vimeo link; set the cover, remove; reorder with move up/down buttons (keyboard
 * friendly), then save the order.
 */
export function GalleryEditor({ library }: { library: LibrarySlot }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const gallery = useGallery()
  const [order, setOrder] = useState<string[]>([])
  const [libraryOpen, setLibraryOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [announce, setAnnounce] = useState('')
  const focusAfterMove = useRef<string | null>(null)
  const list = useRef<HTMLOListElement>(null)

  const serverIds = gallery.data?.map((i) => i.id) ?? []
  const serverKey = serverIds.join(',')
  useEffect(() => {
    setOrder(serverKey ? serverKey.split(',') : [])
  }, [serverKey])

  useEffect(() => {
    const target = focusAfterMove.current
    if (!target || !list.current) return
    focusAfterMove.current = null
    const button = list.current.querySelector<HTMLButtonElement>(`[data-move="${target}"]`)
    if (button && !button.disabled) button.focus()
    else {
      const [id] = target.split(':')
      list.current.querySelector<HTMLButtonElement>(`[data-move^="${id}:"]:not(:disabled)`)?.focus()
    }
  }, [order])

  async function run(action: () => Promise<GalleryItemDto[]>, done: string) {
    setBusy(true)
    try {
      const items = await action()
      queryClient.setQueryData(GALLERY_KEY, items)
      void queryClient.invalidateQueries({ queryKey: PANEL_KEY })
      notifySuccess(done)
      return true
    } catch (e) {
      notifyError(isApiError(e) ? e.message : t('httpStatus.other'))
      return false
    } finally {
      setBusy(false)
    }
  }

  if (gallery.isPending) return <LoadingState />
  if (gallery.isError)
    return <ErrorState message={gallery.error.message} onRetry={() => void gallery.refetch()} />

  const byId = new Map(gallery.data.map((i) => [i.id, i]))
  const items = order.map((id) => byId.get(id)).filter((i): i is GalleryItemDto => !!i)
  const dirty = items.length === serverIds.length && !sameOrder(order, serverIds)
  const full = serverIds.length >= GALLERY_MAX_ITEMS

  const move = (index: number, delta: -1 | 1) => {
    const next = moveItem(order, index, delta)
    focusAfterMove.current = `${order[index]}:${delta < 0 ? 'up' : 'down'}`
    setOrder(next)
    setAnnounce(
      t('promoterPanel.gallery.moved', { n: labelOf(index), position: index + delta + 1 }),
    )
  }
  // Items are named by their saved position so a name stays put while the order is edited.
  const savedIndex = new Map(serverIds.map((id, i) => [id, i + 1]))
  const labelOf = (index: number) => savedIndex.get(order[index] ?? '') ?? index + 1
  const nameOf = (item: GalleryItemDto) => {
    const n = savedIndex.get(item.id) ?? 0
    return item.kind === 'image'
      ? t('promoterPanel.gallery.photo', { n })
      : t('promoterPanel.gallery.video', {
          n,
          provider: item.video?.provider === 'vimeo' ? 'Vimeo' : 'YouTube',
        })
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('promoterPanel.gallery.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('promoterPanel.gallery.hint', { max: GALLERY_MAX_ITEMS })}
          </Text>
        </Stack>
        <Badge variant="light" size="lg">
          {t('promoterPanel.gallery.count', {
            count: serverIds.length,
            max: GALLERY_MAX_ITEMS,
          })}
        </Badge>
      </Group>

      <Group align="flex-end" wrap="wrap" gap="md">
        <Button
          leftSection={<IconPhotoPlus size={16} aria-hidden />}
          onClick={() => setLibraryOpen(true)}
          disabled={full || busy}
        >
          {t('promoterPanel.gallery.addPhotos')}
        </Button>
        <VideoForm
          disabled={full || busy}
          onAdded={(items) => {
            queryClient.setQueryData(GALLERY_KEY, items)
            void queryClient.invalidateQueries({ queryKey: PANEL_KEY })
          }}
        />
      </Group>

      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('promoterPanel.gallery.empty')}
        </Text>
      ) : (
        <ol
          className={classes.galleryList}
          ref={list}
          aria-label={t('promoterPanel.gallery.title')}
        >
          {items.map((item, index) => (
            <li key={item.id} className={classes.galleryItem}>
              <Card withBorder radius="md" padding="xs" className={classes.galleryCard}>
                <Card.Section className={classes.galleryMedia}>
                  {item.image ? (
                    <img
                      src={item.image.medium}
                      alt={nameOf(item)}
                      className={classes.galleryImg}
                    />
                  ) : (
                    <Stack align="center" justify="center" gap={4} className={classes.videoTile}>
                      <ThemeIcon size="xl" variant="light" radius="xl" aria-hidden>
                        {item.video?.provider === 'vimeo' ? (
                          <IconBrandVimeo size={24} />
                        ) : (
                          <IconBrandYoutube size={24} />
                        )}
                      </ThemeIcon>
                      <Anchor
                        href={item.video?.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                      >
                        {nameOf(item)}
                      </Anchor>
                    </Stack>
                  )}
                  {item.isCover && (
                    <Badge
                      className={classes.coverBadge}
                      color="dark.7"
                      variant="filled"
                      leftSection={<IconStar size={12} aria-hidden />}
                    >
                      {t('promoterPanel.gallery.cover')}
                    </Badge>
                  )}
                </Card.Section>
                <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      data-move={`${item.id}:up`}
                      aria-label={t('promoterPanel.gallery.moveUp', { n: labelOf(index) })}
                      disabled={index === 0 || busy}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      data-move={`${item.id}:down`}
                      aria-label={t('promoterPanel.gallery.moveDown', { n: labelOf(index) })}
                      disabled={index === items.length - 1 || busy}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {item.kind === 'image' && !item.isCover && (
                      <ActionIcon
                        variant="light"
                        color="yellow"
                        aria-label={t('promoterPanel.gallery.setCoverOf', { n: labelOf(index) })}
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => setGalleryCover(item.id),
                            t('promoterPanel.gallery.coverSet'),
                          )
                        }
                      >
                        <IconStar size={16} aria-hidden />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('promoterPanel.gallery.removeOf', { n: labelOf(index) })}
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => removeGalleryItem(item.id),
                          t('promoterPanel.gallery.removed'),
                        )
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <div role="status" aria-live="polite" className={classes.visuallyHidden}>
        {announce}
      </div>
      {dirty && (
        <Alert variant="light" color="festa">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('promoterPanel.gallery.orderChanged')}</Text>
            <Button
              loading={busy}
              onClick={() =>
                void run(() => saveGalleryOrder(order), t('promoterPanel.gallery.orderSaved'))
              }
            >
              {t('promoterPanel.gallery.saveOrder')}
            </Button>
          </Group>
        </Alert>
      )}
      {library({
        opened: libraryOpen,
        onClose: () => setLibraryOpen(false),
        title: t('promoterPanel.gallery.libraryTitle'),
        onSelect: (imageId) => {
          setLibraryOpen(false)
          void run(() => addGalleryImage(imageId), t('promoterPanel.gallery.added'))
        },
      })}
    </Stack>
  )
}

function VideoForm({
  disabled,
  onAdded,
}: {
  disabled: boolean
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
      onAdded(await addGalleryVideo(videoUrl))
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
      {formError && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {formError}
        </Alert>
      )}
    </form>
  )
}
