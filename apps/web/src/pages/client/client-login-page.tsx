import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'
import { routes } from '../../app/routes.ts'
import { AuthCard } from '../../features/auth/components/auth-card.tsx'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { ClientSignupLinks } from '../../features/signup/components/signup-links.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** login-client `/login`: clients and companies (`POST /auth/login`). */
export function ClientLoginPage() {
  const { t } = useLocale()
  usePageTitle(t('web.login.client.title'))
  return (
    <AuthCard
      title={t('web.login.client.title')}
      subtitle={t('web.login.client.subtitle')}
      footer={
        <>
          <ClientSignupLinks />
          <Text size="sm">
            {t('web.login.client.otherArea')}{' '}
            <Anchor component={Link} to={routes.loginSuppliers}>
              {t('web.login.client.otherAreaLink')}
            </Anchor>
          </Text>
        </>
      }
    >
      <LoginForm kind="user" area="client" />
    </AuthCard>
  )
}
