import { lazy, Suspense, useState, type Dispatch, type SetStateAction } from 'react'
import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core'
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconPhoto,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react'
import type { ProductImageDto } from '@galera/shared/catalogue/product.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from '@galera/shared/media/media.schemas.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { loadDomain, useLocale } from '../../../../lib/i18n.ts'
import { imageOf, uploadProductImage, type ProductArea } from '../../api.ts'
import classes from '../products.module.css'
import { ALL, refusedId } from './form-values.ts'
import { FormSection } from './form-section.tsx'

const ImageLibraryModal = lazy(() =>
  Promise.all([
    import('../../../../components/image-library/image-library-modal.tsx'),
    loadDomain('media'),
  ]).then(([m]) => ({ default: m.ImageLibraryModal })),
)

/** One photo group: a ticked colour, or every colour (`colorId` null). */
export interface PhotoGroup {
  colorId: string | null
  title: string
  label: string
}

/**
 * Photos per colour: upload or pick from the library, reorder within the group, remove. A refused
 * upload stays on its group (`refused`, keyed by colour id or ALL) until settled.
 */
export function ImagesSection({
  area,
  groups,
  colorIds,
  images,
  setImages,
  refused,
  setRefused,
}: {
  area: ProductArea
  groups: PhotoGroup[]
  colorIds: string[]
  images: ProductImageDto[]
  setImages: Dispatch<SetStateAction<ProductImageDto[]>>
  refused: Record<string, string>
  setRefused: Dispatch<SetStateAction<Record<string, string>>>
}) {
  const { t } = useLocale()
  const [uploading, setUploading] = useState<{ colorId: string | null; percent: number } | null>(
    null,
  )
  const [libraryFor, setLibraryFor] = useState<string | null | undefined>(undefined)
  const [libraryLoaded, setLibraryLoaded] = useState(false)

  const settle = (colorId: string | null) =>
    setRefused(({ [colorId ?? ALL]: _settled, ...rest }) => rest)
  const refuse = (colorId: string | null, reason: string) =>
    setRefused((all) => ({ ...all, [colorId ?? ALL]: reason }))
  const groupOf = (img: ProductImageDto) =>
    img.colorId && colorIds.includes(img.colorId) ? img.colorId : null

  const move = (index: number, dir: -1 | 1) => {
    const group = groupOf(images[index]!)
    let j = index + dir
    while (j >= 0 && j < images.length && groupOf(images[j]!) !== group) j += dir
    if (j < 0 || j >= images.length) return
    const next = [...images]
    ;[next[index], next[j]] = [next[j]!, next[index]!]
    setImages(next)
  }

  const upload = async (file: File | null, colorId: string | null) => {
    if (!file) return
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
      refuse(colorId, t('media.errors.tooLarge', { mb: UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024 }))
      return
    }
    setUploading({ colorId, percent: 0 })
    try {
      const image = await uploadProductImage(area, file, colorId, (percent) =>
        setUploading({ colorId, percent }),
      )
      setImages((list) => [...list, imageOf(image, colorId)])
      settle(colorId)
    } catch (e) {
      refuse(colorId, isApiError(e) ? e.message : t('media.errors.unreadable'))
    } finally {
      setUploading(null)
    }
  }

  const full = images.length >= LIMITS.productImagesMax

  return (
    <FormSection id="pf-images" title={t('products.form.sectionImages')}>
      <Text size="sm" c="dimmed">
        {t('products.form.imagesHint', { max: LIMITS.productImagesMax })}
      </Text>
      {uploading && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('products.form.uploading', { percent: uploading.percent })}</Text>
          <Progress value={uploading.percent} aria-label={t('products.form.upload')} />
        </Stack>
      )}
      {groups.map((g) => {
        const list = images
          .map((img, index) => ({ img, index }))
          .filter(({ img }) => groupOf(img) === g.colorId)
        return (
          <Stack
            key={g.colorId ?? 'all'}
            gap="xs"
            component="fieldset"
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Text component="legend" fw={600} size="sm" p={0}>
              {g.title}
            </Text>
            {refused[g.colorId ?? ALL] !== undefined && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                id={refusedId(g.colorId ?? ALL)}
                tabIndex={-1}
                icon={<IconAlertCircle aria-hidden />}
                title={t('products.form.refusedTitle', { color: g.label })}
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{refused[g.colorId ?? ALL]}</Text>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${t('products.form.refusedKeep')} (${g.label})`}
                    onClick={() => settle(g.colorId)}
                  >
                    {t('products.form.refusedKeep')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('products.form.noImages')}
              </Text>
            ) : (
              <Group
                gap="sm"
                wrap="wrap"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {list.map(({ img, index }, pos) => {
                  const n = index + 1
                  return (
                    <li key={`${img.imageId}-${index}`} className={classes.editorImage}>
                      <img src={img.thumb} alt={t('products.form.imageAlt', { n })} />
                      <Group gap={2} justify="center" mt={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('products.form.moveLeft', { n })}
                          disabled={pos === 0}
                          onClick={() => move(index, -1)}
                        >
                          <IconArrowLeft size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('products.form.moveRight', { n })}
                          disabled={pos === list.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <IconArrowRight size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('products.form.removeImage', { n })}
                          onClick={() => setImages((all) => all.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </li>
                  )
                })}
              </Group>
            )}
            <Group gap="xs" wrap="wrap">
              <FileButton
                onChange={(f) => void upload(f, g.colorId)}
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                disabled={full || uploading !== null}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    disabled={full || uploading !== null}
                  >
                    {t('products.form.uploadFor', { color: g.label })}
                  </Button>
                )}
              </FileButton>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPhoto size={14} aria-hidden />}
                disabled={full}
                aria-label={`${t('products.form.fromLibrary')} (${g.label})`}
                onClick={() => {
                  setLibraryLoaded(true)
                  setLibraryFor(g.colorId)
                }}
              >
                {t('products.form.fromLibrary')}
              </Button>
            </Group>
          </Stack>
        )
      })}
      {libraryLoaded && (
        <Suspense fallback={null}>
          <ImageLibraryModal
            opened={libraryFor !== undefined}
            onClose={() => setLibraryFor(undefined)}
            title={t('products.form.libraryTitle')}
            area={area}
            onSelect={(image) => {
              setImages((list) => [...list, imageOf(image, libraryFor ?? null)])
              settle(libraryFor ?? null)
              setLibraryFor(undefined)
            }}
          />
        </Suspense>
      )}
    </FormSection>
  )
}
