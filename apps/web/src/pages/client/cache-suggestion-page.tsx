import { useState } from 'react'
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { CacheSuggestionQuery } from '@galera/shared/jobs/job.schemas.ts'
import { useCategories } from '../../features/catalogue/categories/api.ts'
import { useCacheSuggestion } from '../../features/fees/cache-suggestion/api.ts'
import {
  CacheSuggestionForm,
  CacheSuggestionMethod,
  CacheSuggestionResult,
} from '../../features/fees/cache-suggestion/components/cache-suggestion.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { pathTo } from '../../lib/routes.ts'
import { loadDomain, useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

function CacheSuggestionBody() {
  const { t } = useLocale()
  usePageTitle(t('fees.cache.title'))
  const categories = useCategories('promoter')
  const [query, setQuery] = useState<CacheSuggestionQuery | null>(null)
  const suggestion = useCacheSuggestion(query)

  let result
  if (!query)
    result = (
      <Text c="dimmed" size="sm">
        {t('fees.cache.pick')}
      </Text>
    )
  else if (suggestion.isPending) result = <LoadingState />
  else if (suggestion.isError)
    result = (
      <ErrorState message={suggestion.error.message} onRetry={() => void suggestion.refetch()} />
    )
  else result = <CacheSuggestionResult result={suggestion.data} city={query.city} uf={query.uf} />

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('fees.cache.title')}</Title>
          <Text>{t('fees.cache.intro')}</Text>
        </Stack>
        {categories.isError ? (
          <ErrorState
            message={categories.error.message}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <CacheSuggestionForm
            categories={categories.data ?? []}
            onSubmit={setQuery}
            busy={query !== null && suggestion.isFetching}
          />
        )}
        <div aria-live="polite">{result}</div>
        <Anchor component={Link} to={pathTo('search', {})} fw={600}>
          {t('fees.cache.find')}
        </Anchor>
        <Divider />
        <CacheSuggestionMethod />
      </Stack>
    </Container>
  )
}

/**
 * `/sugestao-cache` (ADR 0019): a fair cachê for a category, city and hours from real accepted
 * jobs, or an honest "not enough data". The `fees` words load here (the route loads hire/jobs).
 */
export function CacheSuggestionPage() {
  const words = useQuery({
    queryKey: ['i18n', 'fees'],
    queryFn: () => loadDomain('fees').then(() => true),
    staleTime: Infinity,
  })
  if (!words.data) return <LoadingState />
  return <CacheSuggestionBody />
}
