import { Badge } from '@mantine/core'
import type { SupplierStatus } from '@galera/shared/dashboards/dashboard.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** The admin's activate/inactivate of a supplier, as a dot badge. */
export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="dot" radius="sm">
      {t(`dashboards.suppliers.statuses.${status}`)}
    </Badge>
  )
}
