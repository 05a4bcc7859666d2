import { Anchor, Badge, Table } from '@mantine/core'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import type { AdminUserRow } from '@galera/shared/admin/admin.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { StatusBadge } from './status-badge.tsx'

/** Users found by the admin search; a name opens the user's panel. */
export function UsersTable({
  users,
  onOpen,
}: {
  users: AdminUserRow[]
  onOpen: (user: AdminUserRow) => void
}) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.users.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.users.email')}</Table.Th>
            <Table.Th scope="col">{t('admin.users.role')}</Table.Th>
            <Table.Th scope="col">{t('admin.users.status')}</Table.Th>
            <Table.Th scope="col">{t('admin.users.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  aria-label={t('admin.users.open', { name: u.name })}
                  onClick={() => onOpen(u)}
                  style={{ textAlign: 'start' }}
                >
                  {u.name}
                </Anchor>
                {u.isCertified && (
                  <IconRosetteDiscountCheck
                    size={16}
                    color="var(--mantine-color-blue-7)"
                    aria-label={t('admin.users.certified')}
                    style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
                  />
                )}
              </Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm">
                  {t(`admin.roles.${u.role}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={u.status} />
              </Table.Td>
              <Table.Td>{formatDate(u.createdAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
