import { ActionIcon, AspectRatio, Group, Modal, Stack, Text } from '@mantine/core'
import { useWindowEvent } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { GalleryItemDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useMountedOpen } from '../../../../lib/use-mounted-open.ts'
import classes from './promoter-profile.module.css'

/* Its own chunk: the dialog loads when a visitor first opens a gallery item (ADR 0050). */

/** One item at a time in a dialog: ← → move (wrapping), Esc closes, focus returns to the tile. */
export function Lightbox({
  items,
  name,
  index,
  onChange,
}: {
  items: GalleryItemDto[]
  name: string
  index: number | null
  onChange: (index: number | null) => void
}) {
  const { t } = useLocale()
  const total = items.length
  const move = (by: number) => {
    if (index === null) return
    onChange((index + by + total) % total)
  }
  useWindowEvent('keydown', (event) => {
    if (index === null || total < 2) return
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      move(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      move(-1)
    }
  })
  const item = index === null ? null : items[index]
  // Mounted on the first open: the focus goes back to the tile that opened it.
  const opened = useMountedOpen(item !== null)
  return (
    <Modal
      opened={opened}
      onClose={() => onChange(null)}
      size="xl"
      centered
      title={index === null ? '' : t('promoterPage.gallery.position', { n: index + 1, total })}
      closeButtonProps={{ 'aria-label': t('promoterPage.gallery.close') }}
    >
      {item && index !== null && (
        <Stack gap="sm">
          {item.image ? (
            <img
              src={item.image.large}
              width={item.image.width}
              height={item.image.height}
              alt={t('promoterPage.gallery.photoAlt', { n: index + 1, name })}
              className={classes.lightboxImg}
              data-testid="lightbox-item"
              data-item-id={item.id}
            />
          ) : item.video ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={item.video.embedUrl}
                title={t('promoterPage.gallery.videoTitle', { n: index + 1, name })}
                className={classes.frame}
                allow="fullscreen; picture-in-picture; encrypted-media"
                referrerPolicy="strict-origin-when-cross-origin"
                loading="lazy"
                data-testid="lightbox-item"
                data-item-id={item.id}
              />
            </AspectRatio>
          ) : null}
          {total > 1 && (
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="xl"
                radius="xl"
                onClick={() => move(-1)}
                aria-label={t('promoterPage.gallery.previous')}
              >
                <IconChevronLeft aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed" ta="center">
                {t('promoterPage.gallery.hint')}
              </Text>
              <ActionIcon
                variant="default"
                size="xl"
                radius="xl"
                onClick={() => move(1)}
                aria-label={t('promoterPage.gallery.next')}
              >
                <IconChevronRight aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  )
}
