import { Anchor } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import type { LoginArea } from '@galera/shared/errors/error-codes.ts'
import { loginPathFor } from '../../lib/routes.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { ForgotPasswordFlow } from '../../features/accounts/components/forgot-password-flow.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

function areaFrom(value: string | null): LoginArea {
  return value === 'admin' || value === 'suppliers' ? value : 'client'
}

/** forgotPassword `/esqueci-senha?area=client|admin|suppliers`: returns to that area's login. */
export function ForgotPasswordPage() {
  const { t } = useLocale()
  const [params] = useSearchParams()
  const loginPath = loginPathFor(areaFrom(params.get('area')))
  usePageTitle(t('web.forgot.title'))
  return (
    <AuthCard
      title={t('web.forgot.title')}
      subtitle={t('web.forgot.subtitle')}
      footer={
        <Anchor component={Link} to={loginPath} size="sm">
          {t('web.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordFlow loginPath={loginPath} />
    </AuthCard>
  )
}
