import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Card, Group, Text } from '@mantine/core'
import { IconArrowBackUp, IconExternalLink, IconLock, IconTrash } from '@tabler/icons-react'
import type { ProductEditorDto, ProductStatus } from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { StatusBadge } from './product-rows.tsx'

/**
 * The product's status in the editor, with remove/undo (supplier) or inactivate/activate
 * (admin). A supplier sees why a product an admin inactivated cannot come back.
 */
export function ProductStatusBar({
  product,
  admin,
  onStatus,
}: {
  product: ProductEditorDto
  admin: boolean
  onStatus: (status: ProductStatus) => Promise<void>
}) {
  const { t } = useLocale()
  const [busy, setBusy] = useState(false)
  const run = async (status: ProductStatus) => {
    setBusy(true)
    try {
      await onStatus(status)
    } finally {
      setBusy(false)
    }
  }
  const active = product.status === 'active'
  const locked = !active && product.deactivatedByAdmin && !admin
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="section"
      aria-label={t('products.status.label')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          {locked && <IconLock size={18} color="var(--mantine-color-red-9)" aria-hidden />}
          <StatusBadge row={product} />
          <Text size="sm">
            {locked
              ? t('products.form.lockedHint')
              : active
                ? t('products.form.statusActive')
                : t('products.form.statusInactive')}
          </Text>
        </Group>
        <Group gap="xs">
          {active && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={pathTo('product', { id: product.id })}
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('products.form.viewPublic')}
            </Button>
          )}
          {active ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={busy}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void run('inactive')}
            >
              {admin ? t('products.admin.inactivate') : t('products.list.remove')}
            </Button>
          ) : locked ? null : (
            <Button
              size="xs"
              variant="light"
              loading={busy}
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => void run('active')}
            >
              {admin ? t('products.admin.activate') : t('products.list.undo')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  )
}
