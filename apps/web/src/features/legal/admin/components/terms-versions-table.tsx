import { Table } from '@mantine/core'
import type { TermsVersionRow } from '@galera/shared/legal/terms-versions.schemas.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { EmptyState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

export function TermsVersionsTable({ versions }: { versions: TermsVersionRow[] }) {
  const { t, locale } = useLocale()
  if (versions.length === 0) return <EmptyState title={t('admin.common.empty')} />
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{t('admin.terms.versions')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.terms.version')}</Table.Th>
            <Table.Th scope="col">{t('admin.terms.publishedAt')}</Table.Th>
            <Table.Th scope="col">{t('admin.terms.objectionDeadline')}</Table.Th>
            <Table.Th scope="col">{t('admin.terms.effective')}</Table.Th>
            <Table.Th scope="col">{t('admin.terms.objections')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td fw={600}>{v.version}</Table.Td>
              <Table.Td>{formatDateTime(v.publishedAt, locale)}</Table.Td>
              <Table.Td>{formatDateTime(v.objectionDeadline, locale)}</Table.Td>
              <Table.Td>{formatDate(v.effectiveAt, locale)}</Table.Td>
              <Table.Td>{v.objections}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
