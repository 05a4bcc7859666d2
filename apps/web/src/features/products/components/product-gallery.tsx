import { useState } from 'react'
import { AspectRatio, Center, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import type { ColorRef, ProductImageDto } from '@galera/shared/catalogue/product.schemas.ts'
import { ResponsiveImage } from '../../../components/responsive-image.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { ColorSwatch } from './color-swatch.tsx'
import classes from './products.module.css'

/** The images of one colour: its own plus those for every colour (or all, when it has none). */
export function imagesOfColor(images: ProductImageDto[], colorId: string | null) {
  if (!colorId) return images
  const own = images.filter((i) => i.colorId === colorId || i.colorId === null)
  return own.length > 0 ? own : images
}

/**
 * The product's photos per colour: picking a colour swatch shows that colour's photos; the
 * thumbnails are buttons (Tab, Enter/Space) that change the big photo.
 */
export function ProductGallery({
  name,
  images,
  colors,
  colorId,
  onColor,
}: {
  name: string
  images: ProductImageDto[]
  colors: ColorRef[]
  colorId: string | null
  onColor: (id: string) => void
}) {
  const { t } = useLocale()
  const [index, setIndex] = useState(0)
  const shown = imagesOfColor(images, colorId)
  const current = shown[Math.min(index, shown.length - 1)]
  return (
    <Stack gap="sm" component="section" aria-label={t('products.detail.gallery')}>
      <AspectRatio ratio={1} className={classes.mainPhoto}>
        {current ? (
          // The product page's first-screen image (ADR 0050).
          <ResponsiveImage
            image={current}
            alt={t('products.detail.photoAlt', {
              name,
              n: Math.min(index, shown.length - 1) + 1,
            })}
            sizes="(min-width: 62em) 560px, 100vw"
            priority
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Center bg="gray.1">
            <Stack align="center" gap="xs">
              <IconPhotoOff size={48} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('products.detail.noImages')}
              </Text>
            </Stack>
          </Center>
        )}
      </AspectRatio>
      {shown.length > 1 && (
        <Group gap="xs" wrap="wrap" role="list">
          {shown.map((img, i) => (
            <div role="listitem" key={`${img.imageId}-${i}`}>
              <UnstyledButton
                className={classes.thumb}
                aria-label={t('products.detail.showPhoto', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                data-active={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <ResponsiveImage image={img} alt="" sizes="64px" />
              </UnstyledButton>
            </div>
          ))}
        </Group>
      )}
      {colors.length > 0 && (
        <ColorPicker
          colors={colors}
          value={colorId}
          onChange={(id) => {
            setIndex(0)
            onColor(id)
          }}
        />
      )}
    </Stack>
  )
}

/** Colour swatches as toggle buttons (the chosen one pressed), named by colour. */
export function ColorPicker({
  colors,
  value,
  onChange,
}: {
  colors: ColorRef[]
  value: string | null
  onChange: (id: string) => void
}) {
  const { t } = useLocale()
  const chosen = colors.find((c) => c.id === value)
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="product-colors-label">
        {t('products.detail.colors')}
        {chosen ? `: ${chosen.name}` : ''}
      </Text>
      <Group gap={6} role="group" aria-labelledby="product-colors-label" wrap="wrap">
        {colors.map((c) => (
          <UnstyledButton
            key={c.id}
            className={classes.swatchButton}
            aria-label={t('products.detail.colorOption', { color: c.name })}
            aria-pressed={c.id === value}
            data-active={c.id === value || undefined}
            title={c.name}
            onClick={() => onChange(c.id)}
          >
            <ColorSwatch hex={c.hex} texture={c.textureUrl} size={26} />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  )
}
