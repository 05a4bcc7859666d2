import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconEyeOff, IconX } from '@tabler/icons-react'
import { ActionDialog } from '../../../../components/action-list.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { useModerateMessage, type ModerationVerb } from '../api.ts'

const ICONS = { hide: IconEyeOff, warn: IconAlertTriangle, dismiss: IconX } as const
const VERBS: readonly ModerationVerb[] = ['hide', 'warn', 'dismiss']

/**
 * What an admin does with a reported message (ADR 0058): hide it for both sides, warn its author
 * (bell and e-mail) or dismiss the reports; each confirmed, audited and closing the open reports.
 */
export function ModerationActions({
  conversationId,
  messageId,
  canWarn,
}: {
  conversationId: string
  messageId: number
  /** A closed account's message has no author left to warn. */
  canWarn: boolean
}) {
  const { t } = useLocale()
  const moderate = useModerateMessage(conversationId)
  const [verb, setVerb] = useState<ModerationVerb | null>(null)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setVerb(null)
    setError(null)
  }
  return (
    <>
      <Group gap="xs" mt="xs">
        {VERBS.filter((v) => v !== 'warn' || canWarn).map((v) => {
          const Icon = ICONS[v]
          return (
            <Button
              key={v}
              size="compact-sm"
              variant={v === 'hide' ? 'light' : 'default'}
              color={v === 'hide' ? 'red' : undefined}
              leftSection={<Icon size={14} aria-hidden />}
              onClick={() => setVerb(v)}
            >
              {t(`conversations.admin.actions.${v}`)}
            </Button>
          )
        })}
      </Group>
      <ActionDialog
        opened={verb !== null}
        title={verb ? t(`conversations.admin.actions.${verb}`) : ''}
        onClose={close}
        keepLabel={t('admin.common.cancel')}
        confirmLabel={verb ? t(`conversations.admin.actions.${verb}Confirm`) : ''}
        danger={verb === 'hide'}
        loading={moderate.isPending}
        error={error}
        onConfirm={() => {
          if (!verb) return
          moderate.mutate(
            { verb, messageId },
            {
              onSuccess: () => {
                notifySuccess(t(`conversations.admin.actions.${verb}Done`))
                close()
              },
              onError: (e) =>
                setError(isApiError(e) && e.errors[0] ? e.errors[0].message : e.message),
            },
          )
        }}
      >
        <Text size="sm">{verb ? t(`conversations.admin.actions.${verb}Help`) : ''}</Text>
      </ActionDialog>
    </>
  )
}
