import { Badge, Box, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconFlag, IconLock } from '@tabler/icons-react'
import type {
  AdminConversation,
  AdminMessage,
  ModerationParticipant,
} from '@galera/shared/conversations/moderation.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { ModerationActions } from './moderation-actions.tsx'
import { SuspendSender } from './suspend-sender.tsx'

type Side = AdminMessage['side']

/** A participant: every contact attempt they made before a deal, and suspended or not. */
function Participant({
  label,
  conversationId,
  person,
}: {
  label: string
  conversationId: string
  person: ModerationParticipant
}) {
  const { t } = useLocale()
  return (
    <Card withBorder radius="md" padding="md" style={{ flex: '1 1 260px' }}>
      <Stack gap={6} data-testid="participant">
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Group gap="xs">
          <Text fw={700}>{person.name}</Text>
          {person.suspended && (
            <Badge color="red.9" radius="sm" data-testid="participant-suspended">
              {t('conversations.admin.suspendedBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" data-testid="contact-attempts">
          {t('conversations.admin.attempts', { count: person.contactAttempts })}
        </Text>
        {!person.suspended && (
          <Group>
            <SuspendSender conversationId={conversationId} userId={person.id} name={person.name} />
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/**
 * A reported conversation as written, for moderation (ADR 0058): both participants with their
 * contact attempts and the suspension, every message with its reports and, while a report is
 * open, hide / warn / dismiss.
 */
export function ReportedConversationView({ data }: { data: AdminConversation }) {
  const { t, locale } = useLocale()
  const c = data.conversation
  const names: Record<Side, string> = { hirer: c.hirer.name, provider: c.provider.name }
  const providerLabel =
    c.kind === 'budget' ? t('conversations.admin.supplier') : t('conversations.admin.promoter')
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        <IconLock size={14} aria-hidden /> {t('conversations.admin.audited')}
      </Text>
      <Group align="stretch" gap="md">
        <Participant
          label={t('conversations.admin.hirer')}
          conversationId={c.id}
          person={c.hirer}
        />
        <Participant label={providerLabel} conversationId={c.id} person={c.provider} />
      </Group>
      <Title order={2} size="h4">
        {t('conversations.admin.messages')}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.data.map((m) => {
          const open = m.reports.some((r) => r.resolution === null)
          return (
            <Box component="li" key={m.id} data-testid="admin-message">
              <Paper
                withBorder
                radius="md"
                p="sm"
                style={open ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
              >
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={700}>
                    {m.authorId ? names[m.side] : t('conversations.admin.closedAccount')}
                  </Text>
                  <Group gap={6}>
                    {m.contactAttempt && (
                      <Badge color="red" variant="light" radius="sm">
                        {t('conversations.admin.contactAttempt')}
                      </Badge>
                    )}
                    {m.hidden && (
                      <Badge color="gray.8" radius="sm">
                        {t('conversations.admin.hidden')}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatDateTime(m.createdAt, locale)}
                    </Text>
                  </Group>
                </Group>
                {m.text !== '' && (
                  <Text
                    size="sm"
                    mt={4}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {m.text}
                  </Text>
                )}
                {m.attachment && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {m.attachment.kind === 'pdf'
                      ? t('conversations.admin.pdf', { name: m.attachment.name ?? '' })
                      : m.attachment.removed
                        ? t('conversations.attachment.removed')
                        : t('conversations.attachment.image')}
                  </Text>
                )}
                {m.reports.length > 0 && (
                  <Stack gap={4} mt="xs" data-testid="message-reports">
                    {m.reports.map((r) => (
                      <Text size="sm" key={r.id}>
                        <IconFlag size={12} aria-hidden />{' '}
                        {t('conversations.admin.reportLine', {
                          reason: t(`conversations.report.reasons.${r.reason}`),
                          date: formatDateTime(r.createdAt, locale),
                        })}
                        {r.note && ` — “${r.note}”`}
                        {' · '}
                        {r.resolution
                          ? t(`conversations.admin.resolutions.${r.resolution}`)
                          : t('conversations.admin.resolutions.open')}
                      </Text>
                    ))}
                  </Stack>
                )}
                {open && !m.hidden && (
                  <ModerationActions
                    conversationId={c.id}
                    messageId={m.id}
                    canWarn={m.authorId !== null}
                  />
                )}
              </Paper>
            </Box>
          )
        })}
      </Stack>
    </Stack>
  )
}
