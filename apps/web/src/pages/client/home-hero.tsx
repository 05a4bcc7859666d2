import { Box, Container, Stack, Text, Title } from '@mantine/core'
import { useLocale } from '../../lib/i18n.ts'

export function HomeHero() {
  const { t } = useLocale()
  // The search box joins the hero with the search screen (`pesquisa/{term?}`, promoters issue):
  // a box that led to "page not found" would be a button that does not do what it says.
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      py={{ base: 48, sm: 80 }}
      style={{
        background:
          'radial-gradient(circle at 85% 15%, rgba(255, 212, 59, 0.22), transparent 30%), linear-gradient(135deg, var(--mantine-color-festa-8), var(--mantine-color-uva-8))',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={720}>
          <Text fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('web.home.eyebrow')}
          </Text>
          <Title id="home-title" order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {t('web.home.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }}>{t('web.home.lead')}</Text>
        </Stack>
      </Container>
    </Box>
  )
}
