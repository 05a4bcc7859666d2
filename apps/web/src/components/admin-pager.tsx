import { Group, Pagination } from '@mantine/core'
import { useLocale } from '../lib/i18n.ts'

interface PagerProps {
  page: number
  total: number
  onChange: (page: number) => void
}

/**
 * The pager under every paged list. `words` names the catalog block holding its labels
 * (`pagination`, `page`, and Mantine's controls `first`, `previous`, `next`, `last`).
 */
export function Pager({ page, total, onChange, words }: PagerProps & { words: string }) {
  const { t } = useLocale()
  if (total <= 1) return null
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        aria-label={t(`${words}.pagination`)}
        getItemProps={(p) => ({ 'aria-label': `${t(`${words}.page`)} ${p}` })}
        getControlProps={(control) => ({ 'aria-label': t(`${words}.${control}`) })}
      />
    </Group>
  )
}

/** The pager under every admin list (pages and admin features alike). */
export const AdminPager = (props: PagerProps) => <Pager {...props} words="admin.common" />
