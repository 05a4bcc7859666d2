import { Link, useNavigate, useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ProductEditorDto, ProductStatus } from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo, routes } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import {
  PRODUCTS_KEY,
  productEditorKey,
  saveProduct,
  setProductStatus,
  useProductEditor,
} from '../../features/products/api.ts'
import { ProductForm } from '../../features/products/components/product-form.tsx'
import { ProductStatusBar } from '../../features/products/components/product-status-bar.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * Supplier settings → one product `/promotor/panel/supplier/settings/products/:id` (`new` adds
 * one): the whole product form, save, and remove/undo.
 */
export function SupplierProductPage() {
  const { t } = useLocale()
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const editor = useProductEditor('supplier', isNew ? undefined : id)
  const client = useQueryClient()
  const navigate = useNavigate()
  const title = isNew ? t('products.form.titleNew') : t('products.form.titleEdit')
  usePageTitle(editor.data?.name ?? title)

  const saved = (product: ProductEditorDto) => {
    client.setQueryData(productEditorKey('supplier', product.id), product)
    void client.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'rows'] })
    void client.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'public'] })
  }

  const changeStatus = async (status: ProductStatus) => {
    try {
      const product = await setProductStatus('supplier', id, status)
      saved(product)
      notifySuccess(
        status === 'inactive' ? t('products.list.removed') : t('products.list.restored'),
      )
    } catch {
      // The API client showed why.
    }
  }

  let body
  if (!isNew && editor.isPending) body = <LoadingState />
  else if (!isNew && editor.isError)
    body =
      isApiError(editor.error) && editor.error.status === 404 ? (
        <Text>{t('products.form.notFound')}</Text>
      ) : (
        <ErrorState message={editor.error.message} onRetry={() => void editor.refetch()} />
      )
  else
    body = (
      <>
        {editor.data && (
          <ProductStatusBar product={editor.data} admin={false} onStatus={changeStatus} />
        )}
        <ProductForm
          key={editor.data?.updatedAt ?? 'new'}
          area="supplier"
          product={editor.data ?? null}
          onSave={async (values) => {
            const product = await saveProduct('supplier', isNew ? null : id, values)
            saved(product)
            if (isNew) {
              notifySuccess(t('products.form.created'))
              void navigate(pathTo('supplierProduct', { id: product.id }), { replace: true })
            } else notifySuccess(t('products.form.saved'))
          }}
        />
      </>
    )

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Anchor component={Link} to={routes.supplierProducts} size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t('products.form.back')}
        </Anchor>
        <Title order={1}>{title}</Title>
        {body}
      </Stack>
    </Container>
  )
}
