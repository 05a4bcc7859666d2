import { useState } from 'react'
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconCircleCheck, IconEdit } from '@tabler/icons-react'
import { SuspendUserSchema, type AdminUserRow } from '@galera/shared/admin/admin.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ADMIN_ROLES, PROFILE_CODE } from '@galera/shared/auth/profiles.ts'
import { ReasonConfirmForm } from '../../../../components/reason-confirm-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { useSession } from '../../../../lib/session.tsx'
import { ADMIN_USERS_KEY, reactivateUser, sendSupplierReset, suspendUser } from '../api.ts'
import { StatusBadge } from './status-badge.tsx'
import { CertificationRequirement } from './certification-requirement.tsx'
import { EditUserForm } from './edit-user-form.tsx'
import { FormErrorAlert } from '../../../../components/states.tsx'

interface Props {
  user: AdminUserRow | null
  onClose: () => void
  onChanged: (user: AdminUserRow) => void
}

/**
 * Side panel of one account: suspend (reason + confirm), reactivate, require the 'Certificado'
 * (ADR 0026), supplier password reset, "Editar dados" (ADR 0033).
 */
export function UserPanel({ user, onClose, onChanged }: Props) {
  const { t } = useLocale()
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? t('admin.users.panelTitle', { name: user.name }) : ''}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      {user && <PanelBody key={user.id} user={user} onChanged={onChanged} />}
    </Drawer>
  )
}

function PanelBody({
  user,
  onChanged,
}: {
  user: AdminUserRow
  onChanged: (u: AdminUserRow) => void
}) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const { user: me } = useSession()
  // ADR 0033: a master edits admins; nobody edits their own data here (the profile does).
  const canEdit =
    user.status !== 'closed' &&
    me?.userId !== user.id &&
    (!ADMIN_ROLES.includes(user.role) || me?.profile === PROFILE_CODE.admin_master)

  const after = (row: AdminUserRow, message: string) => {
    setDone(message)
    setFailure(null)
    setConfirming(false)
    onChanged(row)
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY })
  }
  const reactivate = useMutation({
    mutationFn: () => reactivateUser(user.id),
    onSuccess: (row) => after(row, t('admin.users.reactivated')),
    onError: (e) => setFailure(e.message),
  })
  const reset = useMutation({
    mutationFn: () => sendSupplierReset(user.id),
    onSuccess: () => {
      setDone(t('admin.users.resetSent'))
      setFailure(null)
    },
    onError: (e) => setFailure(e.message),
  })
  const onSuspend = async (reason: string) =>
    after(await suspendUser(user.id, reason), t('admin.users.suspended'))

  if (editing)
    return (
      <EditUserForm
        userId={user.id}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false)
          setDone(null)
          setFailure(null)
          onChanged({ ...user, name: saved.name, email: saved.email })
        }}
      />
    )

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{user.email}</Text>
        <Group gap="xs">
          <Text size="sm">{t(`admin.roles.${user.role}`)}</Text>
          <StatusBadge status={user.status} />
        </Group>
        {user.status === 'suspended' && user.suspendedAt && (
          <Text size="sm" c="dimmed">
            {t('admin.users.suspendedSince', { date: formatDateTime(user.suspendedAt, locale) })}
            {user.suspensionReason &&
              ` — ${t('admin.users.reasonLabel')}: ${user.suspensionReason}`}
          </Text>
        )}
      </Stack>
      {done && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {done}
        </Alert>
      )}
      <FormErrorAlert message={failure} />

      {canEdit && (
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          {t('adminUserEdit.edit')}
        </Button>
      )}

      {user.status === 'suspended' ? (
        <Button onClick={() => reactivate.mutate()} loading={reactivate.isPending} color="green">
          {t('admin.users.reactivate')}
        </Button>
      ) : user.status !== 'closed' && !confirming ? (
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('admin.users.suspend')}
        </Button>
      ) : null}

      {confirming && user.status !== 'suspended' && (
        <ReasonConfirmForm
          schema={SuspendUserSchema}
          help={t('admin.users.suspendHelp')}
          label={t('admin.users.reasonLabel')}
          confirmLabel={t('admin.users.suspendConfirm')}
          cancelLabel={t('admin.common.cancel')}
          color="red"
          onConfirm={onSuspend}
          onCancel={() => setConfirming(false)}
          onFailure={setFailure}
        />
      )}

      {user.status !== 'suspended' && (
        <CertificationRequirement
          user={user}
          onDone={after}
          onFailure={(message) => setFailure(message)}
        />
      )}

      {user.role === 'supplier' && user.status === 'active' && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('admin.users.resetHelp')}
          </Text>
          <Button variant="default" onClick={() => reset.mutate()} loading={reset.isPending}>
            {t('admin.users.resetPassword')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
