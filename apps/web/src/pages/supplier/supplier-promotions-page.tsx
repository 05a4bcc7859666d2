import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { Container, Pagination, Stack, Tabs, Text, Title } from '@mantine/core'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import {
  isPromotionTab,
  PROMOTION_TABS,
  useSupplierPromotions,
  type PromotionTab,
} from '../../features/promotions/supplier/api.ts'
import { PromotionCard } from '../../features/promotions/supplier/components/promotion-card.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * `/promotor/panel/supplier/promotions/:tab`: the ad auctions open to the supplier, the ones it
 * bid on and the ones it won (ADR 0022). An unknown tab goes to `open`.
 */
export function SupplierPromotionsPage() {
  const { tab } = useParams()
  if (!isPromotionTab(tab))
    return <Navigate to={pathTo('supplierPromotions', { tab: 'open' })} replace />
  return <Promotions tab={tab} />
}

function Promotions({ tab }: { tab: PromotionTab }) {
  const { t } = useLocale()
  usePageTitle(t('supplierPromotions.title'))
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useSupplierPromotions(tab, page)

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Stack gap={4}>
          <Title order={1}>{t('supplierPromotions.title')}</Title>
          <Text c="dimmed">{t('supplierPromotions.intro')}</Text>
        </Stack>
        <Tabs
          value={tab}
          onChange={(v) => v && navigate(pathTo('supplierPromotions', { tab: v }))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('supplierPromotions.tabsLabel')} style={{ flexWrap: 'wrap' }}>
            {PROMOTION_TABS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`supplierPromotions.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title={t(`supplierPromotions.empty.${tab}`)} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('supplierPromotions.total', { count: list.data.total })}
            </Text>
            {list.data.data.map((a) => (
              <PromotionCard key={a.id} auction={a} />
            ))}
            {list.data.lastPage > 1 && (
              <Pagination
                total={list.data.lastPage}
                value={page}
                onChange={(p) => setParams({ page: String(p) })}
                aria-label={t('supplierPromotions.pagination')}
                getControlProps={(control) => ({
                  'aria-label': t(`supplierPromotions.pager.${control}`),
                })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
