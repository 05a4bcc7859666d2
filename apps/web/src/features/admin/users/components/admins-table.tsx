import { useState } from 'react'
import { Button, NativeSelect, Stack, Table } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import {
  ADMIN_ROLE_VALUES,
  type AdminAccountRow,
  type AdminRole,
  type UpdateAdminInput,
} from '@galera/shared/admin/admin.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { ADMINS_KEY, updateAdmin } from '../api.ts'
import { StatusBadge } from './status-badge.tsx'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** Admin accounts: role select and activate/deactivate per row (master only; the API checks). */
export function AdminsTable({ admins, meId }: { admins: AdminAccountRow[]; meId: string }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const change = useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAdminInput }) => updateAdmin(id, input),
    onSuccess: () => {
      setFailure(null)
      void queryClient.invalidateQueries({ queryKey: ADMINS_KEY })
    },
    onError: (e) => setFailure(e.message),
  })
  return (
    <Stack gap="sm">
      <FormErrorAlert message={failure} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.admins.name')}</Table.Th>
              <Table.Th scope="col">{t('admin.admins.email')}</Table.Th>
              <Table.Th scope="col">{t('admin.admins.role')}</Table.Th>
              <Table.Th scope="col">{t('admin.admins.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admins.map((a) => {
              const me = a.id === meId
              const editable = a.status === 'active' || a.status === 'inactive'
              return (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    {a.name} {me && t('admin.admins.you')}
                  </Table.Td>
                  <Table.Td>{a.email}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('admin.admins.changeRole', { name: a.name })}
                      value={a.role}
                      disabled={me || !editable || change.isPending}
                      size="xs"
                      data={ADMIN_ROLE_VALUES.map((r) => ({
                        value: r,
                        label: t(`admin.roles.${r}`),
                      }))}
                      onChange={(e) =>
                        change.mutate({
                          id: a.id,
                          input: { role: e.currentTarget.value as AdminRole },
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={a.status} />
                  </Table.Td>
                  <Table.Td>
                    {!me && editable && (
                      <Button
                        size="xs"
                        variant={a.status === 'active' ? 'light' : 'default'}
                        color={a.status === 'active' ? 'red' : undefined}
                        disabled={change.isPending}
                        aria-label={`${t(a.status === 'active' ? 'admin.admins.deactivate' : 'admin.admins.activate')} ${a.name}`}
                        onClick={() =>
                          change.mutate({
                            id: a.id,
                            input: { status: a.status === 'active' ? 'inactive' : 'active' },
                          })
                        }
                      >
                        {t(
                          a.status === 'active'
                            ? 'admin.admins.deactivate'
                            : 'admin.admins.activate',
                        )}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
