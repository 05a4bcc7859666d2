import type { ReactNode } from 'react'
import { Anchor, Card, Container, Grid, Group, Stack, Title } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { HireButton } from '../../features/jobs/hirer/components/hire-button.tsx'
import { AskQuestionButton } from '../../features/conversations/components/ask-question-button.tsx'
import { isNotFound, usePublicPromoter } from '../../features/promoters/profile/api.ts'
import { About, Attributes } from '../../features/promoters/profile/components/attributes.tsx'
import { AvailabilityCalendar } from '../../features/promoters/profile/components/availability-calendar.tsx'
import { Gallery } from '../../features/promoters/profile/components/gallery.tsx'
import { ProfileHeader } from '../../features/promoters/profile/components/profile-header.tsx'
import { PromoterNotFound } from '../../features/promoters/profile/components/promoter-not-found.tsx'
import { RatingList, RatingSummary } from '../../features/promoters/profile/components/ratings.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** `/promotor/{id}`: the public profile (ADR 0016) and the hire button (ADR 0019). */
export function PromoterPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const query = usePublicPromoter(id)
  const notFound = query.isError && isNotFound(query.error)
  usePageTitle(
    query.data?.name ?? (notFound ? t('promoterPage.notFound.title') : t('promoterPage.title')),
    { description: query.data?.description, image: query.data?.avatarUrl },
  )

  if (query.isPending) return <LoadingState />
  if (notFound) return <PromoterNotFound />
  if (query.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    )

  const p = query.data
  const commentsPath = pathTo('comments', { id: p.id })
  const ratingsTotal = p.ratings.positive + p.ratings.neutral + p.ratings.negative
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <ProfileHeader promoter={p} shareUrl={pathTo('promoter', { id: p.id })} />
        <Group justify="flex-end">
          <AskQuestionButton promoterId={p.id} name={p.name} />
          <HireButton promoter={p} />
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Section id="promoter-gallery" title={t('promoterPage.gallery.title')}>
                <Gallery items={p.gallery} name={p.name} />
              </Section>
              <Section id="promoter-about" title={t('promoterPage.about.title')}>
                <About promoter={p} />
              </Section>
              <Section id="promoter-attributes" title={t('promoterPage.attributes.title')}>
                <Attributes promoter={p} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Section id="promoter-availability" title={t('promoterPage.availability.title')}>
                <AvailabilityCalendar availability={p.availability} name={p.name} />
              </Section>
              <Section id="promoter-ratings" title={t('promoterPage.ratings.title')}>
                <RatingSummary summary={p.ratings} />
                {ratingsTotal > 0 && (
                  <Title order={3} size="h5">
                    {t('promoterPage.ratings.latest')}
                  </Title>
                )}
                <RatingList items={p.ratings.latest} />
                {ratingsTotal > 0 && (
                  <Anchor component={Link} to={commentsPath} fw={600}>
                    {t('promoterPage.ratings.seeAll')}
                  </Anchor>
                )}
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
