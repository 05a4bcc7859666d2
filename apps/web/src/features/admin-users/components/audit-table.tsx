import { Code, Table } from '@mantine/core'
import type { AuditEntry } from '@galera/shared/admin/admin.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { useLocale } from '../../../lib/i18n.ts'

const short = (value: unknown) => (value == null ? '—' : JSON.stringify(value))

/** The audit trail: who did what to what, when, before and after. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.common.date')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.actor')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.action')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.target')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.details')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(e.createdAt, locale)}
              </Table.Td>
              <Table.Td>{e.actorName ?? e.actorId}</Table.Td>
              <Table.Td>
                <Code>{e.action}</Code>
              </Table.Td>
              <Table.Td>
                {e.targetType} <Code>{e.targetId.slice(0, 8)}</Code>
              </Table.Td>
              <Table.Td style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                <Code>{short(e.before)}</Code> → <Code>{short(e.after)}</Code>
              </Table.Td>
              <Table.Td>{e.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
