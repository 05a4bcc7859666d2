import { Badge, Table } from '@mantine/core'
import { formatDateTime } from '@galera/shared'
import { EmptyState } from '../../../components/states.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import type { AdminOverview } from '../api.ts'

/** Latest sign-ups; dates in America/Sao_Paulo. */
export function LatestUsersTable({
  users,
  caption,
}: {
  users: AdminOverview['latestUsers']
  caption: string
}) {
  const { t, locale } = useLocale()
  if (users.length === 0) return <EmptyState title={t('web.admin.latest.empty')} />
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web.admin.latest.name')}</Table.Th>
            <Table.Th scope="col">{t('web.admin.latest.role')}</Table.Th>
            <Table.Th scope="col">{t('web.admin.latest.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm">
                  {t(`web.roles.${u.role}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(u.createdAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
