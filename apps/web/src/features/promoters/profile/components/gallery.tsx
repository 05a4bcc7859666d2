import { lazy, Suspense, useState } from 'react'
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import type { GalleryItemDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { ResponsiveImage } from '../../../../components/responsive-image.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import classes from './promoter-profile.module.css'

const Lightbox = lazy(() => import('./gallery-lightbox.tsx').then((m) => ({ default: m.Lightbox })))

/** The gallery grid; a tile opens the lightbox on that item. */
export function Gallery({ items, name }: { items: GalleryItemDto[]; name: string }) {
  const { t } = useLocale()
  const [open, setOpen] = useState<number | null>(null)
  const [everOpened, setEverOpened] = useState(false)
  if (items.length === 0) return <Text c="dimmed">{t('promoterPage.gallery.empty')}</Text>
  const total = items.length
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 4 }}
        spacing="sm"
        component="ul"
        className={classes.gallery}
      >
        {items.map((item, i) => (
          <li key={item.id}>
            <UnstyledButton
              className={classes.tile}
              onClick={() => {
                setEverOpened(true)
                setOpen(i)
              }}
              aria-label={t(
                item.kind === 'video'
                  ? 'promoterPage.gallery.openVideo'
                  : 'promoterPage.gallery.openPhoto',
                { n: i + 1, total },
              )}
              aria-haspopup="dialog"
            >
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes="(min-width: 62em) 270px, (min-width: 36em) 33vw, 50vw"
                  className={classes.tileImg}
                />
              ) : (
                <span className={classes.videoTile}>
                  <IconPlayerPlay size={36} aria-hidden />
                  <Text span size="sm" fw={600}>
                    {t('promoterPage.gallery.video')}
                  </Text>
                </span>
              )}
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      {everOpened && (
        <Suspense fallback={null}>
          <Lightbox items={items} name={name} index={open} onChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
