import { useParams } from 'react-router'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { LoginForm } from '../../features/accounts/components/login-form.tsx'
import { useCompanyBranding } from '../../features/accounts/api.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { NotFoundPage } from '../common/not-found-page.tsx'

/** `/login/company/{id}`: the company's branded login (`POST /acessLoginCompany`). */
export function CompanyLoginPage() {
  const { id } = useParams()
  const { t } = useLocale()
  const company = useCompanyBranding(id)
  const title = company.data
    ? t('web.login.company.title', { tradeName: company.data.tradeName })
    : undefined
  usePageTitle(title)

  if (company.isPending) return <LoadingState />
  if (company.isError) {
    // An unknown (or malformed) id is a page that does not exist.
    if (isApiError(company.error) && (company.error.status === 404 || company.error.status === 422))
      return <NotFoundPage />
    return (
      <AuthCard title={t('web.login.company.fallbackTitle')}>
        <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={title ?? ''}
      subtitle={t('web.login.company.subtitle', { tradeName: company.data.tradeName })}
    >
      <LoginForm kind="company" area="client" />
    </AuthCard>
  )
}
