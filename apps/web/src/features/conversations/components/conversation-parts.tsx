import { Anchor, Card, Stack, Text, Title } from '@mantine/core'
import type {
  ConversationContact,
  ConversationDto,
} from '@galera/shared/conversations/conversation.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

type T = ReturnType<typeof useLocale>['t']

/** The other side's name; a budget's client is unnamed to the supplier until the deal. */
export function counterpartName(c: ConversationDto, t: T): string {
  return c.counterpart.name ?? t('conversations.anonymousClient')
}

/** What a conversation is about, in words: a pre-hire question, a hire or a budget. */
export function conversationTopic(c: ConversationDto, t: T): string {
  if (c.kind === 'budget')
    return c.subject
      ? t('conversations.kind.budget', { subject: c.subject })
      : t('conversations.kind.budgetNoSubject')
  return c.jobId && c.subject
    ? t('conversations.kind.job', { subject: c.subject })
    : t('conversations.kind.preHire')
}

/** The other side's phone and e-mail, shown once the deal is made. */
export function ContactCard({ contact }: { contact: ConversationContact }) {
  const { t } = useLocale()
  return (
    <Card withBorder radius="md" padding="md" data-testid="conversation-contact">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('conversations.contact.title', { name: contact.name })}
        </Title>
        <Text size="sm">
          {t('conversations.contact.phone')}:{' '}
          {contact.phone ? (
            <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor>
          ) : (
            t('conversations.contact.noPhone')
          )}
        </Text>
        <Text size="sm">
          {t('conversations.contact.email')}:{' '}
          <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Text>
      </Stack>
    </Card>
  )
}
