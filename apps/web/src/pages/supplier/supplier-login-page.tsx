import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'
import { routes } from '../../lib/routes.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { LoginForm } from '../../features/accounts/components/login-form.tsx'
import { ProviderSignupLinks } from '../../features/registration/components/signup-links.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** login-suppliers `/promotor`: promoters and suppliers (`POST /auth/login`). */
export function SupplierLoginPage() {
  const { t } = useLocale()
  usePageTitle(t('web.login.suppliers.title'))
  return (
    <AuthCard
      title={t('web.login.suppliers.title')}
      subtitle={t('web.login.suppliers.subtitle')}
      footer={
        <>
          <ProviderSignupLinks />
          <Text size="sm">
            {t('web.login.suppliers.otherArea')}{' '}
            <Anchor component={Link} to={routes.loginClient}>
              {t('web.login.suppliers.otherAreaLink')}
            </Anchor>
          </Text>
        </>
      }
    >
      <LoginForm kind="user" area="suppliers" />
    </AuthCard>
  )
}
