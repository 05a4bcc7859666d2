import {
  AspectRatio,
  Badge,
  Center,
  Card,
  Container,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from 'react-router'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useSpotlight } from '../api.ts'

/**
 * Home page "Promotores em destaque": rendered only when admins have put listed promoters in the
 * spotlight; nothing at all while loading, on error or when there are none (no layout jump).
 */
export function SpotlightStrip() {
  const { t, locale } = useLocale()
  const spotlight = useSpotlight()
  if (!spotlight.data || spotlight.data.length === 0) return null
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
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {spotlight.data.map((p) => (
            <Card component="li" key={p.id} withBorder radius="md" padding="sm" pos="relative">
              <Card.Section>
                <AspectRatio ratio={4 / 5}>
                  {p.pictureUrl ? (
                    <Image src={p.pictureUrl} alt="" fit="cover" loading="lazy" />
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
      </Stack>
    </Container>
  )
}
