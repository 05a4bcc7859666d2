import {
  AspectRatio,
  Badge,
  Center,
  Card,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ResponsiveImage } from '../../../../components/responsive-image.tsx'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useSpotlight } from '../api.ts'

const GRID_COLS = { base: 2, sm: 3, md: 4 }

/** The section around the cards, the same while loading and loaded. */
function SpotlightSection({ children }: { children: ReactNode }) {
  const { t } = useLocale()
  return (
    <Container
      size="lg"
      component="section"
      aria-labelledby="spotlight-title"
      py={{ base: 40, sm: 56 }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title id="spotlight-title" order={2}>
            {t('web.home.spotlight.title')}
          </Title>
          <Text c="dimmed">{t('web.home.spotlight.subtitle')}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}

/** One row of card placeholders of the cards' size (picture 4:5 and four lines): no layout shift. */
function SpotlightSkeleton() {
  return (
    <SpotlightSection>
      <SimpleGrid cols={GRID_COLS} spacing="md" aria-hidden data-testid="spotlight-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="sm">
            <Card.Section>
              <AspectRatio ratio={4 / 5}>
                <Skeleton radius={0} />
              </AspectRatio>
            </Card.Section>
            <Stack gap={2} mt="sm">
              <Skeleton h={24} w="70%" />
              <Skeleton h={20} w="55%" />
              <Skeleton h={20} w="45%" />
              <Skeleton h={18} w="60%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </SpotlightSection>
  )
}

/**
 * Home page "Promotores em destaque": rendered when admins have put listed promoters in the
 * spotlight; a placeholder of the same size while loading; nothing on error or when there are none.
 */
export function SpotlightStrip() {
  const { t, locale } = useLocale()
  const spotlight = useSpotlight()
  if (spotlight.isPending) return <SpotlightSkeleton />
  if (!spotlight.data || spotlight.data.length === 0) return null
  return (
    <SpotlightSection>
      <SimpleGrid
        component="ul"
        cols={GRID_COLS}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {spotlight.data.map((p) => (
          <Card component="li" key={p.id} withBorder radius="md" padding="sm" pos="relative">
            <Card.Section>
              <AspectRatio ratio={4 / 5}>
                {p.pictureUrl ? (
                  <ResponsiveImage image={p.pictureUrl} alt="" width={400} height={500} />
                ) : (
                  <Center bg="grape.0" aria-hidden>
                    <Text fz={48} fw={700} c="grape.9">
                      {p.name.charAt(0)}
                    </Text>
                  </Center>
                )}
              </AspectRatio>
            </Card.Section>
            <Stack gap={2} mt="sm">
              <Text
                component={Link}
                to={pathTo('promoter', { id: p.id })}
                fw={700}
                c="inherit"
                style={{ textDecoration: 'none', overflowWrap: 'anywhere' }}
              >
                {/* The whole card is the link's target area (::after), read as the name. */}
                <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
                {p.name}
              </Text>
              {p.category && (
                <Text size="sm">{locale === 'en' ? p.category.nameEn : p.category.namePt}</Text>
              )}
              {p.city && (
                <Text size="sm" c="dimmed">
                  {p.city}/{p.uf}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('web.home.spotlight.positive', { count: p.ratings.positive })}
              </Text>
              {p.isCertified && (
                <Badge size="sm" variant="outline" color="blue.9" mt={4}>
                  {t('web.home.spotlight.certified')}
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </SpotlightSection>
  )
}
