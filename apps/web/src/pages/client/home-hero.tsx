import { useNavigate } from 'react-router'
import { Box, Container, Stack, Text, Title } from '@mantine/core'
import { pathTo } from '../../lib/routes.ts'
import { useLocale } from '../../lib/i18n.ts'
import { SearchBox } from '../../features/promoters/search/components/search-box.tsx'

export function HomeHero() {
  const { t } = useLocale()
  const navigate = useNavigate()
  // The box leads to the search screen (`pesquisa/{term?}`); an empty box lists everyone.
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
          <SearchBox
            label={t('web.home.search.label')}
            placeholder={t('web.home.search.placeholder')}
            submit={t('web.home.search.submit')}
            onSearch={(term) => void navigate(pathTo('search', { term: term || undefined }))}
            onDark
          />
        </Stack>
      </Container>
    </Box>
  )
}
