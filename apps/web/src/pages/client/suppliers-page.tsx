import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconMapPin, IconSearch } from '@tabler/icons-react'
import type { SupplierCardDto } from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { useSuppliers } from '../../features/suppliers/page/api.ts'
import { readableTextOn } from '../../features/suppliers/page/contrast.ts'
import { initialsOf } from '../../features/suppliers/page/components/supplier-header.tsx'
import { CertifiedBadge } from '../../features/suppliers/page/components/certified-badge.tsx'
import classes from '../../features/suppliers/page/components/supplier-page.module.css'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** The public supplier list `/fornecedores`: search by name or city, 12 a page. */
export function SuppliersPage() {
  const { t } = useLocale()
  usePageTitle(t('catalogue.suppliers.title'))
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').slice(0, 100)
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(q)
  const query = useSuppliers(q, page)

  const go = (nextQ: string, nextPage: number) => {
    const next: Record<string, string> = {}
    if (nextQ) next.q = nextQ
    if (nextPage > 1) next.page = String(nextPage)
    setParams(next)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    go(draft.trim(), 1)
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('catalogue.suppliers.title')}</Title>
          <Text c="dimmed">{t('catalogue.suppliers.intro')}</Text>
        </Stack>
        <form role="search" onSubmit={submit} aria-label={t('catalogue.suppliers.searchLabel')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('catalogue.suppliers.searchLabel')}
              placeholder={t('catalogue.suppliers.searchPlaceholder')}
              type="search"
              maxLength={100}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('catalogue.suppliers.search')}
            </Button>
            {q && (
              <Button
                variant="default"
                onClick={() => {
                  setDraft('')
                  go('', 1)
                }}
              >
                {t('catalogue.suppliers.clear')}
              </Button>
            )}
          </Group>
        </form>

        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <EmptyState title={t('catalogue.suppliers.empty')}>
            <Text size="sm" c="dimmed">
              {t('catalogue.suppliers.emptyHint')}
            </Text>
          </EmptyState>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('catalogue.suppliers.results', { count: query.data.total })}
            </Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="md"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {query.data.data.map((s) => (
                <li key={s.id}>
                  <SupplierCard card={s} />
                </li>
              ))}
            </SimpleGrid>
            {query.data.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={query.data.last_page}
                  value={page}
                  onChange={(p) => go(q, p)}
                  aria-label={t('catalogue.suppliers.pagination')}
                  getItemProps={(p) => ({ 'aria-label': `${t('catalogue.suppliers.page')} ${p}` })}
                  getControlProps={(control) => ({
                    'aria-label': t(`catalogue.suppliers.${control}`),
                  })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

function SupplierCard({ card }: { card: SupplierCardDto }) {
  const { t } = useLocale()
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={pathTo('supplier', { id: card.id })}
      className={classes.cardLink}
      h="100%"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        {card.logo ? (
          <ResponsiveImage
            image={card.logo}
            alt=""
            width={56}
            height={56}
            sizes="56px"
            className={classes.cardLogo}
          />
        ) : (
          <div
            className={classes.initials}
            style={{ background: card.headerColor, color: readableTextOn(card.headerColor) }}
            aria-hidden
          >
            {initialsOf(card.tradeName)}
          </div>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title
            order={2}
            size="h4"
            className={classes.cardTitle}
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.tradeName}
          </Title>
          {card.city && card.uf && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {card.city} / {card.uf}
              </Text>
            </Group>
          )}
          {(card.isCertified || card.hasPage) && (
            <Group gap={6} wrap="wrap">
              {card.isCertified && <CertifiedBadge />}
              {card.hasPage && (
                <Badge variant="dot" color="teal" size="sm">
                  {t('catalogue.suppliers.hasPage')}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  )
}
