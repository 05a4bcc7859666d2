import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { RegistrationKind } from '@galera/shared/registration/registration.schemas.ts'
import { routes } from '../../lib/routes.ts'
import { PasswordChecklist } from '../../features/accounts/components/password-checklist.tsx'
import { SignupWizard } from '../../features/registration/components/signup-wizard.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

const checklist = (password: string) => <PasswordChecklist value={password} />

function SignupPage({ kind }: { kind: RegistrationKind }) {
  const { t } = useLocale()
  const { user } = useSession()
  const title = t(`signup.kinds.${kind}.title`)
  usePageTitle(title)
  const login =
    kind === 'promoter' || kind === 'supplier' ? routes.loginSuppliers : routes.loginClient
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }} px="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`signup.kinds.${kind}.subtitle`)}
            </Text>
          </Stack>
          <SignupWizard kind={kind} checklist={checklist} />
        </Stack>
      </Paper>
      {/* "Already have an account? Log in" is for visitors; a signed-in user (the thank-you
          step signs the new account in) has nothing to log in to. */}
      {!user && (
        <Text size="sm" ta="center" mt="md">
          {t('signup.links.haveAccount')}{' '}
          <Anchor component={Link} to={login}>
            {t('signup.links.login')}
          </Anchor>
        </Text>
      )}
    </Container>
  )
}

/** `/cadastro`: client (profile 3). */
export function ClientSignupPage() {
  return <SignupPage kind="client" />
}
/** `/cadastro-empresa`: hiring company (profile 6). */
export function CompanySignupPage() {
  return <SignupPage kind="company" />
}
/** `/promotor/cadastro`: promoter (profile 5). */
export function PromoterSignupPage() {
  return <SignupPage kind="promoter" />
}
/** `/promotor/cadastro-fornecedor`: supplier (profile 4). */
export function SupplierSignupPage() {
  return <SignupPage kind="supplier" />
}
