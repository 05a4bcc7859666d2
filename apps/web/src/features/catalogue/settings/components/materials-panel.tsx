import { useState } from 'react'
import { Button, Group, Stack, Table } from '@mantine/core'
import { IconEye, IconEyeOff, IconPencil, IconPlus } from '@tabler/icons-react'
import type { AdminMaterialDto, NamesInput } from '@galera/shared/catalogue/settings.schemas.ts'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  createMaterial,
  renameMaterial,
  setMaterialActive,
  useAdminMaterials,
  useRefreshSettings,
} from '../api.ts'
import { ActiveBadge, NamesModal } from './names-modal.tsx'

/** Spec §2 Settings → materials: list, create, rename, activate or inactivate. */
export function MaterialsPanel() {
  const { t } = useLocale()
  const list = useAdminMaterials()
  const refresh = useRefreshSettings()
  const [dialog, setDialog] = useState<{ target?: AdminMaterialDto } | null>(null)

  const submit = async (input: NamesInput) => {
    if (dialog?.target) {
      await renameMaterial(dialog.target.id, input)
      notifySuccess(t('catalogue.settings.saved'))
    } else {
      const row = await createMaterial(input)
      notifySuccess(t('catalogue.settings.materials.created', { name: row.namePt }))
    }
    refresh()
  }
  const toggle = async (m: AdminMaterialDto) => {
    await setMaterialActive(m.id, { isActive: !m.isActive })
    notifySuccess(t('catalogue.settings.saved'))
    refresh()
  }

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.length === 0)
    body = <EmptyState title={t('catalogue.settings.materials.empty')} />
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('catalogue.settings.namePt')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.nameEn')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.status')}</Table.Th>
              <Table.Th scope="col">{t('catalogue.settings.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Th scope="row" fw={500}>
                  {m.namePt}
                </Table.Th>
                <Table.Td>{m.nameEn}</Table.Td>
                <Table.Td>
                  <ActiveBadge isActive={m.isActive} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setDialog({ target: m })}
                      aria-label={t('catalogue.settings.renameOf', { name: m.namePt })}
                    >
                      {t('catalogue.settings.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={m.isActive ? 'red' : 'teal'}
                      leftSection={
                        m.isActive ? (
                          <IconEyeOff size={14} aria-hidden />
                        ) : (
                          <IconEye size={14} aria-hidden />
                        )
                      }
                      onClick={() => void toggle(m)}
                      aria-label={t(
                        m.isActive
                          ? 'catalogue.settings.inactivateOf'
                          : 'catalogue.settings.activateOf',
                        { name: m.namePt },
                      )}
                    >
                      {t(
                        m.isActive
                          ? 'catalogue.settings.inactivate'
                          : 'catalogue.settings.activate',
                      )}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
          {t('catalogue.settings.materials.add')}
        </Button>
      </Group>
      {body}
      <NamesModal
        opened={!!dialog}
        title={
          dialog?.target
            ? t('catalogue.settings.renameOf', { name: dialog.target.namePt })
            : t('catalogue.settings.materials.add')
        }
        initial={
          dialog?.target
            ? { namePt: dialog.target.namePt, nameEn: dialog.target.nameEn }
            : undefined
        }
        onClose={() => setDialog(null)}
        onSubmit={submit}
      />
    </Stack>
  )
}
