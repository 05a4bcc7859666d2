import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { IconInfoCircle, IconLock, IconSend } from '@tabler/icons-react'
import {
  MESSAGE_MAX_CHARS,
  type ConversationDto,
  type MessageDto,
} from '@galera/shared/conversations/conversation.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import {
  messagesOf,
  useLiveConversations,
  useMarkRead,
  useMessages,
  useSendAttachment,
  useSendMessage,
} from '../api.ts'
import { ContactCard, counterpartName } from './conversation-parts.tsx'
import { AttachButton, MessageAttachmentView } from './message-attachment.tsx'
import { ReportMessage } from './report-message.tsx'

function Bubble({
  m,
  otherName,
  conversationId,
}: {
  m: MessageDto
  otherName: string
  conversationId: string
}) {
  const { t, locale } = useLocale()
  return (
    <Box
      component="li"
      style={{ listStyle: 'none', alignSelf: m.mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
      data-testid="message"
      data-mine={m.mine}
    >
      <Paper
        radius="lg"
        px="md"
        py="xs"
        bg={m.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text size="xs" fw={600} c="dimmed">
          {m.mine ? t('conversations.thread.mine') : otherName}
        </Text>
        {m.hidden ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('conversations.thread.removedByModeration')}
          </Text>
        ) : (
          m.text !== '' && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.text}
            </Text>
          )
        )}
        {m.attachment && !m.hidden && (
          <MessageAttachmentView
            a={m.attachment}
            conversationId={conversationId}
            messageId={m.id}
          />
        )}
        <Text size="xs" c="dimmed" ta="right">
          {formatDateTime(m.createdAt, locale)}
          {m.mine && ` · ${t(m.read ? 'conversations.thread.read' : 'conversations.thread.sent')}`}
        </Text>
      </Paper>
      {m.contactHidden && (
        <Text size="xs" c="dimmed" mt={4} data-testid="contact-hidden-notice">
          <IconLock size={12} aria-hidden />{' '}
          {t('conversations.thread.hiddenNotice', { name: otherName })}
        </Text>
      )}
      {!m.mine && !m.hidden && (
        <ReportMessage
          conversationId={conversationId}
          messageId={m.id}
          authorName={otherName}
          reported={m.reported}
        />
      )}
    </Box>
  )
}

/** One conversation: its messages (live), read receipts, the composer, the contact after the deal. */
export function ConversationThread({
  id,
  onLoaded,
}: {
  id: string
  onLoaded?: (c: ConversationDto) => void
}) {
  const { t } = useLocale()
  useLiveConversations()
  const query = useMessages(id)
  const send = useSendMessage(id)
  const attach = useSendAttachment(id)
  const markRead = useMarkRead(id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const end = useRef<HTMLDivElement>(null)
  const conversation = query.data?.pages[0]?.conversation
  const messages = messagesOf(query.data?.pages)
  const lastId = messages.at(-1)?.id ?? 0

  useEffect(() => {
    if (conversation) onLoaded?.(conversation)
  }, [conversation, onLoaded])
  const unread = conversation?.unread ?? 0
  const { mutate: read } = markRead
  useEffect(() => {
    if (unread > 0) read()
  }, [unread, lastId, read])
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [lastId])

  if (!conversation) return null
  const other = counterpartName(conversation, t)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (err) =>
        setError(isApiError(err) && err.errors[0] ? err.errors[0].message : err.message),
    })
  }

  const sendFile = (file: File) => {
    setError(null)
    attach.mutate(
      { file, text },
      {
        onSuccess: () => setText(''),
        onError: (err) =>
          setError(isApiError(err) && err.errors[0] ? err.errors[0].message : err.message),
      },
    )
  }

  return (
    <Stack gap="md">
      {conversation.contact ? (
        <>
          <Alert color="green" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('conversations.thread.deal')}
          </Alert>
          <ContactCard contact={conversation.contact} />
        </>
      ) : (
        <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
          {t('conversations.thread.maskedInfo')}
        </Alert>
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('conversations.thread.loadOlder')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('conversations.thread.empty')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          aria-label={t('conversations.thread.messagesLabel', { name: other })}
          aria-live="polite"
        >
          {messages.map((m) => (
            <Bubble key={m.id} m={m} otherName={other} conversationId={id} />
          ))}
        </Stack>
      )}
      <div ref={end} />
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t('conversations.thread.label')}
            placeholder={t('conversations.thread.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e)
            }}
            rows={3}
            maxLength={MESSAGE_MAX_CHARS}
            error={error}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('conversations.thread.live')}
            </Text>
            <Group gap="xs">
              <AttachButton onPick={sendFile} busy={attach.isPending} />
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={send.isPending}
                disabled={text.trim() === ''}
              >
                {t('conversations.thread.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
