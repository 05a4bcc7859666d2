import type { ReactNode } from 'react'
import { Anchor, Checkbox, PasswordInput, Stack, Text } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useLocale } from '../../../lib/i18n.ts'
import { useTerms } from '../../../lib/terms.tsx'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'

/** Access step: password and its repeat; `checklist` shows the spec §5 rule live. */
export function AccessStep({ checklist }: { checklist: (password: string) => ReactNode }) {
  const { t } = useLocale()
  const { register, watch } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  const password = watch('password')
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('signup.fields.password')}
        autoComplete="new-password"
        required
        aria-describedby="signup-password-rules"
        error={error('password')}
        visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
        {...register('password')}
      />
      <div id="signup-password-rules">{checklist(password)}</div>
      <PasswordInput
        label={t('signup.fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        error={error('passwordConfirmation')}
        visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
        {...register('passwordConfirmation')}
      />
    </Stack>
  )
}

/** Terms step: terms and privacy (required, with links to read them) and the marketing opt-in. */
export function TermsStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const { openTerms } = useTerms()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <Text size="sm">{t('signup.terms.intro')}</Text>
      <Stack gap={4}>
        <Checkbox
          label={t('signup.terms.acceptTerms')}
          error={error('acceptTerms')}
          {...register('acceptTerms')}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ml={32}
          w="fit-content"
          onClick={() => openTerms('terms')}
        >
          {t('signup.terms.readTerms')}
        </Anchor>
      </Stack>
      <Stack gap={4}>
        <Checkbox
          label={t('signup.terms.acceptPrivacy')}
          error={error('acceptPrivacy')}
          {...register('acceptPrivacy')}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ml={32}
          w="fit-content"
          onClick={() => openTerms('privacy')}
        >
          {t('signup.terms.readPrivacy')}
        </Anchor>
      </Stack>
      <Checkbox label={t('signup.terms.marketing')} {...register('marketing')} />
    </Stack>
  )
}
