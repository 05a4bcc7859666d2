import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { LoginForm } from '../../features/accounts/components/login-form.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** login-admin `/admin` (`POST /auth/login/admin`). */
export function AdminLoginPage() {
  const { t } = useLocale()
  usePageTitle(t('web.login.admin.title'))
  return (
    <AuthCard title={t('web.login.admin.title')} subtitle={t('web.login.admin.subtitle')}>
      <LoginForm kind="admin" area="admin" />
    </AuthCard>
  )
}
