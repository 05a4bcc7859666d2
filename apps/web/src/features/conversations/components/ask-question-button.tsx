import { useMutation } from '@tanstack/react-query'
import { Button, Text } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { HIRER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useSession } from '../../../lib/session.tsx'
import { openConversation } from '../api.ts'

/**
 * "Ask a question" on a promoter's public profile: a hirer opens (or finds) the pre-hire
 * conversation; a visitor is told to sign in as a client or company. Providers see nothing.
 */
export function AskQuestionButton({ promoterId, name }: { promoterId: string; name: string }) {
  const { t } = useLocale()
  const { user } = useSession()
  const navigate = useNavigate()
  const open = useMutation({
    mutationFn: () => openConversation({ kind: 'promoter', id: promoterId }),
    onSuccess: (c) => void navigate(pathTo('conversation', { id: c.id })),
  })
  const role = user ? roleFromProfile(user.profile) : null
  if (user && (!role || !HIRER_ROLES.includes(role))) return null
  if (!user)
    return (
      <Text size="sm" c="dimmed">
        {t('conversations.ask.hint', { name })}
      </Text>
    )
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
      loading={open.isPending}
      onClick={() => open.mutate()}
    >
      {t('conversations.ask.button')}
    </Button>
  )
}
