import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconGift } from '@tabler/icons-react'
import { Link } from 'react-router'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useHomeFeatures } from '../api.ts'
import { HomeGiftsSkeleton } from './home-gifts-skeleton.tsx'
import { ProductCard } from './product-card.tsx'

/**
 * The home page's featured gifts (Settings → Home, ADR 0023): the admin's gift categories and
 * products, in order. A placeholder of the section's size while loading (ADR 0050); nothing
 * featured, or the list failing: no section, so the home page never shows an empty or broken block.
 */
export function HomeGifts() {
  const { t, locale } = useLocale()
  const home = useHomeFeatures(locale)
  const data = home.data
  if (home.isPending) return <HomeGiftsSkeleton />
  if (!data || (data.categories.length === 0 && data.products.length === 0)) return null
  return (
    <Box component="section" aria-labelledby="home-gifts-title" py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Title id="home-gifts-title" order={2}>
                {t('products.home.title')}
              </Title>
              <Text c="dimmed">{t('products.home.subtitle')}</Text>
            </Stack>
            <Anchor component={Link} to={`${pathTo('search')}?tab=products`} fw={600}>
              {t('products.home.seeAll')}
            </Anchor>
          </Group>
          {data.categories.length > 0 && (
            <Group
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('products.home.categories')}
            >
              {data.categories.map((c) => (
                <li key={c.id}>
                  <Button
                    component={Link}
                    to={pathTo('category', { id: c.id })}
                    variant="light"
                    radius="xl"
                    leftSection={<IconGift size={16} aria-hidden />}
                  >
                    {c.name}
                  </Button>
                </li>
              ))}
            </Group>
          )}
          {data.products.length > 0 && (
            <SimpleGrid
              component="ul"
              cols={{ base: 2, sm: 3, md: 4 }}
              spacing="md"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {data.products.map((card) => (
                <li key={card.id}>
                  <ProductCard card={card} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
