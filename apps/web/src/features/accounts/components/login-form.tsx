import { useState } from 'react'
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useLocation, useNavigate } from 'react-router'

import { LoginSchema, type LoginInput } from '@galera/shared/auth/auth.schemas.ts'
import type { LoginArea } from '@galera/shared/errors/error-codes.ts'
import { landingPathFor, returnPathFrom, routes } from '../../../lib/routes.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { changeLocale, storedLocale, useLocale } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.tsx'
import { login, type LoginKind } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

interface Props {
  kind: LoginKind
  /** Where "Esqueci minha senha" returns to. */
  area: LoginArea
}

/** E-mail + password (spec §2), validated with the shared `LoginSchema`. */
export function LoginForm({ kind, area }: Props) {
  const { t, fieldError } = useLocale()
  const { refresh } = useSession()
  const navigate = useNavigate()
  const [formError, setFormError] = useState<string | null>(null)
  const location = useLocation()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      const answer = await login(kind, input)
      const user = await refresh()
      if (!user) {
        setFormError(t('web.login.sessionFailed'))
        return
      }
      // Spec §3: the language persists; a first visit adopts the account's language.
      if (!storedLocale() && user.locale) await changeLocale(user.locale)
      navigate(returnPathFrom(location.state) ?? landingPathFor(user.profile ?? answer.profile), {
        replace: true,
      })
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('web.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <PasswordInput
          label={t('web.login.password')}
          autoComplete="current-password"
          required
          error={fieldError(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
          {...register('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component={Link} to={`${routes.forgotPassword}?area=${area}`} size="sm">
            {t('web.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          {t('web.login.submit')}
        </Button>
      </Stack>
    </form>
  )
}
