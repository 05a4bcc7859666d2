import { Badge } from '@mantine/core'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import { useLocale } from '../../../../lib/i18n.ts'

/**
 * The 'Certificado' badge of a supplier the platform certified (ADR 0026), as product cards show
 * it. Its own filled colour keeps the contrast on any header colour; the short word is what the
 * eye reads, the accessible label says what it means.
 */
export function CertifiedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useLocale()
  return (
    <Badge
      component="span"
      role="img"
      aria-label={t('catalogue.suppliers.certifiedLabel')}
      size={size}
      color="teal.9"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      styles={{ root: { flexShrink: 0 } }}
    >
      {t('catalogue.suppliers.certified')}
    </Badge>
  )
}
