import { lazy, Suspense, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { HIRER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import type { ProductRatingDto } from '@galera/shared/budgets/budget.schemas.ts'
import type { ProductDetailPageDto } from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo, routes } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import {
  productRatingsKey,
  publicProductKey,
  usePublicProduct,
} from '../../features/products/api.ts'
import { useDetailValue } from '../../features/products/detail-value.ts'
import { ProductGallery } from '../../features/products/components/product-gallery.tsx'
import { RatingLine } from '../../features/products/components/rating-line.tsx'
import { RatingsList } from '../../features/products/components/ratings-list.tsx'
import { SupplierCard } from '../../features/products/components/product-supplier-card.tsx'
import classes from '../../features/products/components/products.module.css'

// The rating form loads when the author opens their own rating to edit it.
const RateProductDialog = lazy(() =>
  import('../../features/budgets/client/components/rating-dialogs.tsx').then((m) => ({
    default: m.RateProductDialog,
  })),
)

// The budget form loads when the hirer opens it.
const BudgetRequestModal = lazy(() =>
  import('../../features/budgets/client/components/budget-request-modal.tsx').then((m) => ({
    default: m.BudgetRequestModal,
  })),
)

/**
 * `/produto/:id`: the product of a supplier — photos per colour, the data, videos,
 * details, the supplier (and others offering the same item), the ratings, and "Pedir orçamento".
 */
export function ProductPage() {
  const { t } = useLocale()
  const { id = '' } = useParams()
  const query = usePublicProduct(id)
  const navigate = useNavigate()
  usePageTitle(query.data?.name ?? t('products.title'), {
    description: query.data?.description,
    image: query.data?.images[0]?.large,
  })

  const back = (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() =>
        window.history.length > 1 ? void navigate(-1) : void navigate(pathTo('search'))
      }
      style={{ alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden /> {t('products.detail.back')}
    </Anchor>
  )

  if (query.isPending)
    return (
      <Container size="lg" py="xl">
        <LoadingState />
      </Container>
    )
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {back}
          {notFound ? (
            <>
              <Title order={1}>{t('products.detail.notFound')}</Title>
              <Text>{t('products.detail.notFoundHint')}</Text>
            </>
          ) : (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          )}
        </Stack>
      </Container>
    )
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back}
        <ProductView product={query.data} />
      </Stack>
    </Container>
  )
}

function ProductView({ product: p }: { product: ProductDetailPageDto }) {
  const { t } = useLocale()
  const [colorId, setColorId] = useState<string | null>(p.colors[0]?.id ?? null)
  const [editing, setEditing] = useState<ProductRatingDto | null>(null)
  const queryClient = useQueryClient()
  const detailValue = useDetailValue()
  const tags = p.details.filter((d) => d.showAsTag)
  return (
    <Stack gap="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery
            name={p.name}
            images={p.images}
            colors={p.colors}
            colorId={colorId}
            onColor={setColorId}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('products.detail.code')}: {p.code}
                {p.importerCode ? ` · ${t('products.detail.importerCode')}: ${p.importerCode}` : ''}
              </Text>
              <Group gap={6} wrap="wrap">
                <Anchor
                  component={Link}
                  to={`${pathTo('category', { id: p.category.id })}?tab=products`}
                  size="sm"
                >
                  {p.category.name}
                </Anchor>
                {p.subcategories.map((s) => (
                  <Anchor
                    key={s.id}
                    component={Link}
                    to={`${pathTo('category', { id: p.category.id, subcategory: s.id })}?tab=products`}
                    size="sm"
                  >
                    › {s.name}
                  </Anchor>
                ))}
              </Group>
              <RatingLine rating={p.rating} />
            </Stack>
            {tags.length > 0 && (
              <Group gap={6}>
                {tags.map((d) => (
                  <Badge key={d.label} variant="outline" color="gray.8" tt="none" size="lg">
                    {d.label}: {detailValue(d.value)}
                  </Badge>
                ))}
              </Group>
            )}
            <BudgetButton product={p} />
            <SupplierCard supplier={p.supplier} />
          </Stack>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="product-description">
          <Stack gap="sm">
            <Title order={2} size="h3" id="product-description">
              {t('products.detail.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {p.description}
            </Text>
            {p.finishing && (
              <>
                <Title order={3} size="h5">
                  {t('products.detail.finishing')}
                </Title>
                <Text style={{ overflowWrap: 'anywhere' }}>{p.finishing}</Text>
              </>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="product-details">
          <Stack gap="sm">
            <Title order={2} size="h3" id="product-details">
              {t('products.detail.details')}
            </Title>
            <dl style={{ margin: 0 }}>
              {p.materials.length > 0 && (
                <DetailRow label={t('products.detail.materials')}>
                  {p.materials.map((m) => m.name).join(', ')}
                </DetailRow>
              )}
              {p.customizations.length > 0 && (
                <DetailRow label={t('products.detail.customizations')}>
                  {p.customizations.map((c) => t(`products.customization.${c}`)).join(', ')}
                </DetailRow>
              )}
              {p.colors.length > 0 && (
                <DetailRow label={t('products.detail.colors')}>
                  {p.colors.map((c) => c.name).join(', ')}
                </DetailRow>
              )}
              {p.details.map((d) => (
                <DetailRow key={d.label} label={d.label}>
                  {detailValue(d.value)}
                </DetailRow>
              ))}
            </dl>
          </Stack>
        </Card>
      </SimpleGrid>

      {p.videos.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="product-videos">
          <Title order={2} size="h3" id="product-videos">
            {t('products.detail.videos')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {p.videos.map((v, i) => (
              <iframe
                key={v.embedUrl}
                src={v.embedUrl}
                title={t('products.detail.videoTitle', { n: i + 1, name: p.name })}
                className={classes.video}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {p.alsoOfferedBy.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="product-also">
          <Title order={2} size="h3" id="product-also">
            {t('products.detail.alsoOfferedBy')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {p.alsoOfferedBy.map((s) => (
              <SupplierCard key={s.id} supplier={s} compact />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <RatingsList
        productId={p.id}
        summary={p.rating}
        allowRatings={p.allowRatings}
        onEdit={setEditing}
      />
      {editing?.proposalId && (
        <Suspense fallback={null}>
          <RateProductDialog
            opened
            onClose={() => setEditing(null)}
            proposalId={editing.proposalId}
            product={{ id: p.id, name: p.name }}
            rating={editing}
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: productRatingsKey(p.id) })
              void queryClient.invalidateQueries({ queryKey: publicProductKey(p.id) })
            }}
          />
        </Suspense>
      )}
    </Stack>
  )
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/**
 * "Pedir orçamento": hirers (client, company) open the budget request; a visitor goes to the
 * login and comes back; providers and admins do not see it.
 */
function BudgetButton({ product }: { product: ProductDetailPageDto }) {
  const { t } = useLocale()
  const { user, loading } = useSession()
  const location = useLocation()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  if (loading) return null
  if (!user)
    return (
      <Button
        component={Link}
        to={routes.loginClient}
        state={{ from: location.pathname }}
        size="md"
        leftSection={<IconFileInvoice size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('products.detail.requestBudget')}
      </Button>
    )
  const role = roleFromProfile(user.profile)
  if (!role || !HIRER_ROLES.includes(role)) return null
  return (
    <>
      <Button
        size="md"
        leftSection={<IconFileInvoice size={18} aria-hidden />}
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
        aria-haspopup="dialog"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('products.detail.requestBudget')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <BudgetRequestModal product={product} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
