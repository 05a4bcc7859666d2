import { useState } from 'react'
import { Alert, Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  NewPasswordFormSchema,
  type NewPasswordFormInput,
} from '@galera/shared/auth/auth.schemas.ts'
import type { CheckCodeResponse } from '@galera/shared/auth/auth.dto.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { resetPassword } from '../api.ts'
import { PasswordChecklist } from './password-checklist.tsx'

interface Props {
  /** From step 2; lives only in component state (never in the URL or storage). */
  grant: CheckCodeResponse
  onDone: () => void
  onRestart: () => void
}

/** Step 3: the new password and its repeat (`PUT /reset/password/{userId}`). */
export function ForgotPasswordStep({ grant, onDone, onRestart }: Props) {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  })
  const password = watch('password') ?? ''

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      await resetPassword(grant.userId, { ...input, resetToken: grant.resetToken })
      onDone()
    } catch (error) {
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') setExpired(true)
      setFormError(applyServerErrors(error, setError, ['password', 'passwordConfirmation']))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              {formError}
              {expired && (
                <Button size="xs" variant="default" onClick={onRestart}>
                  {t('web.forgot.restart')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <PasswordInput
          label={t('web.forgot.newPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
          {...register('password')}
        />
        <PasswordChecklist value={password} id="password-rules" />
        <PasswordInput
          label={t('web.forgot.repeatPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.passwordConfirmation?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('web.forgot.save')}
        </Button>
      </Stack>
    </form>
  )
}
