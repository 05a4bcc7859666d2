import { maskCnpj, maskCpf, maskPhone, withMask } from '../../../lib/masks.ts'
import { Alert, Badge, Group, Select, SimpleGrid, TextInput } from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  AccountPatchSchema,
  type AccountPatchInput,
} from '@galera/shared/profile/profile.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { OPTION_SETS } from '@galera/shared/options/option-sets.ts'
import type { MyProfile } from '@galera/shared/profile/profile.dto.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useSectionSave } from './use-section-save.ts'
import { useSession } from '../../../lib/session.tsx'
import {
  DetailList,
  DetailRow,
  EditableSection,
  SectionForm,
  prefixAliases,
} from './section-card.tsx'

const FIELDS = ['name', 'phone', 'birthDate', 'gender'] as const

/**
 * Spec §5 display: (71) 98765-4321 from +5571987654321 — the same mask the field applies as it is
 * typed, so a form filled from the record shows what typing would (ADR 0031).
 */
export function formatPhone(e164: string | null | undefined): string | null {
  return e164 ? maskPhone(e164) : null
}
export function formatDay(value: string, locale: 'pt-BR' | 'en') {
  return formatDate(`${value}T12:00:00Z`, locale, 'UTC')
}

export function AccountSection({ profile }: { profile: MyProfile }) {
  const { t, locale } = useLocale()
  // The session follows a language switch at once (PUT /auth/me/locale); the profile on reload.
  const { user } = useSession()
  const a = profile.account
  const accountLocale = user?.locale ?? a.locale
  const none = t('profile.notInformed')
  return (
    <EditableSection
      id="profile-account"
      title={t('profile.account.title')}
      form={(done) => <AccountForm profile={profile} onDone={done} />}
    >
      <DetailList>
        <DetailRow
          label={t('profile.account.name')}
          value={
            <Group component="span" gap="xs">
              {a.name}
              {a.isCertified && <Badge color="teal.9">{t('profile.account.certified')}</Badge>}
            </Group>
          }
        />
        <DetailRow label={t('profile.account.email')} value={a.email} />
        <DetailRow label={t('profile.account.phone')} value={formatPhone(a.phone) ?? none} />
        {a.cpf && <DetailRow label={t('profile.account.cpf')} value={maskCpf(a.cpf)} />}
        {a.cnpj && <DetailRow label={t('profile.account.cnpj')} value={maskCnpj(a.cnpj)} />}
        <DetailRow
          label={t('profile.account.birthDate')}
          value={a.birthDate ? formatDay(a.birthDate, locale) : none}
        />
        <DetailRow
          label={t('profile.account.gender')}
          value={a.gender ? t(`options.gender.${a.gender}`) : none}
        />
        <DetailRow label={t('profile.account.role')} value={t(`web.roles.${a.role}`)} />
        <DetailRow
          label={t('web.profile.accountLanguage')}
          value={t(`web.common.languages.${accountLocale === 'en' ? 'en' : 'ptBR'}`)}
        />
      </DetailList>
    </EditableSection>
  )
}

function AccountForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const { t, fieldError } = useLocale()
  const { refresh } = useSession()
  const a = profile.account
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountPatchInput>({
    resolver: zodResolver(AccountPatchSchema),
    defaultValues: {
      name: a.name,
      phone: formatPhone(a.phone) ?? undefined,
      birthDate: a.birthDate ?? null,
      gender: a.gender ?? null,
    },
  })

  const { formError, save } = useSectionSave({
    setError,
    fields: FIELDS,
    aliases: prefixAliases('account', FIELDS),
    onDone,
    afterSave: refresh,
  })
  const onSubmit = handleSubmit((account) => save({ account }))

  return (
    <SectionForm
      label={t('profile.account.title')}
      error={formError}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.account.name')}
          required
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <TextInput
          label={t('profile.account.phone')}
          type="tel"
          autoComplete="tel-national"
          error={fieldError(errors.phone?.message)}
          {...withMask(register('phone'), maskPhone)}
        />
        <Controller
          control={control}
          name="birthDate"
          render={({ field }) => (
            <TextInput
              label={t('profile.account.birthDate')}
              type="date"
              required={a.role === 'promoter'}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.birthDate?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <Select
              label={t('profile.account.gender')}
              data={OPTION_SETS.gender.map((g) => ({
                value: g,
                label: t(`options.gender.${g}`),
              }))}
              clearable={a.role !== 'promoter'}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.gender?.message)}
            />
          )}
        />
      </SimpleGrid>
      <Alert variant="light" color="gray">
        {t('profile.account.documentHelp')}
      </Alert>
    </SectionForm>
  )
}
