import { Badge } from '@mantine/core'
import type { UserStatus } from '@galera/shared/admin/admin.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

const COLORS: Record<UserStatus, string> = {
  active: 'green',
  inactive: 'gray',
  suspended: 'red',
  closed: 'dark',
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={COLORS[status]} variant="dot" radius="sm">
      {t(`admin.statuses.${status}`)}
    </Badge>
  )
}
