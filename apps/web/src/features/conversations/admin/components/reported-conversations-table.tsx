import { Anchor, Badge, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { ReportedConversation } from '@galera/shared/conversations/moderation.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** Conversations with reported messages (names and counts, never text); a row opens the reading. */
export function ReportedConversationsTable({ rows }: { rows: ReportedConversation[] }) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('conversations.admin.kind')}</Table.Th>
            <Table.Th scope="col">{t('conversations.admin.hirer')}</Table.Th>
            <Table.Th scope="col">{t('conversations.admin.provider')}</Table.Th>
            <Table.Th scope="col">{t('conversations.admin.openReports')}</Table.Th>
            <Table.Th scope="col">{t('conversations.admin.reports')}</Table.Th>
            <Table.Th scope="col">{t('conversations.admin.lastReport')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id} data-testid="reported-conversation">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo('adminConversation', { id: c.id })}
                  fw={600}
                  aria-label={t('conversations.admin.open', {
                    kind: t(`conversations.admin.kinds.${c.kind}`),
                    hirer: c.hirer.name,
                    provider: c.provider.name,
                  })}
                >
                  {t(`conversations.admin.kinds.${c.kind}`)}
                </Anchor>
              </Table.Td>
              <Table.Td>{c.hirer.name}</Table.Td>
              <Table.Td>{c.provider.name}</Table.Td>
              <Table.Td>
                {c.openReports > 0 ? (
                  <Badge color="red" variant="light" radius="sm">
                    {c.openReports}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    0
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{c.reports}</Table.Td>
              <Table.Td>{formatDateTime(c.lastReportAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
