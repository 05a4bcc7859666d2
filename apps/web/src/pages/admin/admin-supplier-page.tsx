import { Alert, Anchor, Group, Stack, Tabs, Text } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react'
import {
  ADMIN_SUPPLIER_TABS,
  type AdminSupplierTab,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { formatCpfCnpj } from '@galera/shared/format/documents.ts'
import { pathTo } from '../../lib/routes.ts'
import { useAdminSupplier } from '../../features/suppliers/admin/api.ts'
import { RegistrationTab } from '../../features/suppliers/admin/components/registration-tab.tsx'
import { SupplierActions } from '../../features/suppliers/admin/components/supplier-actions.tsx'
import { SupplierStatusBadge } from '../../features/suppliers/admin/components/supplier-status-badge.tsx'
import {
  BudgetsTab,
  FeedbacksTab,
  ProductsTab,
  PromotionsTab,
} from '../../features/suppliers/admin/components/supplier-tabs.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell } from './admin-shell.tsx'

/** An unknown tab in the address opens the registration tab. */
function supplierTab(value: string | undefined): AdminSupplierTab {
  return (ADMIN_SUPPLIER_TABS as readonly string[]).includes(value ?? '')
    ? (value as AdminSupplierTab)
    : 'registration'
}

/**
 * `/admin/supplier/{id}/{tab}`: one supplier's registration, budgets and reverse auctions,
 * products, promotions and reviews; the header activates/inactivates it and sends a reset code.
 */
export function AdminSupplierPage() {
  const { t } = useLocale()
  const navigate = useNavigate()
  const params = useParams()
  const id = params.id ?? ''
  const tab = supplierTab(params.tab)
  const supplier = useAdminSupplier(id)

  const back = (
    <Anchor component={Link} to={pathTo('adminSuppliers')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('dashboards.suppliers.backToList')}
      </Group>
    </Anchor>
  )

  if (supplier.isPending)
    return (
      <AdminShell title={t('dashboards.suppliers.title')}>
        <LoadingState />
      </AdminShell>
    )
  if (supplier.isError) {
    const notFound =
      isApiError(supplier.error) && (supplier.error.status === 404 || supplier.error.status === 422)
    return (
      <AdminShell
        title={notFound ? t('dashboards.suppliers.notFound') : t('dashboards.suppliers.title')}
      >
        {back}
        {notFound ? (
          <EmptyState title={t('dashboards.suppliers.notFound')} />
        ) : (
          <ErrorState message={supplier.error.message} onRetry={() => void supplier.refetch()} />
        )}
      </AdminShell>
    )
  }

  const s = supplier.data
  return (
    <AdminShell title={s.establishmentTitle}>
      <Stack gap="sm" mt={-8}>
        {back}
        <Group gap="sm">
          <SupplierStatusBadge status={s.status} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {s.companyName}
            {s.cnpj ? ` · ${formatCpfCnpj(s.cnpj)}` : ''}
            {s.city ? ` · ${s.city}/${s.uf ?? ''}` : ''}
          </Text>
        </Group>
        {s.accountStatus === 'suspended' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('dashboards.suppliers.accountSuspended')}
          </Alert>
        )}
        <SupplierActions supplier={s} />
      </Stack>
      <Tabs
        value={tab}
        onChange={(v) =>
          v && void navigate(pathTo('adminSupplier', { id, tab: v }), { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('dashboards.suppliers.tabs.label')} mb="lg">
          {ADMIN_SUPPLIER_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`dashboards.suppliers.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="registration">
          <RegistrationTab supplier={s} />
        </Tabs.Panel>
        <Tabs.Panel value="budgets">
          <BudgetsTab supplierId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ProductsTab supplierId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="promotions">
          <PromotionsTab supplierId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="feedbacks">
          <FeedbacksTab supplierId={id} />
        </Tabs.Panel>
      </Tabs>
    </AdminShell>
  )
}
