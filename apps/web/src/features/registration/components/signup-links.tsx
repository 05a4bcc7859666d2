import { Anchor, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { routes } from '../../../lib/routes.ts'
import { loadDomain, useLocale } from '../../../lib/i18n.ts'

/** The sign-up words are a separate chunk: the links show once it has arrived (it is small). */
function useSignupWords() {
  return useQuery({
    queryKey: ['i18n', 'signup'],
    queryFn: () => loadDomain('signup').then(() => true),
    staleTime: Infinity,
  }).data
}

/** On the client login: create a client account or register a company. */
export function ClientSignupLinks() {
  const { t } = useLocale()
  if (!useSignupWords()) return null
  return (
    <Text size="sm">
      {t('signup.links.noAccount')}{' '}
      <Anchor component={Link} to={routes.signupClient} fw={600}>
        {t('signup.links.createAccount')}
      </Anchor>
      {' · '}
      <Anchor component={Link} to={routes.signupCompany} fw={600}>
        {t('signup.links.createCompany')}
      </Anchor>
    </Text>
  )
}

/** On `/promotor`: promoter sign-up and supplier registration. */
export function ProviderSignupLinks() {
  const { t } = useLocale()
  if (!useSignupWords()) return null
  return (
    <>
      <Anchor component={Link} to={routes.signupPromoter} size="sm" fw={600}>
        {t('signup.links.promoter')}
      </Anchor>
      <Anchor component={Link} to={routes.signupSupplier} size="sm" fw={600}>
        {t('signup.links.supplier')}
      </Anchor>
    </>
  )
}
