import { useState } from 'react'
import { Button, Stack, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckUserSchema, type CheckUserInput } from '@galera/shared/auth/auth.schemas.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { requestResetCode } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

/** Step 1: the e-mail (`POST /check/user`). */
export function ForgotEmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string
  onSent: (email: string) => void
}) {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckUserInput>({
    resolver: zodResolver(CheckUserSchema),
    defaultValues: { access: defaultEmail },
  })

  const onSubmit = handleSubmit(async ({ access }) => {
    setFormError(null)
    try {
      await requestResetCode(access)
      onSent(access)
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['access'], { email: 'access' }))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('web.forgot.email')}
          description={t('web.forgot.emailHelp')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.access?.message)}
          {...register('access')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('web.forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  )
}
