import { Box, SimpleGrid, Text } from '@mantine/core'
import { roleFromProfile, type SessionUser } from '@galera/shared'
import { useLocale } from '../../../lib/i18n.ts'

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  )
}

/** The account as `GET /auth/me` tells it. Editing comes with a later issue. */
export function AccountDetails({ user }: { user: SessionUser }) {
  const { t } = useLocale()
  const role = roleFromProfile(user.profile)
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
      <Row label={t('web.profile.name')} value={user.name} />
      <Row label={t('web.profile.email')} value={user.email} />
      <Row label={t('web.profile.role')} value={role ? t(`web.roles.${role}`) : '—'} />
      <Row label={t('web.profile.profileCode')} value={String(user.profile)} />
      <Row
        label={t('web.profile.accountLanguage')}
        value={t(`web.common.languages.${user.locale === 'en' ? 'en' : 'ptBR'}`)}
      />
      {user.company && (
        <>
          <Row label={t('web.profile.company')} value={user.company.name} />
          <Row label={t('web.profile.companyDocument')} value={user.company.document} />
        </>
      )}
    </SimpleGrid>
  )
}
