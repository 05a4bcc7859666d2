import { useMutation } from '@tanstack/react-query'
import { Button } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { useLocale } from '../../../lib/i18n.ts'
import { pathTo } from '../../../lib/routes.ts'
import { openConversation, type ConversationSubject } from '../api.ts'

/** "Talk to {name}": opens (or finds) the conversation about the subject and goes to it. */
export function ConversationButton({
  subject,
  name,
}: {
  subject: ConversationSubject
  name: string
}) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const open = useMutation({
    mutationFn: () => openConversation(subject),
    onSuccess: (c) => void navigate(pathTo('conversation', { id: c.id })),
  })
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      loading={open.isPending}
      onClick={() => open.mutate()}
    >
      {t('conversations.panel.start', { name })}
    </Button>
  )
}
