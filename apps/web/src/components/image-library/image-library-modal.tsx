import { useEffect, useRef, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import {
  ActionIcon,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import {
  ACCEPTED_IMAGE_TYPES,
  UPLOAD_LIMITS,
  type ImageArea,
  type ImageDto,
} from '@galera/shared/media/media.schemas.ts'
import { ErrorState, LoadingState, FormErrorAlert } from '../states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import { deleteMyImage, fetchLibrary, libraryKey, MY_AVATAR_KEY, uploadMyImage } from './api.ts'
import classes from './image-library.module.css'

interface Props {
  opened: boolean
  onClose: () => void
  title: string
  area: ImageArea
  /** What a new upload is for (`POST /api/me/images` purpose). */
  purpose?: 'avatar' | 'gallery' | 'document'
  onSelect: (image: ImageDto) => void
}

/**
 * The image library (spec §7 `{area}/images`): my images as a grid, the next page loaded when the
 * sentinel at the bottom scrolls into view, an upload button, a click picks one; the bin on a
 * tile deletes it after a confirmation (`DELETE /me/images/:id`, ADR 0028).
 */
export function ImageLibraryModal({
  opened,
  onClose,
  title,
  area,
  purpose = 'gallery',
  onSelect,
}: Props) {
  const { t } = useLocale()
  const client = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<{ image: ImageDto; n: number } | null>(null)
  const [deleting, setDeleting] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  // The question takes the focus, so the keyboard answers it at once.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
  }, [confirming])

  const query = useInfiniteQuery({
    queryKey: libraryKey(area),
    queryFn: ({ pageParam, signal }) => fetchLibrary(area, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.last_page ? page + 1 : undefined),
    enabled: opened,
  })
  const images = query.data?.pages.flatMap((p) => p.data) ?? []
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query

  useEffect(() => {
    const node = sentinel.current
    if (!opened || !node || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [opened, hasNextPage, isFetchingNextPage, fetchNextPage, images.length])

  const upload = async (file: File | null) => {
    if (!file) return
    setError(null)
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
      setError(t('media.errors.tooLarge', { mb: UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024 }))
      return
    }
    setProgress(0)
    try {
      await uploadMyImage(file, purpose, setProgress)
      await client.resetQueries({ queryKey: libraryKey(area) })
    } catch (e) {
      setError(isApiError(e) ? e.message : t('media.errors.unreadable'))
    } finally {
      setProgress(null)
    }
  }

  const remove = async (image: ImageDto) => {
    setDeleting(true)
    try {
      await deleteMyImage(image.id)
      notifySuccess(t('media.library.deleted'))
      setConfirming(null)
      await client.resetQueries({ queryKey: libraryKey(area) })
      // It may have been my profile picture (the server clears it).
      void client.invalidateQueries({ queryKey: MY_AVATAR_KEY })
    } catch {
      // The API client already showed the server's message.
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('media.library.close') }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {t('media.library.hint', { mb: UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024 })}
          </Text>
          <FileButton onChange={(f) => void upload(f)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={progress !== null}
              >
                {t('media.library.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{t('media.library.uploading', { percent: progress })}</Text>
            <Progress value={progress} aria-label={t('media.library.upload')} />
          </Stack>
        )}
        <FormErrorAlert message={error} />
        {confirming && (
          <Group
            className={classes.confirm}
            gap="sm"
            wrap="nowrap"
            align="center"
            role="group"
            aria-labelledby="image-delete-question"
          >
            <img src={confirming.image.urls.thumb} alt="" className={classes.confirmThumb} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Text size="sm" id="image-delete-question">
                {t('media.library.deleteConfirm')}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red.9"
                  loading={deleting}
                  onClick={() => void remove(confirming.image)}
                  ref={confirmButton}
                >
                  {t('media.library.deleteYes')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  {t('media.library.deleteNo')}
                </Button>
              </Group>
            </Stack>
          </Group>
        )}
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : images.length === 0 ? (
          <Text ta="center" c="dimmed" py="lg">
            {t('media.library.empty')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 3, sm: 4 }}
            spacing="xs"
            component="ul"
            className={classes.grid}
          >
            {images.map((image, i) => (
              <li key={image.id} className={classes.item}>
                <UnstyledButton
                  className={classes.tile}
                  aria-label={t('media.library.select', { n: i + 1 })}
                  onClick={() => onSelect(image)}
                >
                  <img src={image.urls.thumb} alt="" loading="lazy" className={classes.img} />
                </UnstyledButton>
                <ActionIcon
                  className={classes.remove}
                  variant="white"
                  color="red.9"
                  size="md"
                  aria-label={t('media.library.delete', { n: i + 1 })}
                  onClick={() => setConfirming({ image, n: i + 1 })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </SimpleGrid>
        )}
        <div ref={sentinel} aria-hidden className={classes.sentinel} />
        {isFetchingNextPage && (
          <Center role="status">
            <Loader size="sm" aria-label={t('media.library.loadingMore')} />
          </Center>
        )}
      </Stack>
    </Modal>
  )
}
