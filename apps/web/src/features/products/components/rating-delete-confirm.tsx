import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { useMountedOpen } from '../../../lib/use-mounted-open.ts'

/** An admin's "delete this rating?" dialog, its own chunk (ADR 0050). */
export function RatingDeleteConfirm({
  opened,
  title,
  deleting,
  onClose,
  onConfirm,
}: {
  opened: boolean
  title: string
  deleting: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useLocale()
  const open = useMountedOpen(opened)
  return (
    <Modal
      opened={open}
      onClose={onClose}
      title={t('products.ratings.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('products.ratings.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('products.ratings.deleteConfirm', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('products.ratings.cancel')}
          </Button>
          <Button color="red.9" loading={deleting} onClick={onConfirm}>
            {t('products.ratings.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
