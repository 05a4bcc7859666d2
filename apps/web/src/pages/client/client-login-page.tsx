import { Alert, Anchor, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { isChooseRefusal, routes } from '../../lib/routes.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { LoginForm } from '../../features/accounts/components/login-form.tsx'
import { ClientSignupLinks } from '../../features/registration/components/signup-links.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * login-client `/login`: clients and companies (`POST /auth/login`). When `/choose` sent a
 * signed-in non-client here, it says why first (spec §2, ADR 0028).
 */
export function ClientLoginPage() {
  const { t } = useLocale()
  const location = useLocation()
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
      {isChooseRefusal(location.state) && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="alert" mb="md">
          {t('web.login.client.chooseOnlyClients')}
        </Alert>
      )}
      <LoginForm kind="user" area="client" />
    </AuthCard>
  )
}
