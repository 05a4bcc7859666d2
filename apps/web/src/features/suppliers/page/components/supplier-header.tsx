import type { ReactNode } from 'react'
import { Group, Stack, Text, Title } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import type { SupplierImageDto } from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { ResponsiveImage } from '../../../../components/responsive-image.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { readableTextOn } from '../contrast.ts'
import classes from './supplier-page.module.css'

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

/**
 * A supplier's header in its chosen colour; the text is white or black, whichever contrasts more
 * (WCAG AA on any colour). `headingLevel` 1 on the public page, 2 inside the editor's preview.
 */
export function SupplierHeader({
  name,
  color,
  logo,
  city,
  uf,
  headingLevel = 1,
  children,
}: {
  name: string
  color: string
  logo: SupplierImageDto | null
  city?: string | null
  uf?: string | null
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const { t } = useLocale()
  const text = readableTextOn(color)
  return (
    <div className={classes.header} style={{ background: color, color: text }}>
      <Group gap="lg" wrap="nowrap" align="center">
        {logo ? (
          <ResponsiveImage
            image={logo}
            alt={t('catalogue.suppliers.logoAlt', { name })}
            width={96}
            height={96}
            sizes="96px"
            className={classes.logo}
          />
        ) : (
          <div
            className={classes.logo}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#000',
            }}
            aria-hidden
          >
            <Text fw={700} size="xl">
              {initialsOf(name)}
            </Text>
          </div>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingLevel} c="inherit" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {city && uf && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text c="inherit">
                {city} / {uf}
              </Text>
            </Group>
          )}
          {children}
        </Stack>
      </Group>
    </div>
  )
}
