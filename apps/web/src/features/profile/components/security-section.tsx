import { useState } from 'react'
import {
  Button,
  Divider,
  List,
  PasswordInput,
  Stack,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconCheck, IconPoint } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '@galera/shared/profile/profile.schemas.ts'
import { PASSWORD_MIN, PASSWORD_SPECIALS } from '@galera/shared/validation/password.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.tsx'
import { changeEmail, changePassword, MY_PROFILE_KEY } from '../api.ts'
import { SectionCard } from './section-card.tsx'
import { notifySuccess } from '../../../lib/notify.tsx'
import { FormErrorAlert } from '../../../components/states.tsx'

/** Spec §5 password rule, checked live while the person types. */
const RULES = [
  { id: 'min', test: (v: string) => v.length >= PASSWORD_MIN },
  { id: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { id: 'number', test: (v: string) => /[0-9]/.test(v) },
  { id: 'special', test: (v: string) => [...PASSWORD_SPECIALS].some((c) => v.includes(c)) },
] as const

function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useLocale()
  return (
    <List id={id} size="sm" spacing={4} center>
      {RULES.map((rule) => {
        const ok = rule.test(value)
        return (
          <List.Item
            key={rule.id}
            c={ok ? 'teal.9' : 'gray.7'}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={ok ? 'teal.8' : 'gray.6'}
                variant={ok ? 'filled' : 'light'}
                aria-hidden
              >
                {ok ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            {t(`profile.security.rules.${rule.id}`, { chars: PASSWORD_SPECIALS })}
            <VisuallyHidden>
              {' '}
              — {t(ok ? 'profile.security.ruleOk' : 'profile.security.ruleMissing')}
            </VisuallyHidden>
          </List.Item>
        )
      })}
    </List>
  )
}

function ChangePasswordForm() {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  })
  const password = watch('password') ?? ''
  const toggle = { 'aria-label': t('web.login.togglePassword') }
  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      await changePassword(input)
      reset()
      notifySuccess(t('profile.security.passwordChanged'))
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['currentPassword', 'password', 'passwordConfirmation']),
      )
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-change-password">
      <Stack gap="sm">
        <Title order={3} size="h5" id="profile-change-password">
          {t('profile.security.changePassword')}
        </Title>
        <FormErrorAlert message={formError} />
        <PasswordInput
          label={t('profile.security.currentPassword')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          error={fieldError(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t('profile.security.newPassword')}
          autoComplete="new-password"
          required
          aria-describedby="profile-password-rules"
          visibilityToggleButtonProps={toggle}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <PasswordRules value={password} id="profile-password-rules" />
        <PasswordInput
          label={t('profile.security.confirmPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          error={fieldError(errors.passwordConfirmation?.message)}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('profile.security.changePassword')}
        </Button>
      </Stack>
    </form>
  )
}

function ChangeEmailForm() {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const { refresh } = useSession()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { currentPassword: '', email: '' },
  })
  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      const updated = await changeEmail(input)
      queryClient.setQueryData(MY_PROFILE_KEY, updated)
      await refresh()
      reset()
      notifySuccess(t('profile.security.emailChanged'))
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['currentPassword', 'email']))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-change-email">
      <Stack gap="sm">
        <Title order={3} size="h5" id="profile-change-email">
          {t('profile.security.changeEmail')}
        </Title>
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('profile.security.newEmail')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <PasswordInput
          label={t('profile.security.currentPassword')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
          error={fieldError(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('profile.security.changeEmail')}
        </Button>
      </Stack>
    </form>
  )
}

export function SecuritySection() {
  const { t } = useLocale()
  return (
    <SectionCard id="profile-security" title={t('profile.security.title')}>
      <ChangePasswordForm />
      <Divider />
      <ChangeEmailForm />
    </SectionCard>
  )
}
