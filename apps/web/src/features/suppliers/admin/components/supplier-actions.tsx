import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconCircleCheck, IconKey } from '@tabler/icons-react'
import type {
  AdminSupplierDto,
  SupplierStatus,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import {
  ADMIN_SUPPLIERS_KEY,
  adminSupplierKey,
  sendSupplierReset,
  setSupplierStatus,
} from '../api.ts'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'

type Dialog = 'status' | 'reset' | null

/** The header's two actions: activate/inactivate and "Redefinir senha", each behind a confirm. */
export function SupplierActions({ supplier }: { supplier: AdminSupplierDto }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [message, setMessage] = useState<string | null>(null)
  const active = supplier.status === 'active'
  const next: SupplierStatus = active ? 'inactive' : 'active'
  const statusLabel = active
    ? t('dashboards.suppliers.actions.inactivate')
    : t('dashboards.suppliers.actions.activate')

  const done = (text: string) => {
    setDialog(null)
    setMessage(text)
    notifySuccess(text)
  }
  const failed = (e: Error) => {
    setDialog(null)
    notifyError(e.message)
  }
  const change = useMutation({
    mutationFn: () => setSupplierStatus(supplier.id, next),
    onSuccess: async () => {
      queryClient.setQueryData<AdminSupplierDto>(adminSupplierKey(supplier.id), (old) =>
        old ? { ...old, status: next } : old,
      )
      done(
        next === 'active'
          ? t('dashboards.suppliers.actions.activated')
          : t('dashboards.suppliers.actions.inactivated'),
      )
      await queryClient.invalidateQueries({ queryKey: ADMIN_SUPPLIERS_KEY })
      await queryClient.invalidateQueries({ queryKey: adminSupplierKey(supplier.id) })
    },
    onError: failed,
  })
  const reset = useMutation({
    mutationFn: () => sendSupplierReset(supplier.id),
    onSuccess: () => done(t('dashboards.suppliers.actions.resetSent', { email: supplier.email })),
    onError: failed,
  })
  const busy = change.isPending || reset.isPending

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          color={active ? 'red' : 'green.9'}
          variant={active ? 'light' : 'filled'}
          onClick={() => {
            setMessage(null)
            setDialog('status')
          }}
        >
          {statusLabel}
        </Button>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => {
            setMessage(null)
            setDialog('reset')
          }}
        >
          {t('dashboards.suppliers.actions.resetPassword')}
        </Button>
      </Group>
      {!active && (
        <Text size="sm" c="dimmed">
          {t('dashboards.suppliers.actions.inactiveHelp')}
        </Text>
      )}
      {message && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {message}
        </Alert>
      )}
      <Modal
        opened={dialog !== null}
        onClose={() => !busy && setDialog(null)}
        title={dialog === 'reset' ? t('dashboards.suppliers.actions.resetPassword') : statusLabel}
        closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {dialog === 'reset'
              ? t('dashboards.suppliers.actions.confirmReset', { email: supplier.email })
              : active
                ? t('dashboards.suppliers.actions.confirmInactivate', {
                    name: supplier.establishmentTitle,
                  })
                : t('dashboards.suppliers.actions.confirmActivate', {
                    name: supplier.establishmentTitle,
                  })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)} disabled={busy}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color={dialog === 'status' && active ? 'red.9' : 'green.9'}
              loading={busy}
              onClick={() => (dialog === 'reset' ? reset.mutate() : change.mutate())}
            >
              {t('admin.common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
