import { ActionIcon, Anchor, Badge, Card, Group, Stack, ThemeIcon } from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconBrandVimeo,
  IconBrandYoutube,
  IconStar,
  IconTrash,
} from '@tabler/icons-react'
import type { GalleryItemDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../lib/i18n.ts'
import classes from './promoter-media.module.css'

/**
 * One gallery tile: the picture (or the video's provider and link), the cover mark, move up/down
 * buttons (keyboard reordering) and the cover and remove actions. `n` names the item by its
 * saved position, so its name stays put while the order is edited.
 */
export function GalleryItemCard({
  item,
  name,
  n,
  first,
  last,
  busy,
  onMove,
  onCover,
  onRemove,
}: {
  item: GalleryItemDto
  name: string
  n: number
  first: boolean
  last: boolean
  busy: boolean
  onMove: (delta: -1 | 1) => void
  onCover: () => void
  onRemove: () => void
}) {
  const { t } = useLocale()
  return (
    <Card withBorder radius="md" padding="xs" className={classes.galleryCard}>
      <Card.Section className={classes.galleryMedia}>
        {item.image ? (
          <img src={item.image.medium} alt={name} className={classes.galleryImg} />
        ) : (
          <Stack align="center" justify="center" gap={4} className={classes.videoTile}>
            <ThemeIcon size="xl" variant="light" radius="xl" aria-hidden>
              {item.video?.provider === 'vimeo' ? (
                <IconBrandVimeo size={24} />
              ) : (
                <IconBrandYoutube size={24} />
              )}
            </ThemeIcon>
            <Anchor href={item.video?.url} target="_blank" rel="noopener noreferrer" size="sm">
              {name}
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
            aria-label={t('promoterPanel.gallery.moveUp', { n })}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            data-move={`${item.id}:down`}
            aria-label={t('promoterPanel.gallery.moveDown', { n })}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          {item.kind === 'image' && !item.isCover && (
            <ActionIcon
              variant="light"
              color="yellow"
              aria-label={t('promoterPanel.gallery.setCoverOf', { n })}
              disabled={busy}
              onClick={onCover}
            >
              <IconStar size={16} aria-hidden />
            </ActionIcon>
          )}
          <ActionIcon
            variant="light"
            color="red"
            aria-label={t('promoterPanel.gallery.removeOf', { n })}
            disabled={busy}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  )
}
