import { Link, useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Anchor, Card, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ProductEditorDto, ProductStatus } from '@galera/shared/catalogue/product.schemas.ts'
import { routes } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import {
  PRODUCTS_KEY,
  productEditorKey,
  saveProduct,
  setProductStatus,
  useProductEditor,
} from '../../features/products/api.ts'
import { ProductForm } from '../../features/products/components/product-form.tsx'
import { ProductStatusBar } from '../../features/products/components/product-status-bar.tsx'
import { RatingsList } from '../../features/products/components/ratings-list.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import { AdminShell } from './admin-shell.tsx'

/**
 * `/admin/product/:id` (both admin kinds): the product form (audited edits), its status, and its
 * ratings with "Excluir comentário".
 */
export function AdminProductPage() {
  const { t } = useLocale()
  const { id = '' } = useParams()
  const editor = useProductEditor('admin', id)
  const client = useQueryClient()

  const saved = (product: ProductEditorDto) => {
    client.setQueryData(productEditorKey('admin', product.id), product)
    void client.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'rows'] })
    void client.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'public'] })
  }

  const changeStatus = async (status: ProductStatus) => {
    try {
      saved(await setProductStatus('admin', id, status))
      notifySuccess(
        status === 'inactive' ? t('products.admin.inactivated') : t('products.admin.activated'),
      )
    } catch {
      // Shown by the API client.
    }
  }

  let body
  if (editor.isPending) body = <LoadingState />
  else if (editor.isError)
    body =
      isApiError(editor.error) && editor.error.status === 404 ? (
        <Text>{t('products.form.notFound')}</Text>
      ) : (
        <ErrorState message={editor.error.message} onRetry={() => void editor.refetch()} />
      )
  else {
    const p = editor.data
    body = (
      <>
        <Text fw={600}>{t('products.form.supplier', { name: p.supplierName })}</Text>
        <ProductStatusBar product={p} admin onStatus={changeStatus} />
        <ProductForm
          key={p.updatedAt}
          area="admin"
          product={p}
          onSave={async (values) => {
            saved(await saveProduct('admin', id, values))
            notifySuccess(t('products.form.saved'))
          }}
        />
        <Card withBorder padding="lg">
          <RatingsList productId={p.id} summary={p.rating} allowRatings={p.allowRatings} admin />
        </Card>
      </>
    )
  }

  return (
    <AdminShell title={editor.data?.name ?? t('products.form.titleEdit')}>
      <Anchor component={Link} to={routes.adminProducts} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('products.admin.back')}
      </Anchor>
      <Stack gap="lg">{body}</Stack>
    </AdminShell>
  )
}
