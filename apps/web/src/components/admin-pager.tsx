import { Group, Pagination } from '@mantine/core'
import { useLocale } from '../lib/i18n.ts'

/** The pager under every admin list (pages and admin features alike). */
export function AdminPager({
  page,
  total,
  onChange,
}: {
  page: number
  total: number
  onChange: (page: number) => void
}) {
  const { t } = useLocale()
  if (total <= 1) return null
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        aria-label={t('admin.common.pagination')}
        getItemProps={(p) => ({ 'aria-label': `${t('admin.common.page')} ${p}` })}
        getControlProps={(control) => ({ 'aria-label': t(`admin.common.${control}`) })}
      />
    </Group>
  )
}
