import { useState } from 'react'
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCodeSchema, type CheckCodeInput } from '@galera/shared/auth/auth.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import type { CheckCodeResponse } from '@galera/shared/auth/auth.dto.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { checkResetCode, requestResetCode } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

interface Props {
  email: string
  onVerified: (answer: CheckCodeResponse) => void
  onChangeEmail: () => void
}

/** Step 2: the 8-character code (`POST /check/code`) → a reset token. */
export function ForgotCodeStep({ email, onVerified, onChangeEmail }: Props) {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const [resending, setResending] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckCodeInput>({
    resolver: zodResolver(CheckCodeSchema),
    defaultValues: { access: email, code: '' },
  })

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      onVerified(await checkResetCode(input))
    } catch (error) {
      // Spec §8 "Código invalido!" belongs on the code field.
      if (isApiError(error) && error.code === 'RESET_CODE_INVALID') {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setFormError(applyServerErrors(error, setError, ['code'], { access: 'code' }))
      }
    }
  })

  const resend = async () => {
    setFormError(null)
    setResending(true)
    try {
      await requestResetCode(email)
      notifySuccess(t('web.forgot.resent'))
    } catch (error) {
      setFormError((error as Error).message)
    } finally {
      setResending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert color="festa" variant="light" role="status">
          {t('web.forgot.codeSent', {
            email,
            length: LIMITS.resetCodeLength,
            minutes: LIMITS.resetCodeTtlMinutes,
          })}
        </Alert>
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('web.forgot.code')}
          description={t('web.forgot.codeHelp', { length: LIMITS.resetCodeLength })}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={LIMITS.resetCodeLength}
          required
          error={fieldError(errors.code?.message)}
          styles={{
            input: { textTransform: 'uppercase', letterSpacing: '0.2em', fontFamily: 'monospace' },
          }}
          {...register('code')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('web.forgot.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void resend()}
            loading={resending}
          >
            {t('web.forgot.resend')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            {t('web.forgot.changeEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
