import { useState } from 'react'
import { Button, Modal } from '@mantine/core'
import { IconUserOff } from '@tabler/icons-react'
import { SuspendUserSchema } from '@galera/shared/admin/admin.schemas.ts'
import { ReasonConfirmForm } from '../../../../components/reason-confirm-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'
import { useSuspendSender } from '../api.ts'

/**
 * Suspends a participant through the one suspension path, `/admin/users/{id}/suspend` (sessions
 * revoked, the person told, audited), with the reason the person reads (ADR 0058).
 */
export function SuspendSender({
  conversationId,
  userId,
  name,
}: {
  conversationId: string
  userId: string
  name: string
}) {
  const { t } = useLocale()
  const [opened, setOpened] = useState(false)
  const suspend = useSuspendSender(conversationId)
  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        size="compact-sm"
        leftSection={<IconUserOff size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('conversations.admin.suspend', { name })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('conversations.admin.suspendTitle', { name })}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
        centered
      >
        <ReasonConfirmForm
          schema={SuspendUserSchema}
          help={t('admin.users.suspendHelp')}
          label={t('admin.users.reasonLabel')}
          confirmLabel={t('admin.users.suspendConfirm')}
          cancelLabel={t('admin.common.cancel')}
          color="red"
          onConfirm={async (reason) => {
            await suspend.mutateAsync({ userId, reason })
            setOpened(false)
            notifySuccess(t('conversations.admin.suspended', { name }))
          }}
          onCancel={() => setOpened(false)}
          onFailure={(message) => {
            if (message) notifyError(message)
          }}
        />
      </Modal>
    </>
  )
}
