import { useState, type FormEvent } from 'react'
import { Box, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { IconSearch } from '@tabler/icons-react'
import { pathTo } from '../../app/routes.ts'
import { useLocale } from '../../lib/i18n.ts'

export function HomeHero() {
  const { t } = useLocale()
  const navigate = useNavigate()
  const [term, setTerm] = useState('')

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const clean = term.trim()
    navigate(pathTo('search', { term: clean || undefined }))
  }

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
          <form role="search" onSubmit={onSubmit} aria-label={t('web.home.search.label')}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                flex="1 1 240px"
                size="md"
                type="search"
                label={t('web.home.search.label')}
                placeholder={t('web.home.search.placeholder')}
                value={term}
                onChange={(e) => setTerm(e.currentTarget.value)}
                leftSection={<IconSearch size={18} aria-hidden />}
                styles={{ label: { color: 'var(--mantine-color-white)', marginBottom: 6 } }}
                maxLength={120}
              />
              <Button type="submit" size="md" color="yellow.4" c="dark.9">
                {t('web.home.search.submit')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Container>
    </Box>
  )
}
