import { useEffect, useMemo, useState } from 'react'
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconPhotoPlus, IconTrash, IconUserCircle } from '@tabler/icons-react'
import { PROMOTER_GALLERY_MAX } from '@galera/shared/registration/registration.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

export interface Pictures {
  avatar: File | null
  gallery: File[]
}

const ACCEPT = 'image/png,image/jpeg,image/webp'
const isImage = (f: File) => ACCEPT.split(',').includes(f.type)

/** Object URLs for previews, released when the files change or the step unmounts. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files])
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls])
  return urls
}

/**
 * Optional pictures: kept in memory and uploaded right after the account is created (the upload
 * needs the new session). Promoters may add up to 6 gallery photos.
 */
export function PicturesStep({
  value,
  onChange,
  withGallery,
}: {
  value: Pictures
  onChange: (next: Pictures) => void
  withGallery: boolean
}) {
  const { t } = useLocale()
  const [problem, setProblem] = useState<string | null>(null)
  const avatarFiles = useMemo(() => (value.avatar ? [value.avatar] : []), [value.avatar])
  const [avatarUrl] = usePreviews(avatarFiles)
  const galleryUrls = usePreviews(value.gallery)

  function chooseAvatar(file: File | null) {
    setProblem(null)
    if (!file) return
    if (!isImage(file)) return setProblem(t('signup.pictures.notImage'))
    onChange({ ...value, avatar: file })
  }
  function addGallery(files: File[]) {
    setProblem(null)
    const images = files.filter(isImage)
    if (images.length < files.length) setProblem(t('signup.pictures.notImage'))
    const next = [...value.gallery, ...images]
    if (next.length > PROMOTER_GALLERY_MAX)
      setProblem(t('signup.pictures.tooMany', { max: PROMOTER_GALLERY_MAX }))
    onChange({ ...value, gallery: next.slice(0, PROMOTER_GALLERY_MAX) })
  }

  return (
    <Stack gap="lg">
      <Text size="sm">{t('signup.pictures.intro')}</Text>
      {problem && (
        <Alert color="yellow" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('signup.pictures.avatar')}
        </Title>
        <Group gap="md">
          <Avatar
            src={avatarUrl}
            size={96}
            radius={96}
            alt={value.avatar ? t('signup.pictures.preview', { name: value.avatar.name }) : ''}
          >
            <IconUserCircle size={48} aria-hidden />
          </Avatar>
          <Group gap="xs">
            <FileButton onChange={chooseAvatar} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                >
                  {t('signup.pictures.choose')}
                </Button>
              )}
            </FileButton>
            {value.avatar && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('signup.pictures.remove', { name: value.avatar.name })}
                onClick={() => onChange({ ...value, avatar: null })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
      {withGallery && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('signup.pictures.gallery', { max: PROMOTER_GALLERY_MAX })}
          </Title>
          <FileButton onChange={addGallery} accept={ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                w="fit-content"
                disabled={value.gallery.length >= PROMOTER_GALLERY_MAX}
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
              >
                {t('signup.pictures.chooseMany')}
              </Button>
            )}
          </FileButton>
          {value.gallery.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
              {value.gallery.map((file, i) => (
                <Stack key={`${file.name}-${i}`} gap={4} align="center">
                  <Image
                    src={galleryUrls[i]}
                    alt={t('signup.pictures.preview', { name: file.name })}
                    radius="sm"
                    h={80}
                    w="100%"
                    fit="cover"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('signup.pictures.remove', { name: file.name })}
                    onClick={() =>
                      onChange({ ...value, gallery: value.gallery.filter((_, j) => j !== i) })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  )
}
