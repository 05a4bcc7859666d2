import { Suspense } from 'react'
import { Box, Container, Stack, Text, Title } from '@mantine/core'
import { CategoryGrid } from '../../features/catalogue/categories/components/category-grid.tsx'
import { HomeGiftsSkeleton } from '../../features/products/components/home-gifts-skeleton.tsx'
import { HomeSlides } from '../../features/promotions/home-slides/components/home-slides.tsx'
import { SpotlightStrip } from '../../features/promoters/spotlight/components/spotlight-strip.tsx'
import { loadDomain, useLocale } from '../../lib/i18n.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { HomeHero } from './home-hero.tsx'
import { HomeHowItWorks } from './home-how-it-works.tsx'

// Below the fold and only when an admin features something (Settings → Home, ADR 0023): its own
// chunk with the product words, so the home page's first load stays inside its JS budget.
const HomeGifts = lazyPart('HomeGifts', () =>
  Promise.all([
    import('../../features/products/components/home-gifts.tsx'),
    loadDomain('products'),
  ]).then(([m]) => ({ default: m.HomeGifts })),
)

/**
 * Client home `/`: what Galera Eventos is, search, the top slides, spotlight promoters, categories,
 * the featured gifts (ADR 0023), how it works and the bottom slides (ADR 0022).
 */
export function HomePage() {
  const { t } = useLocale()
  usePageTitle(undefined)
  return (
    <>
      <HomeHero />
      <HomeSlides position="top" />
      <SpotlightStrip />
      <Box bg="gray.0">
        <Container
          size="lg"
          component="section"
          aria-labelledby="categories-title"
          py={{ base: 40, sm: 64 }}
        >
          <Stack gap="lg">
            <Stack gap={4}>
              <Title id="categories-title" order={2}>
                {t('web.home.categories.title')}
              </Title>
              <Text c="dimmed">{t('web.home.categories.subtitle')}</Text>
            </Stack>
            <CategoryGrid kind="promoter" />
          </Stack>
        </Container>
      </Box>
      <Suspense fallback={<HomeGiftsSkeleton />}>
        <HomeGifts />
      </Suspense>
      <HomeHowItWorks />
      <HomeSlides position="bottom" />
    </>
  )
}
