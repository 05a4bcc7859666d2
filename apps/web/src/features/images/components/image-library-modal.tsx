import { useEffect, useRef, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
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
import { IconUpload } from '@tabler/icons-react'
import {
  ACCEPTED_IMAGE_TYPES,
  UPLOAD_LIMITS,
  type ImageArea,
  type ImageDto,
} from '@galera/shared/media/media.schemas.ts'
import { ErrorState, LoadingState } from '../../../components/states.tsx'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { fetchLibrary, libraryKey, uploadMyImage } from '../api.ts'
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
 * sentinel at the bottom scrolls into view, an upload button, a click picks one.
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
  const sentinel = useRef<HTMLDivElement>(null)

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
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
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
              <li key={image.id}>
                <UnstyledButton
                  className={classes.tile}
                  aria-label={t('media.library.select', { n: i + 1 })}
                  onClick={() => onSelect(image)}
                >
                  <img src={image.urls.thumb} alt="" loading="lazy" className={classes.img} />
                </UnstyledButton>
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
