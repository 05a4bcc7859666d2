import { Group, List, Paper, Stack, Text } from '@mantine/core'
import type { AuditEntry } from '@galera/shared/admin/admin.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { auditSentence, changeLine } from '../sentences.ts'

/** The trail as sentences (ADR 0037): who did what to whom, when, from where, what changed. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, locale } = useLocale()
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      aria-label={t('audit.list')}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => {
        const { sentence, changes } = auditSentence(entry, t, locale)
        return (
          <Paper
            component="li"
            key={entry.id}
            withBorder
            p="md"
            radius="md"
            data-testid="audit-entry"
          >
            <Stack gap={6}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {sentence}
              </Text>
              {changes.length > 0 && (
                <List
                  size="sm"
                  spacing={2}
                  aria-label={t('audit.changes')}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {changes.map((change) => (
                    <List.Item key={change.field}>{changeLine(change, t, locale)}</List.Item>
                  ))}
                </List>
              )}
              <Group gap="md" wrap="wrap">
                <Text size="sm" c="dimmed" component="time" dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, locale)}
                </Text>
                {entry.ip && (
                  <Text size="sm" c="dimmed">
                    {t('audit.ip', { ip: entry.ip })}
                  </Text>
                )}
              </Group>
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}
