import { Badge } from '@mantine/core'
import type { PromoterStatus } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

export function PromoterStatusBadge({ status }: { status: PromoterStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="dot" radius="sm">
      {t(`admin.promoters.statuses.${status}`)}
    </Badge>
  )
}
