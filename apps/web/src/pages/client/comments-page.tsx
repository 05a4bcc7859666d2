import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { Link, useParams, useSearchParams } from 'react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { isNotFound, usePromoterRatings } from '../../features/promoters/profile/api.ts'
import { PromoterNotFound } from '../../features/promoters/profile/components/promoter-not-found.tsx'
import { RatingList, RatingSummary } from '../../features/promoters/profile/components/ratings.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** `comments/{id}`: every visible rating of a promoter, 10 a page; the page lives in the URL. */
export function CommentsPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('page') ?? '1')
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1
  const query = usePromoterRatings(id, page)
  const notFound = query.isError && isNotFound(query.error)
  const data = query.data
  usePageTitle(
    data
      ? t('promoterPage.comments.title', { name: data.subject.name })
      : notFound
        ? t('promoterPage.notFound.title')
        : t('promoterPage.ratings.title'),
  )

  if (query.isPending) return <LoadingState />
  if (notFound) return <PromoterNotFound />
  if (query.isError || !data)
    return (
      <Container size="sm" py="xl">
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      </Container>
    )

  const goTo = (n: number) => {
    setParams(n === 1 ? {} : { page: String(n) })
    window.scrollTo({ top: 0 })
  }
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={pathTo('promoter', { id: data.subject.id })} fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('promoterPage.comments.back')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('promoterPage.comments.title', { name: data.subject.name })}</Title>
          <Text c="dimmed">
            {data.total === 1
              ? t('promoterPage.comments.totalOne')
              : t('promoterPage.comments.total', { count: data.total })}
          </Text>
        </Stack>
        <RatingSummary summary={data.summary} />
        <RatingList items={data.items} />
        {data.lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={data.lastPage}
              value={Math.min(page, data.lastPage)}
              onChange={goTo}
              aria-label={t('promoterPage.comments.pagination')}
              getItemProps={(n) => ({ 'aria-label': t('promoterPage.comments.page', { n }) })}
              getControlProps={(control) => ({
                'aria-label': t(`promoterPage.comments.${control}`),
              })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  )
}
